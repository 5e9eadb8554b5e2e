// Values the build writes into the code (build/buildConstants.ts, Vite's `define`).

/** The year of the build, shown in the prerendered pages' footer. */
declare const __BUILD_YEAR__: number;

/** Whether every page of this build has Chakra's global CSS in its prerendered stylesheet. */
declare const __GLOBAL_CSS_PRERENDERED__: boolean;

/** Whether this build receives Chakra's token dictionary precomputed (build/chakraTokens.ts). */
declare const __CHAKRA_TOKENS_PRECOMPUTED__: boolean;
