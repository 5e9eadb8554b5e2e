// The XMP metadata packet PDF/UA-1 asks of a conforming file (ISO 14289-1 §5 and §7.1): the title
// as dc:title, and the PDF/UA identification (pdfuaid:part 1) that tells a reader the file claims
// conformance. It is written uncompressed, so tools that do not decode streams read it too.

export interface PdfUaMetadataFields {
  readonly title: string;
  readonly subject: string;
  readonly creator: string;
  /** BCP 47, as the catalog's /Lang. */
  readonly language: string;
}

function xmlText(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );
}

/** The whole packet, as jsPDF's addMetadata(xml, true) takes it verbatim. */
export function pdfUaMetadata({ title, subject, creator, language }: PdfUaMetadataFields): string {
  const lang = xmlText(language);
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    ' xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">',
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(title)}</rdf:li></rdf:Alt></dc:title>`,
    `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(subject)}</rdf:li></rdf:Alt></dc:description>`,
    `<dc:language><rdf:Bag><rdf:li>${lang}</rdf:li></rdf:Bag></dc:language>`,
    "<dc:format>application/pdf</dc:format>",
    `<xmp:CreatorTool>${xmlText(creator)}</xmp:CreatorTool>`,
    "<pdfuaid:part>1</pdfuaid:part>",
    "</rdf:Description>",
    "</rdf:RDF>",
    "</x:xmpmeta>",
    '<?xpacket end="w"?>',
  ].join("\n");
}
