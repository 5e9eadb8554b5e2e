// The Word export (src/export/word, with the docx library), for "Download as Word" in the
// checklist's More panel: pointing at or focusing the button fetches it, saving its download time
// from the click. Imported by the button alone, not through onDemand's index, so that it comes
// with the button's chunk rather than in the first load.

import { retryUntilLoaded } from "./retryUntilLoaded";

export type WordModule = typeof import("../../export/word");

export const loadWordModule: () => Promise<WordModule> = retryUntilLoaded(
  () => import("../../export/word"),
);

export function prefetchWordModule(): void {
  // A failed prefetch is not the user's concern: the click loads it again and reports then.
  void loadWordModule().catch(() => undefined);
}
