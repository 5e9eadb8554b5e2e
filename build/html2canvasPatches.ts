// Three changes to html2canvas 1.4.1, made at build time. The first two keep the export's
// page-by-page drawing from paying again and again for work already done or for waiting on
// nothing; the third lets it run under the app's Trusted Types. Each is
// made to html2canvas's own module, as text, and checked: if a version writes the code differently,
// the build fails here. On the export benchmark's page they apply only to the app's own import
// (src/): the peers (html2pdf.js, the classic snippet) import the published module, untouched, so
// they are measured as their users get them.
//
// 1. Parse each computed-style value once. For each element of each page it draws, html2canvas
//    reads the computed style and parses about 70 properties from their text, each with a fresh CSS
//    tokenizer that builds every name one character at a time. The report's elements share a
//    handful of values ("0px", "none", "rgb(26, 32, 44)", "normal"…), so nearly all of that work
//    repeats what was done a moment before: profiled in Chromium, CSSParsedDeclaration was about
//    200 ms of a 900 ms export of the full report. `parse(context, descriptor, style)` gets a cache
//    keyed by the property and its text. html2canvas treats a parsed value as read-only (it copies
//    an array before reversing it, and replaces, never changes, a value it overrides), so one parsed
//    value can serve every element. A value holding `url(` is always parsed again: parsing it
//    registers the image with the calling html2canvas's own image cache.
//
// 2. Take a copy of the document as soon as it has loaded. html2canvas copies the document into a
//    frame and, once the frame has loaded, checks every 50 ms whether it is ready, the first time
//    50 ms after the load, though the copy is nearly always ready then. Drawing page by page, that
//    first wait fell between every two pages (measured in all three engines: 35–60 ms from one
//    page read to the next page's copy taken up, with the main thread idle), a fifth of the export.
//    The same check is now made at the load too, and the 50 ms polling follows only if it fails.
//
// 3. Write its copy's frame through a Trusted Types policy. html2canvas gives the frame a
//    standards-mode document by writing the page's doctype and an empty <html> into it
//    (document.write, a Trusted Types sink the app's policy locks), then puts its copy of the
//    document in. The write now goes through the html2canvas-clone policy, made inside the module,
//    which admits only that empty standards-mode document and throws on anything else, in every
//    engine (docs/security.md).

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const PARSE = "var parse = function (context, descriptor, style) {";

/** How many parsed values the cache holds before it starts again (a guard, never reached by the report). */
export const PARSE_CACHE_LIMIT = 4096;

const FRAME_LOADED = `        cloneWindow.onload = iframe.onload = function () {
            cloneWindow.onload = iframe.onload = null;
            var interval = setInterval(function () {
                if (documentClone.body.childNodes.length > 0 && documentClone.readyState === 'complete') {
                    clearInterval(interval);
                    resolve(iframe);
                }
            }, 50);
        };`;

function replaceOnce(source: string, from: string, to: string, what: string): string {
  if (source.split(from).length !== 2)
    throw new Error(`html2canvas no longer ${what} as build/html2canvasPatches.ts expects`);
  return source.replace(from, () => to);
}

/** html2canvas's ES module with its `parse` cached (change 1 above). */
export function withParseCache(source: string): string {
  return replaceOnce(
    source,
    PARSE,
    `var parsedValues = new Map();
var parse = function (context, descriptor, style) {
    var text = style !== null && typeof style !== 'undefined' ? style.toString() : descriptor.initialValue;
    if (text.indexOf('url(') !== -1) return parseUncached(context, descriptor, style);
    var key = descriptor.name + '\u0000' + text;
    var parsed = parsedValues.get(key);
    if (parsed === undefined && !parsedValues.has(key)) {
        if (parsedValues.size >= ${PARSE_CACHE_LIMIT}) parsedValues.clear();
        parsed = parseUncached(context, descriptor, style);
        parsedValues.set(key, parsed);
    }
    return parsed;
};
var parseUncached = function (context, descriptor, style) {`,
    "defines parse()",
  );
}

