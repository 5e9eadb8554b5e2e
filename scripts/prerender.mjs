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

// A guidance page's copy is a chunk of its own (src/app/pages/guidanceCopy.ts); its page preloads it
// beside the app's script, so it has come by the time React takes the page over.
const COPY_CHUNKS = { "/about": "aboutCopy", "/how-to-use": "howToUseCopy" };
const assets = readdirSync(`${DIST}/assets`);
function copyChunkOf(path) {
  const name = COPY_CHUNKS[path];
  if (name === undefined) return null;
  const chunks = assets.filter((file) => file.startsWith(`${name}-`) && file.endsWith(".js"));
  if (chunks.length !== 1)
    throw new Error(`The build has ${chunks.length} chunks named ${name}-*.js`);
  return `/assets/${chunks[0]}`;
}

for (const page of pages) {
  const html = fill(template, page, cssPath, copyChunkOf(page.path));
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
 * The built index.html with the page's title, the stylesheet, the page's copy preloaded where it has
 * a chunk of its own, and its markup in #root.
 */
function fill(html, page, stylesheet, copyChunk) {
  const preload =
    copyChunk === null ? "" : `$1<link rel="modulepreload" crossorigin href="${copyChunk}" />`;
  return replaceOnce(
    replaceOnce(
      replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${page.title}</title>`),
      // Before the module script, so the browser fetches both at once; a stylesheet in the head
      // blocks the first paint until it arrives, so no page ever paints unstyled.
      /(\s*)<script type="module"/,
      `$1<link rel="stylesheet" href="${stylesheet}" />${preload}$1<script type="module"`,
    ),
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${page.path}">${page.html}</div>`,
  );
}

function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`dist/index.html has no ${pattern}`);
  return text.replace(pattern, replacement);
}
