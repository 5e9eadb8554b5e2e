// Words that are not a message's own: a file's name, a phase's, a member's or a project's name, an
// id read from a file, a checklist's title. Marked as such where the value is made (a file's
// problems, Save and Open's messages), so that whoever puts the message into words sets them apart
// in their own direction (src/app/language/MessageWords.tsx) without knowing the message.

/** Text that is not ours, in `lang` when it is known. */
export interface TextNotOurs {
  readonly text: string;
  readonly lang?: string;
}

/** `text` marked as not the message's own words. */
export const notOurs = (text: string, lang?: string): TextNotOurs =>
  lang === undefined ? { text } : { text, lang };
