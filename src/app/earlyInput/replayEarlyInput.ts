// The app's half of early input (earlyInputScript.ts): once React has taken the page over, every
// click the inline script held back is made again, in order, on the same element, so each tap
// takes effect as if it had come now. Hydration keeps the prerendered elements, so those are the
// elements React now handles. One that is gone (the page was rendered afresh instead) is skipped.

import { EARLY_INPUT_GLOBAL } from "./earlyInputScript";

/** Stops the early capture and replays what it held. Returns how many clicks were replayed. */
export function replayEarlyInput(): number {
  const capture = window[EARLY_INPUT_GLOBAL];
  if (!capture) return 0;
  let replayed = 0;
  for (const target of capture.stop()) {
    if (!target.isConnected || !(target instanceof HTMLElement)) continue;
    target.click();
    replayed += 1;
  }
  return replayed;
}
