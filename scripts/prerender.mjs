#!/usr/bin/env node
// The last step of `npm run build`: renders each route to a static page in dist/ (src/app/prerender.tsx),
// so that its content paints before any JavaScript has loaded (the browser then hydrates it), and a
// deep link to /about or /how-to-use works on any static host, with no rewrite rule.
//
//   /            → dist/index.html
//   /about       → dist/about.html and dist/about/index.html
//   /how-to-use  → dist/how-to-use.html and dist/how-to-use/index.html
//
// Both files for a route, because hosts differ: most (Netlify, Vercel, Cloudflare Pages, GitHub
// Pages, `vite preview`) answer /about with about.html, and some (nginx, Apache, S3) only with
// about/index.html, after a redirect to /about/.
//
// The pages' CSS goes to one stylesheet, dist/assets/prerendered-<hash>.css, which the
// Content-Security-Policy's style-src 'self' admits (an inline <style> it would not).

import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
const { PRERENDERED_PATHS, prerenderPage } = await import(
  pathToFileURL(`${SERVER_OUT}/prerender.js`).href
);

const template = readFileSync(`${DIST}/index.html`, "utf8");
const pages = PRERENDERED_PATHS.map((path) => ({ path, ...prerenderPage(path) }));

// One stylesheet for all pages: most of it (Chakra's reset, tokens and global styles) is the same on
// each, and the browser then has it cached for the next page.
const rules = new Map();
for (const page of pages)
  for (const [id, css] of page.rules) if (!rules.has(id)) rules.set(id, css);
const css = [...rules.values()].join("");
const cssHash = createHash("sha256").update(css).digest("base64url").slice(0, 8);
const cssPath = `/assets/prerendered-${cssHash}.css`;
writeFileSync(`${DIST}${cssPath}`, css);

for (const page of pages) {
  const html = fill(template, page, cssPath);
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

/** The built index.html with the page's title, the stylesheet, and its markup in #root. */
function fill(html, page, stylesheet) {
  return replaceOnce(
    replaceOnce(
      replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${page.title}</title>`),
      // Before the module script, so the browser fetches both at once; a stylesheet in the head
      // blocks the first paint until it arrives, so no page ever paints unstyled.
      /(\s*)<script type="module"/,
      `$1<link rel="stylesheet" href="${stylesheet}" />$1<script type="module"`,
    ),
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${page.path}">${page.html}</div>`,
  );
}

function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`dist/index.html has no ${pattern}`);
  return text.replace(pattern, replacement);
}