/** html2canvas's ES module checking its copy's frame at its load, not 50 ms after (change 2). */
export function withPromptFrameLoad(source: string): string {
  return replaceOnce(
    source,
    FRAME_LOADED,
    `        cloneWindow.onload = iframe.onload = function () {
            cloneWindow.onload = iframe.onload = null;
            var ready = function () {
                return documentClone.body.childNodes.length > 0 && documentClone.readyState === 'complete';
            };
            if (ready()) {
                resolve(iframe);
                return;
            }
            var interval = setInterval(function () {
                if (ready()) {
                    clearInterval(interval);
                    resolve(iframe);
                }
            }, 50);
        };`,
    "waits for its copy's frame",
  );
}

const CLONE_WRITE = `        documentClone.write(serializeDoctype(document.doctype) + "<html></html>");`;

/** The only markup html2canvas writes into its copy's frame: the app's doctype and an empty root. */
export const CLONE_SKELETON = "<!DOCTYPE html><html></html>";

/** The policy's name, which the Content-Security-Policy's trusted-types directive lists. */
export const CLONE_POLICY = "html2canvas-clone";

/** html2canvas's ES module writing its copy's frame through its own narrow policy (change 3). */
export function withTrustedCloneWrite(source: string): string {
  const skeleton = JSON.stringify(CLONE_SKELETON);
  const defined = replaceOnce(
    source,
    "var serializeDoctype = function (doctype) {",
    `var clonePolicy;
var trustedCloneSkeleton = function (html) {
    if (html !== ${skeleton}) throw new TypeError('html2canvas-clone refuses ' + html);
    if (typeof trustedTypes === 'undefined' || typeof trustedTypes.createPolicy !== 'function') return html;
    clonePolicy = clonePolicy || trustedTypes.createPolicy(${JSON.stringify(CLONE_POLICY)}, {
        createHTML: function (input) {
            if (input !== ${skeleton}) throw new TypeError('html2canvas-clone refuses ' + input);
            return input;
        }
    });
    return clonePolicy.createHTML(html);
};
var serializeDoctype = function (doctype) {`,
    "serialises the doctype",
  );
  return replaceOnce(
    defined,
    CLONE_WRITE,
    `        documentClone.write(trustedCloneSkeleton(serializeDoctype(document.doctype) + "<html></html>"));`,
    "writes its copy's frame",
  );
}

/** A module's text without its closing source-map comment. */
export function withoutSourceMap(source: string): string {
  return source.replace(/\n\/\/# sourceMappingURL=\S*\s*$/, "\n");
}

/** html2canvas's ES module with the three changes, without its source map (which maps the published text). */
export function patchedHtml2canvas(source: string): string {
  return withoutSourceMap(withTrustedCloneWrite(withPromptFrameLoad(withParseCache(source))));
}

// The published ES module with a query: a module of its own, whose chunk the bundler still names
// for html2canvas (html2canvas.esm-[hash].js).
const QUERY = "?patched";

/**
 * Resolves `import("html2canvas")` to html2canvas with the changes above: every import of it in the
 * app's build (ours, and jsPDF's own, which would otherwise bring a second copy), or with `appOnly`,
 * only the app's own (src/), as the export benchmark's page needs.
 */
export function html2canvasPatched({ appOnly = false }: { appOnly?: boolean } = {}): Plugin {
  const file = createRequire(import.meta.url).resolve("html2canvas/dist/html2canvas.esm.js");
  const appSource = fileURLToPath(new URL("../src/", import.meta.url));
  return {
    name: "html2canvas-patched",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "html2canvas" || importer === undefined) return null;
      return !appOnly || importer.startsWith(appSource) ? file + QUERY : null;
    },
    load(id) {
      if (id !== file + QUERY) return null;
      return { code: patchedHtml2canvas(readFileSync(file, "utf8")), map: null };
    },
  };
}
