// The build's cut-down copy of Chakra's theme (config/chakraTheme.ts, served by its Vite plugin).
declare module "virtual:chakra-theme" {
  type ChakraThemeSubset = import("../../../config/chakraTheme").ChakraThemeSubset;
  export const chakraTheme: Omit<ChakraThemeSubset, "tokens" | "semanticTokens">;
  export const chakraTokens: Pick<ChakraThemeSubset, "tokens" | "semanticTokens">;
  export const chakraGlobalCss: import("../../../config/chakraTheme").ChakraThemeModule["globalCss"];
}

// The token dictionary the build computed from the app's theme (config/chakraTokens.ts); imported
// by Chakra's createSystem as the browser's build rewrites it, never by the app's own code.
declare module "virtual:chakra-token-dictionary" {
  const dictionary: import("./precomputedTokens").CompactTokenDictionary;
  export default dictionary;
}
