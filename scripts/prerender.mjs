#!/usr/bin/env node
// The last step of `npm run build`: renders each route to a static page in dist/ (src/app/prerender.tsx),
// so that its content paints before any JavaScript has loaded (the browser then hydrates it), and a
// deep link to /about or /how-to-use works on any static host, with no rewrite rule.
//
//   /            → dist/index.html
//   /about       → dist/about.html and dist/about/index.html
//   /how-to-use  → dist/how-to-use.html and dist/how-to-use/index.html
//   /fr          → dist/fr.html and dist/fr/index.html, and so on for each language
//
// Each page is in its language (<html lang dir>), preloads its language's messages beside the app's
// script and, given the site's public origin (PUBLIC_ORIGIN, docs/deploying.md), names its canonical
// address and its versions in every language (hreflang) by absolute address; without it, neither.
//
// Both files for a route, because hosts differ: most (Netlify, Vercel, Cloudflare Pages, GitHub
// Pages, `vite preview`) answer /about with about.html, and some (nginx, Apache, S3) only with
// about/index.html, after a redirect to /about/.
//
// The pages' CSS goes to one stylesheet, dist/assets/prerendered-<hash>.css, which the
// Content-Security-Policy's style-src 'self' admits (an inline <style> it would not).

import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { fillPage } from "./pageHtml.mjs";
import { PUBLIC_ORIGIN_VARIABLE, publicOriginOf } from "./publicOrigin.mjs";

const DIST = "dist";
// Read first: a bad value stops the prerendering before any work (scripts/build.mjs checks it too).
let origin;
try {
  origin = publicOriginOf();
} catch (error) {
  console.error(`prerender: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// Inside node_modules, so that the server bundle's imports of React, Chakra and the rest resolve.
const SERVER_OUT = "node_modules/.cache/prerender";

await build({
  logLevel: "warn",
  build: {
    ssr: "src/app/prerender.tsx",
    outDir: SERVER_OUT,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
  },
});
const { PRERENDERED_PATHS, prerenderPage, headLinksOf } = await import(
  pathToFileURL(`${SERVER_OUT}/prerender.js`).href
);

const template = readFileSync(`${DIST}/index.html`, "utf8");
const pages = PRERENDERED_PATHS.map((path) => ({
  path,
  ...prerenderPage(path),
  links: headLinksOf(path, origin),
}));

// One stylesheet for all pages: most of it (Chakra's reset, tokens and global styles) is the same on
// each, and the browser then has it cached for the next page.
const rules = new Map();
for (const page of pages)
  for (const [id, css] of page.rules) if (!rules.has(id)) rules.set(id, css);
const css = [...rules.values()].join("");
const cssHash = createHash("sha256").update(css).digest("base64url").slice(0, 8);
const cssPath = `/assets/prerendered-${cssHash}.css`;
writeFileSync(`${DIST}${cssPath}`, css);

// A page's language's messages are chunks of their own (build/messageCatalogs.ts): the page preloads
// the app's beside the app's script, so they have come by the time React takes the page over. A
// guidance page's own words are not preloaded: they are in its markup, and the app fetches them once
// it is ready (src/app/onDemand/guidanceCopy.ts).
const assets = readdirSync(`${DIST}/assets`);
// The build names them after their modules (_messages-fr-app-<hash>.js). English's may be two: the
// messages, and the module the app's import() names, which re-exports them, when the English
// checklist imports them too (src/i18n/english.ts).
function messagesChunks(lang, part) {
  const name = `_messages-${lang}-${part}`;
  const chunks = assets.filter((file) => file.startsWith(`${name}-`) && file.endsWith(".js"));
  if (chunks.length === 0) throw new Error(`The build has no chunk named ${name}-*.js`);
  return chunks.map((chunk) => `/assets/${chunk}`);
}
function preloadsOf(page) {
  return messagesChunks(page.lang, "app");
}

for (const page of pages) {
  const html = fillPage(template, page, cssPath, preloadsOf(page));
  const files =
    page.path === "/"
      ? [`${DIST}/index.html`]
      : [`${DIST}${page.path}.html`, `${DIST}${page.path}/index.html`];
  for (const file of files) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  console.log(
    `prerendered ${page.path} → ${files.join(", ")} (${(html.length / 1024).toFixed(1)} KiB)`,
  );
}
console.log(`prerendered CSS → ${DIST}${cssPath} (${(css.length / 1024).toFixed(1)} KiB)`);
console.log(
  origin === null
    ? `${PUBLIC_ORIGIN_VARIABLE} not set: the pages name no canonical address and no other language (hreflang), rather than a wrong one (docs/deploying.md).`
    : `${PUBLIC_ORIGIN_VARIABLE} ${origin}: each page names its canonical address and its version in every language (hreflang, x-default English) by absolute address.`,
);
rmSync(SERVER_OUT, { recursive: true, force: true });
