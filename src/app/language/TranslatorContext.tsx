// The language on screen, for every component: its messages (useT) and its formats.

import { createContext, use, useContext, type ReactNode } from "react";
import {
  hasMessages,
  loadMessages,
  type LanguageCode,
  type MessagePart,
  type Translator,
} from "../../i18n";

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/** The language on screen: its code, name, direction, messages and formats. */
export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslator must be used inside <TranslatorProvider>");
  return translator;
}

/** The message lookup of the language on screen: t("nav.about") → "À propos". */
export function useT(): Translator["t"] {
  return useTranslator().t;
}

/**
 * Suspends a part loaded on demand until the messages it shows (the language's `later` part) have
 * come: at once, once they have. Called by each such part, so they come with its chunk.
 */
export function useLaterMessages(): void {
  useMessages(useTranslator().language.code, "later");
}

/**
 * Suspends until a part of a language's messages has come: at once, once it has (the part's
 * promise is the same every time, as `use` needs).
 */
export function useMessages(code: LanguageCode, part: MessagePart): void {
  if (!hasMessages(code, part)) use(loadMessages(code, part));
}
