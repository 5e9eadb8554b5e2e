// The export's frame gets its document from one document.write: the only way to give a frame a
// standards-mode document (a doctype) synchronously, since an about:blank frame is in quirks mode
// and a doctype added later does not change that. document.write is a Trusted Types sink, so the
// markup goes through the report-frame policy, which admits this one document and nothing else.

import { lazyPolicy } from "../../trustedTypes";

export const REPORT_FRAME_POLICY = "report-frame";

// A standards-mode document (the doctype) with no styles but the tree's own. Its own few styles are
// set through the CSSOM after writing: a style attribute in written markup is inline style, which
// the app's Content-Security-Policy refuses (and the frame inherits the policy). Its language,
// direction and title are the report's, set after writing too (openReportFrame).
export const REPORT_FRAME_DOCUMENT =
  '<!doctype html><html><head><meta charset="utf-8"><title></title></head>' +
  '<body><div id="report-root"></div></body></html>';

/** `html`, if it is the report frame's document; throws otherwise, in every engine. */
export function reportFrameHtml(html: string): string {
  if (html !== REPORT_FRAME_DOCUMENT)
    throw new TypeError("Refused: only the report frame's own document may be written.");
  return html;
}

const reportFramePolicy = lazyPolicy(REPORT_FRAME_POLICY, { createHTML: reportFrameHtml });

/** Writes the report frame's document into `frameDocument` (opened and closed around it). */
export function writeReportFrameDocument(frameDocument: Document): void {
  const policy = reportFramePolicy();
  frameDocument.open();
  // TrustedHTML where the engine has Trusted Types; the DOM types name only strings.
  frameDocument.write(
    (policy ? policy.createHTML(REPORT_FRAME_DOCUMENT) : REPORT_FRAME_DOCUMENT) as string,
  );
  frameDocument.close();
}
