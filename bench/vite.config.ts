// Builds the benchmark page (bench/export-page) on its own, so the app's bundle never carries
// html2pdf.js or the classic snippet.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { BUILD_CONSTANTS } from "../build/buildConstants.ts";
import { chakraThemeModule } from "../build/chakraTheme.ts";
import { html2canvasPatched } from "../build/html2canvasPatches.ts";
import { messageCatalogs } from "../build/messageCatalogs.ts";
import { reportFontModule } from "../build/reportFont.ts";

// The page renders the app too, so it needs what every build of the app has: the cut-down Chakra
// theme, the report's font, the messages, the build constants, and the app's html2canvas with its build-time
// changes (the peers import html2canvas themselves and get it as published).
export default defineConfig({
  plugins: [
    chakraThemeModule(),
    reportFontModule(),
    messageCatalogs(),
    html2canvasPatched({ appOnly: true }),
  ],
  define: BUILD_CONSTANTS,
  root: fileURLToPath(new URL("./export-page", import.meta.url)),
  build: {
    outDir: fileURLToPath(new URL("../dist-bench", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
  },
  // The peers bring "use client" directives and large chunks; their warnings are not ours to fix.
  logLevel: "error",
});
