// The XMP metadata packet PDF/UA-1 asks of a conforming file (ISO 14289-1 §5 and §7.1): the title
// as dc:title, and the PDF/UA identification (pdfuaid:part 1) that tells a reader the file claims
// conformance. Nothing more: the subject, creator and dates are in the document information
// dictionary, which readers show. It is written uncompressed, so tools that do not decode streams
// read it too.

function xmlText(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );
}

/** The whole packet, as jsPDF's addMetadata(xml, true) takes it verbatim. */
export function pdfUaMetadata(title: string): string {
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">',
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(title)}</rdf:li></rdf:Alt></dc:title>`,
    "<pdfuaid:part>1</pdfuaid:part>",
    "</rdf:Description>",
    "</rdf:RDF>",
    "</x:xmpmeta>",
    '<?xpacket end="w"?>',
  ].join("\n");
}
