// Values the build writes into the code (vite.config.ts `define`).

/** The year of the build, shown in the prerendered pages' footer. */
declare const __BUILD_YEAR__: number;
