// Whether the page is being printed. Collapsed sections render nothing on screen (the first render
// then builds a few hundred components instead of ~1,700, which on a slow phone is most of a second
// of blocked main thread), yet a printout shows every section expanded: this flips to true before
// the browser lays the page out for print, and the sections render their contents for it.

import { useSyncExternalStore } from "react";
import { flushSync } from "react-dom";

let printing = false;
// One query for the page, made on first use: every section reads the snapshot on every render.
let printMediaQuery: MediaQueryList | undefined;
const printMedia = () => (printMediaQuery ??= window.matchMedia?.("print"));

function subscribe(onChange: () => void): () => void {
  // Printing from the browser fires beforeprint, then lays out for print as soon as the listeners
  // return: the contents must be in the DOM by then, hence a synchronous render.
  const update = (next: boolean) => {
    printing = next;
    flushSync(onChange);
  };
  const before = () => update(true);
  const after = () => update(false);
  // Print media without the events (emulated print, as in tests and some print-to-PDF tools).
  const media = printMedia();
  window.addEventListener("beforeprint", before);
  window.addEventListener("afterprint", after);
  media?.addEventListener("change", onChange);
  return () => {
    window.removeEventListener("beforeprint", before);
    window.removeEventListener("afterprint", after);
    media?.removeEventListener("change", onChange);
  };
}

function getSnapshot(): boolean {
  return printing || (printMedia()?.matches ?? false);
}

export function usePrinting(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
