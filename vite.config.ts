import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  build: {
    target: "es2022",
    sourcemap: false,
    // The React-PDF preview chunk is ~1.2 MB (440 kB gzip) and loads only when Preview is opened;
    // the warning is for chunks on the first load, which stay far below this.
    chunkSizeWarningLimit: 1300,
  },
  test: {
    environment: "jsdom",
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/unit/setup.ts"],
    css: false,
  },
});
