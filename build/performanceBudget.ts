// The first-load budget, read by the budget test in the e2e suite; bench/sizes.mjs reads
// the same JSON, so the benchmark and the test cannot disagree about the limit.

import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

interface PerformanceBudget {
  /** Every script a route fetches before the user does anything, gzipped, at most this many KiB. */
  readonly firstLoadScriptsGzipKiB: number;
  /** The gzip level sizes are measured at: 9, as static hosts precompress. */
  readonly gzipLevel: number;
}

export const PERFORMANCE_BUDGET: PerformanceBudget = JSON.parse(
  readFileSync(new URL("./performance-budget.json", import.meta.url), "utf8"),
) as PerformanceBudget;

/** A file's size in bytes, gzipped as the budget measures it. */
export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path), { level: PERFORMANCE_BUDGET.gzipLevel }).length;
}
