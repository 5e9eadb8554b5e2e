#!/usr/bin/env node
// Makes sure the end-to-end tests have what they drive: a system Chromium, and poppler's tools to
// read exported PDFs back. No test tool may download a browser here, so we use Debian's packages.
// On Debian as root, missing packages are installed; anywhere else we stop and say how to get them.

import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM_CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

function hasCommand(name) {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

const isDebianRoot = existsSync("/etc/debian_version") && process.getuid?.() === 0;
const missing = [];
if (!findChromium()) {
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
    process.exit(1);
  }
  missing.push("chromium");
}
if (!hasCommand("pdftotext")) missing.push("poppler-utils");

if (missing.length > 0) {
  if (!isDebianRoot) {
    console.error(
      [
        `The end-to-end tests need: ${missing.join(", ")}.`,
        "  Chromium: install your system's Chromium (Debian/Ubuntu: `sudo apt-get install chromium`),",
        "  or point CHROME_PATH at a Chromium or Chrome binary.",
        "  poppler-utils: provides pdftotext/pdfinfo/pdfimages (Debian/Ubuntu: `sudo apt-get install poppler-utils`,",
        "  macOS: `brew install poppler`).",
      ].join("\n"),
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(", ")} from Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], {
    stdio: "inherit",
    env,
  });
}

const chromium = findChromium();
if (!chromium) {
  console.error(
    "Chromium is still missing after installation; set CHROME_PATH to a Chromium binary.",
  );
  process.exit(1);
}
console.log(`Using Chromium at ${chromium}`);
