#!/usr/bin/env node
// `npm test`: the unit tests, the build, then the browser tests in three engines. The Debian
// packages the browser tests drive (scripts/ensure-test-tools.mjs) are installed, where they are
// missing and this is Debian as root, while the unit tests and the build run: the download and
// unpacking wait on the network and the disk, the unit tests on the processors, and on a bare
// machine that is a minute or two less of waiting. Where they are missing and cannot be installed,
// it stops at once with what to install, before any test.

import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import { run } from "./run.mjs";

let tools = Promise.resolve(0);

/** Stops on a failure, once any installation under way has ended: dpkg cut off halfway leaves the
 * machine needing `dpkg --configure -a`. */
async function stopOn(code, what) {
  if (code === 0) return;
  console.error(`npm test: ${what} failed (exit ${code}).`);
  await tools;
  process.exit(code);
}

const check = await run(process.execPath, ["scripts/ensure-test-tools.mjs", "--check"]);
const LOG = "artifacts/test-tools-install.log";
if (check === 3) {
  // Its output goes to a file, not between the unit tests' lines; it is shown if it fails.
  mkdirSync("artifacts", { recursive: true });
  const log = createWriteStream(LOG);
  console.log(`npm test: installing the browser tests' packages meanwhile (output in ${LOG}).`);
  tools = new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/ensure-test-tools.mjs"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on("close", (code) => log.end(() => resolve(code ?? 1)));
    child.on("error", () => log.end(() => resolve(1)));
  });
} else await stopOn(check, "the test tools' check");

await stopOn(await run("npm", ["run", "test:unit"]), "the unit tests");
// Built as a deployment that gives its public origin is (docs/deploying.md), so that the browser
// tests, told the same origin, find each page's absolute canonical and hreflang links.
const deployed = {
  ...process.env,
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN || "https://checklist.example.org",
};
// The export's test page too (the browser tests serve it), beside the type-check.
await stopOn(
  await run("npm", ["run", "build", "--", "--with-export-page"], { env: deployed }),
  "the build",
);
const installed = await tools;
if (installed !== 0) {
  console.error(readFileSync(LOG, "utf8"));
  await stopOn(installed, "installing the test tools");
}
await stopOn(
  await run("npm", ["run", "test:e2e"], {
    env: { ...deployed, E2E_EXPORT_PAGE_BUILT: "1" },
  }),
  "the browser tests",
);
