// The shape of the cut-down Chakra theme the build serves as `virtual:chakra-theme`. Only types: the
// build (build/chakraTheme.ts) fills it in, the app's declaration of the virtual module reads it, and
// keeping it here lets the app describe what it is given without importing the build's code.

/** `@chakra-ui/react/theme`, whose declared types are exact down to each token. */
export type ChakraThemeModule = typeof import("@chakra-ui/react/theme");

/**
 * What the app takes from Chakra's theme: plain data, so it can be written into the bundle as JSON.
 * Its groups keep their full types: a token this leaves out fails at run time, and is caught by
 * tests/unit/build/chakraTheme.test.ts, which checks every reference in the subset resolves.
 */
export interface ChakraThemeSubset {
  breakpoints: ChakraThemeModule["breakpoints"];
  keyframes: ChakraThemeModule["keyframes"];
  tokens: ChakraThemeModule["tokens"];
  semanticTokens: ChakraThemeModule["semanticTokens"];
  textStyles: ChakraThemeModule["textStyles"];
  layerStyles: ChakraThemeModule["layerStyles"];
  /** The recipes of the components the app renders. */
  recipes: {
    button: ChakraThemeModule["buttonRecipe"];
    container: ChakraThemeModule["containerRecipe"];
    heading: ChakraThemeModule["headingRecipe"];
    spinner: ChakraThemeModule["spinnerRecipe"];
  };
}
