/**
 * The User Timing mark set as React has taken over the page's frame (App's first effect), before the
 * app marks itself ready and before React takes over the page's other parts (layout/HydratedApart).
 * The slow-phone tests hold React's later work from this moment, so that a part is still not taken
 * over when they act on it; the benchmarks can read it too.
 */
export const FRAME_TAKEN_OVER_MARK = "app-frame-taken-over";
