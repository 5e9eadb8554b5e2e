// The report-frame policy (src/export/raster/reportFrameDocument.ts): it admits the export frame's
// one document and nothing else.

import { afterEach, describe, expect, it, vi } from "vitest";
import {
  REPORT_FRAME_DOCUMENT,
  REPORT_FRAME_POLICY,
  reportFrameHtml,
} from "../../../../src/export/raster/reportFrameDocument";

describe("the report-frame policy", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("admits only the frame's own document", () => {
    expect(reportFrameHtml(REPORT_FRAME_DOCUMENT)).toBe(REPORT_FRAME_DOCUMENT);
    for (const other of [
      "",
      "<b>x</b>",
      `${REPORT_FRAME_DOCUMENT}<script>alert(1)</script>`,
      REPORT_FRAME_DOCUMENT.replace("<body>", '<body onload="alert(1)">'),
    ])
      expect(() => reportFrameHtml(other)).toThrow(TypeError);
  });

  it("writes the frame's document, standards mode, through the policy where the engine has one", async () => {
    const createPolicy = vi.fn(
      (_name: string, rules: { createHTML: (input: string) => string }) => ({
        createHTML: (input: string) => ({ trusted: rules.createHTML(input) }),
      }),
    );
    vi.stubGlobal("trustedTypes", { createPolicy });
    const { writeReportFrameDocument } =
      await import("../../../../src/export/raster/reportFrameDocument");
    const written: unknown[] = [];
    const calls: string[] = [];
    const frameDocument = {
      open: () => calls.push("open"),
      write: (markup: unknown) => {
        calls.push("write");
        written.push(markup);
      },
      close: () => calls.push("close"),
    } as unknown as Document;
    writeReportFrameDocument(frameDocument);
    writeReportFrameDocument(frameDocument);
    expect(calls).toEqual(["open", "write", "close", "open", "write", "close"]);
    expect(written).toEqual([
      { trusted: REPORT_FRAME_DOCUMENT },
      { trusted: REPORT_FRAME_DOCUMENT },
    ]);
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]?.[0]).toBe(REPORT_FRAME_POLICY);
  });

  it("writes it into a real frame as a standards-mode document where the engine has none", async () => {
    const { writeReportFrameDocument } =
      await import("../../../../src/export/raster/reportFrameDocument");
    const frame = document.createElement("iframe");
    document.body.append(frame);
    const frameDocument = frame.contentDocument;
    if (frameDocument === null) throw new Error("no frame document");
    writeReportFrameDocument(frameDocument);
    expect(frameDocument.compatMode).toBe("CSS1Compat");
    expect(frameDocument.getElementById("report-root")).not.toBeNull();
    frame.remove();
  });
});
