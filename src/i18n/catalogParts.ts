// Which languages the app has and how their messages are split into parts, each loaded when needed:
// shared by the build (build/messageCatalogs.ts) and the app. Plain data, no browser.

/** Every language the app speaks, English (the source) first. */
export const LANGUAGE_CODES = ["en", "fr", "es", "de", "pt-BR", "ar"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/**
 * The parts a language's messages are loaded in: `app` with the page (the checklist, the header,
 * everything a first load shows); each guidance page's words on its own, as the page is visited
 * (src/app/onDemand/guidanceCopy.ts); `guidance` (the help beside each question of the checklist, and
 * each principle's introduction: src/data/guidance) when it is first asked for; `later` with the checklist's parts loaded on first use (the
 * Customise mode, Open's dialogs, the preview, a note's field: src/app/parts/index.tsx;
 * the report's words, which the export loads itself before it draws); `build` for what only the
 * build writes into a page (its description, its <noscript>), which no browser loads.
 */
export const MESSAGE_PARTS = ["app", "about", "howToUse", "guidance", "later", "build"] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

/**
 * The first segments of the messages only code loaded on demand shows (its `later` part). A
 * message the first load shows must not begin with one of them: its page would show its id.
 */
export const LATER_SEGMENTS: readonly string[] = [
  "customise",
  "open",
  "preview",
  // A report file's failure alert: shown once its renderer or its words were asked for, when the
  // later part has come (or could not: the alert then says the spec's English, marked as English).
  "pdf",
  "markdown",
  "word",
  "undo",
  "note",
  // A question's "does not apply": its reason's field and the dialog asked before a tick drops it.
  "setAside",
  "record",
  "fileProblem",
  "phases",
  // Compare: what changed between two states of an assessment, a dialog loaded on first use.
  "compare",
  // The Team dialog (More → Team, or several files opened at once), loaded on first use.
  "team",
  // The report (src/export): the PDF, the preview and the Markdown file, made by code loaded on use.
  "report",
  // The offer of the browser's preferred language, in that language: its banner is loaded on use.
  "languageOffer",
  // What the filter above the checklist found: said once its finder, loaded on first use, has run.
  "filter",
];

/** The part a message belongs to, by its id's first segment. */
export function partOfMessage(id: string): MessagePart {
  const first = id.slice(0, id.indexOf("."));
  if (first === "about" || first === "howToUse" || first === "guidance") return first;
  if (first === "meta") return "build";
  return LATER_SEGMENTS.includes(first) ? "later" : "app";
}
