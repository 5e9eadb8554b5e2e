// The build's cut-down copy of Chakra's theme (served by build/chakraTheme.ts's Vite plugin).
declare module "virtual:chakra-theme" {
  type ChakraThemeSubset = import("./chakraThemeSubset").ChakraThemeSubset;
  export const chakraTheme: Omit<ChakraThemeSubset, "tokens" | "semanticTokens">;
  export const chakraTokens: Pick<ChakraThemeSubset, "tokens" | "semanticTokens">;
  export const chakraGlobalCss: import("./chakraThemeSubset").ChakraThemeModule["globalCss"];
}

// The token dictionary the build computed from the app's theme (build/chakraTokens.ts); imported
// by Chakra's createSystem as the browser's build rewrites it, never by the app's own code.
declare module "virtual:chakra-token-dictionary" {
  const dictionary: import("./precomputedTokens").CompactTokenDictionary;
  export default dictionary;
}
