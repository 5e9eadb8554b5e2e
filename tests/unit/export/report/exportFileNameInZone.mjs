// Runs exportFileName in a child Node process whose local time zone is `timeZone`: one process has
// one local zone, so this is how a test sees what the default does elsewhere in the world.
// Plain JavaScript, so the unit tests' TypeScript config needs no Node types for it.

import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

const PROJECT_ROOT = resolve(import.meta.dirname, "../../../..");

// Vite's module runner loads the real TypeScript module, with its real imports.
const SCRIPT = `
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport("./src/export/report/exportFileName.ts", { configFile: false, logLevel: "silent" });
  console.log(JSON.stringify(process.argv.slice(1).map((instant) => module.exportFileName(new Date(instant)))));
`;

export function exportFileNamesInZone(timeZone, instants) {
  const output = execFileSync(
    process.execPath,
    ["--input-type=module", "-e", SCRIPT, ...instants],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, TZ: timeZone },
      encoding: "utf8",
    },
  );
  return JSON.parse(output.trim().split("\n").at(-1) ?? "[]");
}
