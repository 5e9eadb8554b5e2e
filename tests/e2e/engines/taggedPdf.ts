// The checks every exported PDF passes as a tagged PDF: what poppler and qpdf say of it, and the
// PDF/UA-1 failure conditions tests/tools/check-pdf-ua.mjs checks, none of which it may have; and
// words on every page.

import { pdfPageTexts, readTagging, type PdfTagging } from "../support/pdf";
import { expect } from "./fixtures";

/** `title`: the report's, in its language (the product's name). */
export function expectTaggedPdfUa(
  path: string,
  title = "Principles and Guidelines for Computing Research",
): PdfTagging {
  const tags = readTagging(path);
  expect(tags.tagged, "pdfinfo: Tagged").toBe(true);
  expect(tags.pdfVersion).toBe("1.7");
  expect(tags.xmp).toContain("<pdfuaid:part>1</pdfuaid:part>");
  expect(tags.xmp).toContain(`${title}</rdf:li>`);
  expect(tags.qpdfCheck.clean, tags.qpdfCheck.output).toBe(true);
  expect(tags.conditions.filter((condition) => !condition.passed)).toEqual([]);
  // No page is blank: a band of white given a page of its own is a planning fault.
  const pages = pdfPageTexts(path);
  expect(
    pages.flatMap((text, index) => (text.trim() === "" ? [index + 1] : [])),
    "pages with no words",
  ).toEqual([]);
  return tags;
}
