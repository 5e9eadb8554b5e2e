// The Content-Security-Policy the production build carries in a <meta> element (see vite.config.ts
// and docs/security.md). Each directive is the least that still lets every feature
// work; the reason for anything beyond 'self' sits next to it.

import { createHash } from "node:crypto";
import { EARLY_INPUT_SCRIPT } from "../src/app/earlyInput/earlyInputScript.ts";

/** A hash source admitting one exact inline text, as the policy writes it. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  "default-src": ["'self'"],
  "script-src": [
    "'self'",
    // React-PDF lays pages out with Yoga, compiled to WebAssembly: compiling it needs this, and it
    // allows nothing else (no eval, no Function).
    "'wasm-unsafe-eval'",
    // The one inline script, admitted by its hash and nothing else: the early-input capture at the
    // top of every built page, which holds taps made before the app responds (src/app/earlyInput).
    sha256Source(EARLY_INPUT_SCRIPT),
  ],
  // No 'unsafe-inline'. Two hashes, each admitting one exact <style> element and nothing else:
  "style-src": [
    "'self'",
    // The empty string's. Emotion (under Chakra) and the export add <style> elements that start
    // empty and are filled through the CSSOM (insertRule), which the policy does not govern.
    "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    // html2canvas 1.4.1's stylesheet hiding ::before/::after in its copy of the export tree
    // (createPseudoHideStyles); tests/unit/build checks the hash against the installed source.
    "'sha256-UP0QZg7irvSMvOBz9mH2PIIE28+57UiavRfeVea0l3g='",
  ],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'"],
  // Yoga's WebAssembly is embedded in React-PDF's chunk as a data: URL that it fetches.
  "connect-src": ["'self'", "data:"],
  // The export's image compressor and the preview's PDF.js (a module worker), both our own files.
  "worker-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'none'"],
  // Every script sink (innerHTML, document.write, a script's src or text, a worker's URL, an event
  // handler attribute…) takes only a Trusted Types object, never a string: markup or a URL from a
  // file or a link opened can never reach one by mistake.
  "require-trusted-types-for": ["'script'"],
  // The only policies a page may create, each admitting one use and nothing else (docs/security.md);
  // no 'allow-duplicates' and no default policy, so a string that reaches a sink is refused.
  "trusted-types": [
    // The export's two workers, the page-image deflater and PDF.js: the app's own built scripts only
    // (src/trustedTypes/workerUrl.ts).
    "worker-url",
    // The export's frame's standards-mode document, written once (src/export/raster/reportFrameDocument.ts).
    "report-frame",
    // html2canvas's copy of that frame, its doctype and an empty root (build/html2canvasPatches.ts).
    "html2canvas-clone",
  ],
};

export function contentSecurityPolicy(): string {
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");
}
