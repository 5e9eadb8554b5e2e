// The public face of src/i18n: the languages, where their pages live, and their messages.
export { LANGUAGE_CODES, LATER_SEGMENTS, MESSAGE_PARTS, partOfMessage } from "./catalogParts";
export type { LanguageCode, MessagePart } from "./catalogParts";
export {
  LANGUAGES,
  SOURCE_LANGUAGE,
  languageByCode,
  languageOfTag,
  pathInLanguage,
  preferredLanguage,
  splitLanguagePath,
} from "./languages";
export type { Language } from "./languages";
export { isolated, messagePieces } from "./messagePieces";
export type { MessagePiece } from "./messagePieces";
export { hasMessages, loadMessages, loadedParts, translatorFor } from "./translator";
export type { MessageValues, Translator } from "./translator";
