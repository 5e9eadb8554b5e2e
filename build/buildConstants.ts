// Values every build that includes the app writes into its code (Vite's `define`); their types are
// declared in src/app/buildConstants.d.ts.

// The year of the build, which the prerendered pages' footer shows. SOURCE_DATE_EPOCH (seconds),
// where set, makes the build reproducible, as the reproducible-builds convention has it.
const buildYear = new Date(
  Number(process.env.SOURCE_DATE_EPOCH ?? Date.now() / 1000) * 1000,
).getFullYear();

export const BUILD_CONSTANTS: Record<string, string> = {
  __BUILD_YEAR__: JSON.stringify(buildYear),
  // Whether every page this build serves is prerendered, with Chakra's global CSS in the stylesheet
  // it links: true in the browser's build of the app alone, whose plugin says so
  // (build/chakraStartup.ts); false in the dev server, the tests and the benchmark's page.
  __GLOBAL_CSS_PRERENDERED__: "false",
  // Whether the build receives Chakra's token dictionary precomputed: true in the browser's build
  // of the app alone (build/chakraTokens.ts).
  __CHAKRA_TOKENS_PRECOMPUTED__: "false",
};
