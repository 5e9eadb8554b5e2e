// Bundles inPageHarness.ts (with Testing Library's queries) into one script the drivers install in
// the page after each navigation. Built once per run, by Playwright's global setup.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

export const HARNESS_BUNDLE = fileURLToPath(
  new URL("../../../../node_modules/.cache/e2e/harness.js", import.meta.url),
);

export async function buildHarness(): Promise<void> {
  const output = await build({
    configFile: false,
    logLevel: "error",
    // Testing Library reads process.env to decide on colours and timeouts.
    define: { "process.env": "{}", "process.env.NODE_ENV": '"production"' },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL("./inPageHarness.ts", import.meta.url)),
        formats: ["iife"],
        name: "__e2eHarnessBundle",
        fileName: () => "harness.js",
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!("output" in result)) continue;
    const chunk = result.output.find((item) => item.type === "chunk");
    if (chunk && chunk.type === "chunk") {
      mkdirSync(dirname(HARNESS_BUNDLE), { recursive: true });
      writeFileSync(HARNESS_BUNDLE, chunk.code);
      return;
    }
  }
  throw new Error("The in-page harness did not build.");
}

export function readHarness(): string {
  return readFileSync(HARNESS_BUNDLE, "utf8");
}
