// Taps that come before the app responds. A prerendered page shows its buttons as soon
// as its HTML and stylesheet arrive; on a slow phone React takes them over more than a second later,
// and a tap in between used to do nothing. This script, inlined at the top of every built page (see
// vite.config.ts; the Content-Security-Policy admits it by its hash), listens from the first byte:
// a click on a button or checkbox in the app, a tap or Enter or Space on a focused one (the browser
// turns both keys into a click on a button), is held back and noted, and the app clicks the same
// element again once it responds (replayEarlyInput.ts). Links are left alone: they already work as
// plain links.
//
// It is the shipped text itself, not a function turned into text, so the tests run exactly what the
// browser runs and the policy's hash is of exactly this. Plain ES5-era syntax, and small: every page
// carries it (about 0.4 KiB, 0.3 KiB gzip).
//
// Why hold the click back rather than let it through: once React has started hydrating, it would
// hydrate the clicked part at once and handle the click itself, and the replay would then repeat
// it. Stopping it here, before React's listeners on #root see it, means every early click is
// handled exactly once, in order, by the replay.

/** The global the script leaves for the app: `stop()` ends the capture and hands over the taps. */
export const EARLY_INPUT_GLOBAL = "__checklistEarlyInput";

export interface EarlyInputCapture {
  /** Stops holding clicks back and returns the elements clicked so far, oldest first, once. */
  stop(): Element[];
}

declare global {
  interface Window {
    [EARLY_INPUT_GLOBAL]?: EarlyInputCapture;
  }
}

export const EARLY_INPUT_SCRIPT =
  "(function(){" +
  "var taps=[];" +
  "function hold(event){" +
  'var target=event.target instanceof Element?event.target.closest("button,input[type=checkbox]"):null;' +
  'if(!target||target.disabled||!target.closest("#root"))return;' +
  "event.preventDefault();" +
  "event.stopImmediatePropagation();" +
  "taps.push(target)" +
  "}" +
  'addEventListener("click",hold,true);' +
  `window.${EARLY_INPUT_GLOBAL}={stop:function(){` +
  'removeEventListener("click",hold,true);' +
  "var held=taps;taps=[];return held" +
  "}}" +
  "})()";
