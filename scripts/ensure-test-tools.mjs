#!/usr/bin/env node
// Makes sure the machine has what the tests drive and read with: three browser engines, poppler and
// qpdf.
// `npm test` (scripts/test.mjs) runs it before any test, `npm run test:e2e` and `npm run bench` too.
// No test tool may download a browser here, so every one comes from the system: on Debian as root,
// missing packages are installed with apt-get; anywhere else this stops and says what to install.
// With --check it installs nothing: exit 0 if all is there, 3 if what is missing can be installed
// here (run it again without --check), 1 with the message above if it cannot.
//
//   Chromium  /usr/bin/chromium, or CHROME_PATH            Debian package chromium
//   Firefox   /usr/bin/firefox-esr, or FIREFOX_PATH        firefox-esr
//   WebKit    WebKitWebDriver and WebKitGTK's MiniBrowser  webkit2gtk-driver
//             under a virtual X server (xvfb-run, xauth)   xvfb, xauth
//   PDFs      pdftotext, pdfinfo, pdfimages, pdftoppm      poppler-utils
//             qpdf (structure check, JSON for the PDF/UA    qpdf
//             checker, tests/tools/check-pdf-ua.mjs)

import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const MINIBROWSER_PATHS = [
  process.env.MINIBROWSER_PATH,
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/libexec/webkit2gtk-4.1/MiniBrowser",
];

function hasCommand(name) {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

const anyFile = (paths) => paths.some((path) => path && existsSync(path));

/** Each tool: how to tell it is there, the Debian package that brings it, and a word for others. */
const TOOLS = [
  {
    what: "Chromium",
    present: () =>
      anyFile([process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]),
    debian: "chromium",
    elsewhere: "your system's Chromium, or set CHROME_PATH to a Chromium or Chrome binary",
  },
  {
    what: "Firefox",
    present: () => anyFile([process.env.FIREFOX_PATH, "/usr/bin/firefox-esr"]),
    debian: "firefox-esr",
    elsewhere: "Firefox ESR, or set FIREFOX_PATH to a Firefox binary",
  },
  {
    what: "WebKit (WebKitWebDriver and MiniBrowser)",
    present: () => hasCommand("WebKitWebDriver") && anyFile(MINIBROWSER_PATHS),
    debian: "webkit2gtk-driver",
    elsewhere: "WebKitGTK's WebKitWebDriver and MiniBrowser (set MINIBROWSER_PATH if elsewhere)",
  },
  {
    what: "a virtual X server (xvfb-run)",
    present: () => hasCommand("xvfb-run"),
    debian: "xvfb",
    elsewhere: "Xvfb with its xvfb-run script",
  },
  {
    what: "xauth (for xvfb-run)",
    present: () => hasCommand("xauth"),
    debian: "xauth",
    elsewhere: "xauth",
  },
  {
    what: "poppler's PDF tools",
    present: () => ["pdftotext", "pdfinfo", "pdfimages", "pdftoppm"].every(hasCommand),
    debian: "poppler-utils",
    elsewhere: "poppler-utils (macOS: brew install poppler)",
  },
  {
    what: "qpdf",
    present: () => hasCommand("qpdf"),
    debian: "qpdf",
    elsewhere: "qpdf (macOS: brew install qpdf)",
  },
];

const missing = TOOLS.filter((tool) => !tool.present());
if (process.env.CHROME_PATH && !existsSync(process.env.CHROME_PATH)) {
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  process.exit(1);
}

if (missing.length > 0) {
  const isDebianRoot = existsSync("/etc/debian_version") && process.getuid?.() === 0;
  const hasApt = hasCommand("apt-get");
  if (!isDebianRoot || !hasApt) {
    const packages = missing.map((tool) => tool.debian).join(" ");
    console.error(
      [
        "The tests drive Chromium, Firefox and WebKit and read PDFs with poppler and qpdf. Missing:",
        ...missing.map((tool) => `  - ${tool.what}: ${tool.elsewhere}`),
        "",
        existsSync("/etc/debian_version")
          ? `As root, \`npm test\` installs them itself. Or run: sudo apt-get install --no-install-recommends ${packages}`
          : `On Debian or Ubuntu: sudo apt-get install --no-install-recommends ${packages}`,
      ].join("\n"),
    );
    process.exit(1);
  }
  if (process.argv.includes("--check")) process.exit(3);
  const packages = missing.map((tool) => tool.debian);
  console.log(`Installing ${packages.join(", ")} from Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], {
    stdio: "inherit",
    env,
  });
  const still = TOOLS.filter((tool) => !tool.present());
  if (still.length > 0) {
    console.error(
      `Still missing after installation: ${still.map((tool) => tool.what).join(", ")}.`,
    );
    process.exit(1);
  }
}
console.log(`Test tools present: ${TOOLS.map((tool) => tool.what).join("; ")}.`);
