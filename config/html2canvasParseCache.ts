// html2canvas parses the same few computed-style values again for every element (issue 14).
//
// For each element of each page it draws, html2canvas 1.4.1 reads the computed style and parses
// about 70 properties from their text, each with a fresh CSS tokenizer that builds every name one
// character at a time (`String.fromCodePoint` per character). The report's elements share a handful
// of values ("0px", "none", "rgb(26, 32, 44)", "normal"…), so nearly all of that work repeats what
// was done a moment before: profiled in Chromium, CSSParsedDeclaration was about 200 ms of a 900 ms
// export of the full report, a quarter of the main thread's time.
//
// This plugin gives html2canvas's `parse(context, descriptor, style)` a cache keyed by the property
// and its text. html2canvas treats a parsed value as read-only (it copies an array before reversing
// it, and replaces, never changes, a value it overrides), so one parsed value can serve every
// element. A value holding `url(` is always parsed again: parsing it registers the image with the
// calling html2canvas's own image cache. Everything else is what html2canvas would have parsed.
//
// The change is to html2canvas's own module, as text, so it is checked: if a version writes `parse`
// differently, the build fails here. On the export benchmark's page it applies only to the app's own
// import (src/): the peers (html2pdf.js, the classic snippet) import the published module,
// untouched, so they are measured as their users get them.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const PARSE = "var parse = function (context, descriptor, style) {";

/** How many parsed values the cache holds before it starts again (a guard, never reached by the report). */
export const PARSE_CACHE_LIMIT = 4096;

/** html2canvas's ES module with its `parse` cached as described above. */
export function withParseCache(source: string): string {
  if (source.split(PARSE).length !== 2)
    throw new Error(
      "html2canvas no longer defines parse() as config/html2canvasParseCache.ts expects",
    );
  // Its source map describes the published text, not this one.
  return source.replace(/\n\/\/# sourceMappingURL=\S*\s*$/, "\n").replace(
    PARSE,
    `var parsedValues = new Map();
var parse = function (context, descriptor, style) {
    var text = style !== null && typeof style !== 'undefined' ? style.toString() : descriptor.initialValue;
    if (text.indexOf('url(') !== -1) return parseUncached(context, descriptor, style);
    var key = descriptor.name + '\\u0000' + text;
    var parsed = parsedValues.get(key);
    if (parsed === undefined && !parsedValues.has(key)) {
        if (parsedValues.size >= ${PARSE_CACHE_LIMIT}) parsedValues.clear();
        parsed = parseUncached(context, descriptor, style);
        parsedValues.set(key, parsed);
    }
    return parsed;
};
var parseUncached = function (context, descriptor, style) {`,
  );
}

// The published file with a query: a module of its own, which the bundler still names for
// html2canvas (its chunk is html2canvas-[hash].js, as before).
const QUERY = "?parse-cache";

/**
 * Resolves `import("html2canvas")` to html2canvas with its parse cached: every import of it in the
 * app's build (ours, and jsPDF's own, which would otherwise bring a second copy), or with `appOnly`,
 * only the app's own (src/), as the export benchmark's page needs.
 */
export function html2canvasParseCache({ appOnly = false }: { appOnly?: boolean } = {}): Plugin {
  const file = createRequire(import.meta.url).resolve("html2canvas/dist/html2canvas.esm.js");
  const appSource = fileURLToPath(new URL("../src/", import.meta.url));
  return {
    name: "html2canvas-parse-cache",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "html2canvas" || importer === undefined) return null;
      return !appOnly || importer.startsWith(appSource) ? file + QUERY : null;
    },
    load(id) {
      if (id !== file + QUERY) return null;
      return { code: withParseCache(readFileSync(file, "utf8")), map: null };
    },
  };
}
