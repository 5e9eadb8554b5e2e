#!/usr/bin/env node
// `npm run build`: type-checks the code and writes the static site to dist/ (Vite's build, each
// route prerendered, Brotli and gzip copies). The type-check runs beside the rest rather than
// before it: `tsc -b` keeps one processor busy for about 40 s, and the site's steps, which do not
// read its output, take about 30 s on the other. The build fails if either fails; dist/ is then
// not to be deployed. PUBLIC_ORIGIN, the site's public origin, gives each page its canonical and
// hreflang links (scripts/publicOrigin.mjs, docs/deploying.md).
//
// `--with-export-page` also builds the export's test page (bench/export-page, into dist-bench/),
// for the browser tests (`npm test` asks for it; playwright.config.ts then serves it as built).

import { publicOriginOf } from "./publicOrigin.mjs";
import { run } from "./run.mjs";

// The site's public origin, if given, is checked before anything runs: a bad one stops the build
// with what is wrong, rather than after a minute's work, in the prerendering that uses it.
try {
  publicOriginOf();
} catch (error) {
  console.error(`npm run build: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/** Runs the commands one after another; resolves with the first failing exit code, or 0. */
function chain(...commands) {
  return commands.reduce(
    (previous, [command, ...args]) =>
      previous.then((code) => (code !== 0 ? code : run(command, args))),
    Promise.resolve(0),
  );
}

const node = process.execPath;
const steps = [
  chain(["npx", "tsc", "-b"]),
  chain(
    ["npx", "vite", "build"],
    [node, "scripts/prerender.mjs"],
    [node, "scripts/precompress.mjs"],
  ),
];
if (process.argv.includes("--with-export-page"))
  steps.push(chain(["npx", "vite", "build", "--config", "bench/vite.config.ts"]));

const codes = await Promise.all(steps);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
