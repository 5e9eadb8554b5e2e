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
// Each page is in its language (<html lang dir>), names its versions in the others (hreflang),
// and preloads its language's messages beside the app's script.
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

const DIST = "dist";
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
const { PRERENDERED_PATHS, prerenderPage, alternatesOf } = await import(
  pathToFileURL(`${SERVER_OUT}/prerender.js`).href
);

const template = readFileSync(`${DIST}/index.html`, "utf8");
const pages = PRERENDERED_PATHS.map((path) => ({
  path,
  ...prerenderPage(path),
  alternates: alternatesOf(path),
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
  const html = fill(template, page, cssPath, preloadsOf(page));
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
rmSync(SERVER_OUT, { recursive: true, force: true });

/**
 * The built index.html in the page's language, with its title, description and alternates, the
 * stylesheet, its messages preloaded, and its markup in #root.
 */
function fill(html, page, stylesheet, preloads) {
  const preload = preloads
    .map((chunk) => `$1<link rel="modulepreload" crossorigin href="${chunk}" />`)
    .join("");
  // Relative addresses: the site may be served from any origin. hreflang names each language's
  // version of this page, and x-default the one for a reader of none of them (English).
  const alternates = page.alternates
    .map(
      ({ hreflang, href }) =>
        `$1<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    )
    .join("");
  let out = html;
  out = replaceOnce(out, /<html lang="en">/, `<html lang="${page.lang}" dir="${page.dir}">`);
  out = replaceOnce(out, /<title>[^<]*<\/title>/, `<title>${page.title}</title>`);
  out = replaceOnce(
    out,
    /(<meta\s+name="description"\s+content=")[^"]*(")/,
    `$1${escapeHtml(page.description)}$2`,
  );
  out = replaceOnce(
    out,
    /(<noscript\s*>)[^<]*(<\/noscript\s*>)/,
    `$1${escapeHtml(page.noscript)}$2`,
  );
  // Before the module script, so the browser fetches them all at once; a stylesheet in the head
  // blocks the first paint until it arrives, so no page ever paints unstyled.
  out = replaceOnce(
    out,
    /(\s*)<script type="module"/,
    `$1<link rel="stylesheet" href="${stylesheet}" />${preload}${alternates}$1<script type="module"`,
  );
  return replaceOnce(
    out,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${page.path}">${page.html}</div>`,
  );
}

function escapeHtml(text) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`dist/index.html has no ${pattern}`);
  return text.replace(pattern, replacement);
}
