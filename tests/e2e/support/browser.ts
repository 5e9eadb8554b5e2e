// How every end-to-end test starts Chromium: the system's binary, never a downloaded one.

import { existsSync } from "node:fs";

export function chromiumExecutable(): string {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  const found = candidates.find(
    (path): path is string => Boolean(path) && existsSync(path as string),
  );
  if (!found)
    throw new Error(
      "No Chromium found: run `node scripts/ensure-test-tools.mjs` or set CHROME_PATH.",
    );
  return found;
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
