#!/usr/bin/env node
// The last step of `npm run build`: writes a Brotli (.br) and a gzip (.gz) copy beside each text
// file in dist/, compressed once at the highest levels (gzip at the budget's level, 9), for hosts
// that serve precompressed files (nginx's brotli_static and gzip_static, sirv in `npm run
// preview`). A host compressing on the fly uses lower levels: Brotli at quality 11 makes the first
// load's script 0.86× its gzip size. A copy no smaller than the file is not written, and a host
// then sends the file as it is.

import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readFileSync, readdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** What a host compresses: text, and the report's TrueType font (fonts are not compressed inside). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|txt|json|ttf|map)$/;

/** Smaller than this, one packet either way: not worth a second request path. */
const MIN_BYTES = 1024;

export function brotli(bytes) {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

// The level the first-load budget is measured at (build/performance-budget.json), so the copies a
// host sends are the sizes the budget counts.
const { gzipLevel } = JSON.parse(
  readFileSync(new URL("../build/performance-budget.json", import.meta.url), "utf8"),
);

export function gzip(bytes) {
  return gzipSync(bytes, { level: gzipLevel });
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses every compressible file under `dir`; returns the totals, in bytes. */
export function precompress(dir) {
  const totals = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const path of [...files(dir)]) {
    // A copy left by an earlier build of the same file name is written again below, or removed.
    if (/\.(br|gz)$/.test(path)) continue;
    if (!COMPRESSIBLE.test(path)) continue;
    const bytes = readFileSync(path);
    for (const [extension, total, compress] of [
      [".br", "brotli", brotli],
      [".gz", "gzip", gzip],
    ]) {
      const copy = bytes.length < MIN_BYTES ? null : compress(bytes);
      if (copy !== null && copy.length < bytes.length) {
        writeFileSync(path + extension, copy);
        totals[total] += copy.length;
      } else {
        try {
          unlinkSync(path + extension);
        } catch {
          // none was there
        }
        totals[total] += bytes.length;
      }
    }
    totals.files += 1;
    totals.raw += bytes.length;
  }
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = process.argv[2] ?? "dist";
  const { files: count, raw, gzip: gz, brotli: br } = precompress(dir);
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `precompressed ${count} files in ${dir}/: ${kib(raw)} → gzip ${kib(gz)}, Brotli ${kib(br)}`,
  );
}
