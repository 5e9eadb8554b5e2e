// The document's core properties (docProps/core.xml, ISO/IEC 29500-2 §11): the report's title,
// subject, creator and language, and when it was made. Written here rather than by docx, which has
// no language property and writes "Un-named" as the author and the time of packing: the file
// carries nothing that is not the report's.

import type { ReportDocumentProperties } from "../report";
import { xmlSafe } from "./wordText";

const escapeXml = (text: string) =>
  xmlSafe(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A W3C date-time in UTC, to the second, as Word writes it. */
const w3cDateTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

export function coreProperties(properties: ReportDocumentProperties, generatedAt: Date): string {
  const when = w3cDateTime(generatedAt);
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"' +
    ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/"' +
    ' xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${escapeXml(properties.title)}</dc:title>` +
    `<dc:subject>${escapeXml(properties.subject)}</dc:subject>` +
    `<dc:creator>${escapeXml(properties.creator)}</dc:creator>` +
    `<dc:language>${escapeXml(properties.language)}</dc:language>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified>` +
    "</cp:coreProperties>"
  );
}
