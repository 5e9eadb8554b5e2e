// Work counted in words, for the messages of Save, Open and the way back to the standard checklist.
// Only code loaded on demand says it: its message is in the `later` part ("record.").

import type { Translator } from "../../../i18n";

/** "12 ticks and 3 notes", "1 tick and no notes", in the language `t` speaks. */
export function tally(ticks: number, notes: number, t?: Translator["t"]): string {
  if (t) return t("record.tally", { ticks, notes });
  // Until Save and Open (recordActions.ts) and the customised checklist's banner pass the page's
  // `t`: then make it required, and this English goes.
  const plural = (n: number, word: string) =>
    `${n === 0 ? "no" : n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;
  return `${plural(ticks, "tick")} and ${plural(notes, "note")}`;
}
