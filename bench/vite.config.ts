// Builds the benchmark page (bench/export-page) on its own, so the app's bundle never carries
// html2pdf.js or the classic snippet.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL("./export-page", import.meta.url)),
  build: {
    outDir: fileURLToPath(new URL("../dist-bench", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
  },
  // The peers bring "use client" directives and large chunks; their warnings are not ours to fix.
  logLevel: "error",
});
