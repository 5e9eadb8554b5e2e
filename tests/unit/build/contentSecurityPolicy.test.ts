// @vitest-environment node
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
} from "../../../build/contentSecurityPolicy";
import { CLONE_POLICY } from "../../../build/html2canvasPatches";
import { EARLY_INPUT_SCRIPT } from "../../../src/app/earlyInput/earlyInputScript";
import { REPORT_FRAME_POLICY } from "../../../src/export/raster/reportFrameDocument";
import { WORKER_URL_POLICY } from "../../../src/trustedTypes";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** html2canvas's stylesheet for its copy of the page, rebuilt from the installed source's constants. */
function html2canvasPseudoHideStylesheet(): string {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve("html2canvas/dist/html2canvas.esm.js"), "utf8");
  const constant = (name: string) => {
    const match = new RegExp(`var ${name} = ("(?:[^"\\\\]|\\\\.)*"|'[^']*');`).exec(source);
    if (!match?.[1]) throw new Error(`html2canvas no longer defines ${name}`);
    // The source's string literals are JavaScript; these use only JSON-compatible escapes.
    return match[1].startsWith("'") ? match[1].slice(1, -1) : (JSON.parse(match[1]) as string);
  };
  const call =
    /createStyles\(body, "\." \+ PSEUDO_HIDE_ELEMENT_CLASS_BEFORE \+ PSEUDO_BEFORE \+ PSEUDO_HIDE_ELEMENT_STYLE \+ "\\n {9}\." \+ PSEUDO_HIDE_ELEMENT_CLASS_AFTER \+ PSEUDO_AFTER \+ PSEUDO_HIDE_ELEMENT_STYLE\)/;
  if (!call.test(source))
    throw new Error("html2canvas builds its pseudo-element stylesheet differently");
  const rule = constant("PSEUDO_HIDE_ELEMENT_STYLE");
  return (
    `.${constant("PSEUDO_HIDE_ELEMENT_CLASS_BEFORE")}${constant("PSEUDO_BEFORE")}${rule}` +
    `\n         .${constant("PSEUDO_HIDE_ELEMENT_CLASS_AFTER")}${constant("PSEUDO_AFTER")}${rule}`
  );
}

describe("the Content-Security-Policy", () => {
  const policy = contentSecurityPolicy();

  it("serialises every directive once, separated by semicolons", () => {
    const directives = policy.split("; ").map((part) => part.split(" ")[0]);
    expect(directives).toEqual(Object.keys(CONTENT_SECURITY_POLICY));
    expect(new Set(directives).size).toBe(directives.length);
  });

  it("allows no eval, no inline style with content, and no inline script but the early-input capture", () => {
    expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|\*/);
    // The hash is recomputed from the script's text, so a change to the script without the policy
    // (or the reverse) fails here, as the browser would refuse the script.
    expect(CONTENT_SECURITY_POLICY["script-src"]).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      sha256(EARLY_INPUT_SCRIPT),
    ]);
  });

  it("keeps everything on the page's origin and locks down plugins, base URL and forms", () => {
    expect(CONTENT_SECURITY_POLICY["default-src"]).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY["object-src"]).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY["base-uri"]).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY["form-action"]).toEqual(["'none'"]);
    // No frame-src: the preview draws its pages itself (PDF.js), so frames fall back to 'self'.
    expect(CONTENT_SECURITY_POLICY["frame-src"]).toBeUndefined();
    expect(CONTENT_SECURITY_POLICY["font-src"]).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY["worker-src"]).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    for (const sources of Object.values(CONTENT_SECURITY_POLICY))
      for (const source of sources) expect(source).not.toMatch(/^https?:/);
  });

  it("admits only the empty <style> element and html2canvas's exact stylesheet as inline styles", () => {
    expect(CONTENT_SECURITY_POLICY["style-src"]).toEqual([
      "'self'",
      sha256(""),
      sha256(html2canvasPseudoHideStylesheet()),
    ]);
  });

  it("requires Trusted Types at every script sink, and lists only the app's three narrow policies", () => {
    expect(CONTENT_SECURITY_POLICY["require-trusted-types-for"]).toEqual(["'script'"]);
    // Each name is the one its module creates; no default policy to pass strings through, and no
    // second policy under a name already made.
    expect(CONTENT_SECURITY_POLICY["trusted-types"]).toEqual([
      WORKER_URL_POLICY,
      REPORT_FRAME_POLICY,
      CLONE_POLICY,
    ]);
    expect(policy).not.toMatch(/'allow-duplicates'/);
    expect(policy).toContain(
      "require-trusted-types-for 'script'; trusted-types worker-url report-frame html2canvas-clone",
    );
  });
});
