// The build's cut-down copy of Chakra's theme (config/chakraTheme.ts, served by its Vite plugin).
declare module "virtual:chakra-theme" {
  export const chakraTheme: import("../../../config/chakraTheme").ChakraThemeSubset;
  export const chakraGlobalCss: import("../../../config/chakraTheme").ChakraThemeModule["globalCss"];
}
