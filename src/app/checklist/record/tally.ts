// Work counted in words, for the messages of Save, Open and the way back to the standard checklist.

/** "12 ticks and 3 notes", "1 tick and no notes". */
export function tally(ticks: number, notes: number): string {
  const plural = (n: number, word: string) =>
    `${n === 0 ? "no" : n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;
  return `${plural(ticks, "tick")} and ${plural(notes, "note")}`;
}
