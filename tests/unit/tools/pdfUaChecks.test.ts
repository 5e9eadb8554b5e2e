// @vitest-environment node
// The PDF/UA-1 checker the end-to-end tests read exported PDFs with (tests/tools/pdfUaChecks.mjs),
// fed a small tagged file as qpdf's JSON gives it: the file passes every condition, and each change
// below breaks one condition, which the checker must report.
import { describe, expect, it } from "vitest";
import { checkPdfUaObjects, type PdfUaResult } from "../../tools/pdfUaChecks.mjs";

type Dict = Record<string, unknown>;
interface PdfObject {
  value?: Dict;
  stream?: { dict: Dict };
}
interface TestFile {
  header: string;
  objects: Record<string, PdfObject>;
  streams: Record<string, string>;
}

// The structure tree: a Document holding a heading, a paragraph, a list, a table, a figure, a note
// and a second heading, each element's content one marked-content sequence on the one page.
const TAGGED: [ref: string, type: string, mcid: number, extra?: Dict][] = [
  ["7 0 R", "H1", 0],
  ["8 0 R", "P", 1],
  ["31 0 R", "Lbl", 2],
  ["32 0 R", "LBody", 3],
  ["42 0 R", "TH", 4, { "/A": { "/O": "/Table", "/Scope": "/Column" } }],
  ["43 0 R", "TD", 5],
  ["50 0 R", "Figure", 6, { "/Alt": "u:A tick" }],
  ["60 0 R", "Note", 7, { "/ID": "b:6e31" }],
  ["61 0 R", "H2", 8],
];

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description>' +
  '<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Checklist</rdf:li></rdf:Alt></dc:title>' +
  "<pdfuaid:part>1</pdfuaid:part></rdf:Description></rdf:RDF></x:xmpmeta>";

function content(tags: [type: string, mcid: number][]): string {
  return [
    ...tags.map(([type, mcid]) => `/${type} <</MCID ${mcid}>> BDC BT /F1 12 Tf <0001> Tj ET EMC`),
    "/Artifact BMC 0 0 m 10 10 l S EMC",
  ].join("\n");
}

function passingFile(): TestFile {
  const element = (type: string, parent: string, more: Dict): PdfObject => ({
    value: { "/Type": "/StructElem", "/S": `/${type}`, "/P": parent, ...more },
  });
  const objects: Record<string, PdfObject> = {
    trailer: { value: { "/Root": "1 0 R" } },
    "obj:1 0 R": {
      value: {
        "/Type": "/Catalog",
        "/Pages": "2 0 R",
        "/MarkInfo": { "/Marked": true },
        "/Metadata": "3 0 R",
        "/ViewerPreferences": { "/DisplayDocTitle": true },
        "/Lang": "u:en",
        "/StructTreeRoot": "4 0 R",
        "/Names": { "/EmbeddedFiles": "20 0 R" },
        "/AF": ["21 0 R"],
      },
    },
    "obj:2 0 R": { value: { "/Type": "/Pages", "/Kids": ["10 0 R"], "/Count": 1 } },
    "obj:3 0 R": { stream: { dict: { "/Type": "/Metadata", "/Subtype": "/XML" } } },
    "obj:4 0 R": {
      value: {
        "/Type": "/StructTreeRoot",
        "/K": "5 0 R",
        "/ParentTree": "6 0 R",
        "/RoleMap": {},
      },
    },
    "obj:5 0 R": element("Document", "4 0 R", {
      "/K": ["7 0 R", "8 0 R", "9 0 R", "40 0 R", "50 0 R", "60 0 R", "61 0 R"],
    }),
    "obj:6 0 R": { value: { "/Nums": [0, TAGGED.map(([ref]) => ref)] } },
    "obj:9 0 R": element("L", "5 0 R", { "/K": ["30 0 R"] }),
    "obj:30 0 R": element("LI", "9 0 R", { "/K": ["31 0 R", "32 0 R"] }),
    "obj:40 0 R": element("Table", "5 0 R", { "/K": ["41 0 R"] }),
    "obj:41 0 R": element("TR", "40 0 R", { "/K": ["42 0 R", "43 0 R"] }),
    "obj:10 0 R": {
      value: {
        "/Type": "/Page",
        "/Parent": "2 0 R",
        "/Contents": "11 0 R",
        "/Resources": { "/Font": { "/F1": "12 0 R" } },
        "/StructParents": 0,
        "/Tabs": "/S",
      },
    },
    "obj:11 0 R": { stream: { dict: {} } },
    "obj:12 0 R": {
      value: {
        "/Type": "/Font",
        "/Subtype": "/Type0",
        "/BaseFont": "/NotoSans",
        "/Encoding": "/Identity-H",
        "/DescendantFonts": ["13 0 R"],
        "/ToUnicode": "14 0 R",
      },
    },
    "obj:13 0 R": {
      value: {
        "/Type": "/Font",
        "/Subtype": "/CIDFontType2",
        "/FontDescriptor": "15 0 R",
        "/CIDToGIDMap": "/Identity",
      },
    },
    "obj:14 0 R": { stream: { dict: {} } },
    "obj:15 0 R": { value: { "/Type": "/FontDescriptor", "/FontFile2": "16 0 R" } },
    "obj:20 0 R": { value: { "/Names": ["u:record.json", "21 0 R"] } },
    "obj:21 0 R": {
      value: {
        "/Type": "/Filespec",
        "/F": "u:record.json",
        "/UF": "u:record.json",
        "/Desc": "u:The assessment's record",
        "/AFRelationship": "/Data",
      },
    },
  };
  const parents: Record<string, string> = {
    "7 0 R": "5 0 R",
    "8 0 R": "5 0 R",
    "31 0 R": "30 0 R",
    "32 0 R": "30 0 R",
    "42 0 R": "41 0 R",
    "43 0 R": "41 0 R",
    "50 0 R": "5 0 R",
    "60 0 R": "5 0 R",
    "61 0 R": "5 0 R",
  };
  for (const [ref, type, mcid, extra] of TAGGED)
    objects[`obj:${ref}`] = element(type, parents[ref] ?? "", {
      "/Pg": "10 0 R",
      "/K": mcid,
      ...extra,
    });
  return {
    header: "%PDF-1.7",
    objects,
    streams: {
      "3 0 R": XMP,
      "11 0 R": content(TAGGED.map(([, type, mcid]) => [type, mcid])),
      "14 0 R": "begincmap\n1 beginbfchar\n<0001> <0041>\nendbfchar\nendcmap",
    },
  };
}

function check(file: TestFile): PdfUaResult[] {
  return checkPdfUaObjects({
    header: file.header,
    objects: file.objects,
    streams: (refs) => (ref) =>
      refs.includes(ref) && ref in file.streams
        ? Buffer.from(file.streams[ref] ?? "", "utf8")
        : undefined,
  });
}

/** An object's dictionary (a stream's dict), to change. */
function object(file: TestFile, ref: string): Dict {
  const entry = file.objects[`obj:${ref}`];
  const found = entry?.value ?? entry?.stream?.dict;
  if (!found) throw new Error(`no object ${ref}`);
  return found;
}
const catalog = (file: TestFile) => object(file, "1 0 R");
/** Changes the page's content stream. */
function editContent(file: TestFile, change: (page: string) => string): void {
  file.streams["11 0 R"] = change(file.streams["11 0 R"] ?? "");
}

/** Each condition (by the start of its words), and a change to the passing file that breaks it. */
const BROKEN: [condition: string, id: string, breakIt: (file: TestFile) => void][] = [
  ["The file header is not %PDF-1.n", "ISO 14289-1 §5", (f) => void (f.header = "%PDF-2.0")],
  [
    "The catalog has no MarkInfo",
    "ISO 14289-1 §7.1",
    (f) => void (catalog(f)["/MarkInfo"] = { "/Marked": false }),
  ],
  [
    "Suspects entry has a value of true",
    "01-007",
    (f) => void (catalog(f)["/MarkInfo"] = { "/Marked": true, "/Suspects": true }),
  ],
  [
    "Document does not contain an XMP metadata stream",
    "06-001",
    (f) => void delete catalog(f)["/Metadata"],
  ],
  [
    "The metadata stream in the Catalog does not include the PDF/UA identifier",
    "06-002",
    (f) => void (f.streams["3 0 R"] = XMP.replace("<pdfuaid:part>1</pdfuaid:part>", "")),
  ],
  [
    "Metadata stream does not contain dc:title",
    "06-003",
    (f) => void (f.streams["3 0 R"] = XMP.replace(/<dc:title>.*<\/dc:title>/, "")),
  ],
  [
    "ViewerPreferences dictionary of the Catalog does not contain a DisplayDocTitle",
    "07-001",
    (f) => void (catalog(f)["/ViewerPreferences"] = {}),
  ],
  [
    "ViewerPreferences dictionary of the Catalog contains a DisplayDocTitle entry with a value of false",
    "07-002",
    (f) => void (catalog(f)["/ViewerPreferences"] = { "/DisplayDocTitle": false }),
  ],
  ["Natural language for text in page content", "11-001", (f) => void delete catalog(f)["/Lang"]],
  ["Natural language for document metadata", "11-006", (f) => void delete catalog(f)["/Lang"]],
  [
    "The catalog has no StructTreeRoot",
    "ISO 14289-1 §7.1",
    (f) => void delete catalog(f)["/StructTreeRoot"],
  ],
  [
    "The structure tree holds no element",
    "ISO 14289-1 §7.1",
    (f) => void (object(f, "4 0 R")["/K"] = []),
  ],
  [
    "A structure element dictionary does not contain the P (parent) entry",
    "ISO 14289-1 §7.1",
    (f) => void (object(f, "32 0 R")["/P"] = "5 0 R"),
  ],
  [
    "One or more non-standard tag's mapping",
    "02-001",
    (f) => void (object(f, "8 0 R")["/S"] = "/Paragraph"),
  ],
  [
    "One or more standard types are remapped",
    "02-004",
    (f) => void (object(f, "4 0 R")["/RoleMap"] = { "/P": "/Span" }),
  ],
  ["A list-related structure element", "09-005", (f) => void (object(f, "31 0 R")["/S"] = "/P")],
  ["A table-related structure element", "09-004", (f) => void (object(f, "43 0 R")["/S"] = "/P")],
  ["In a table not organized with Headers", "15-003", (f) => void delete object(f, "42 0 R")["/A"]],
  [
    "Figure tag alternative or replacement text missing",
    "13-004",
    (f) => void delete object(f, "50 0 R")["/Alt"],
  ],
  [
    "ID entry of the Note tag is not present",
    "19-003",
    (f) => void delete object(f, "60 0 R")["/ID"],
  ],
  [
    "Does use numbered headings, but the first heading tag is not H1",
    "14-002",
    (f) => void (object(f, "7 0 R")["/S"] = "/H2"),
  ],
  [
    "Numbered heading levels in descending sequence are skipped",
    "14-003",
    (f) => void (object(f, "61 0 R")["/S"] = "/H3"),
  ],
  ["Document uses both H and H# tags", "14-007", (f) => void (object(f, "8 0 R")["/S"] = "/H")],
  [
    "Content marked as Artifact is present inside tagged content",
    "01-003",
    (f) =>
      editContent(f, (page) =>
        page.replace("<0001> Tj ET EMC", "<0001> Tj ET /Artifact BMC 0 0 m 1 1 l S EMC EMC"),
      ),
  ],
  [
    "Tagged content is present inside content marked as Artifact",
    "01-004",
    (f) =>
      editContent(f, (page) =>
        page.replace("/Artifact BMC", "/Artifact BMC /P <</MCID 1>> BDC EMC"),
      ),
  ],
  [
    "Content is neither marked as Artifact nor tagged as real content",
    "01-005",
    (f) => void (f.streams["11 0 R"] += "\n0 0 m 5 5 l S"),
  ],
  [
    "Marked content (an MCID) is not referenced by the structure tree",
    "01-005",
    (f) => void (f.streams["11 0 R"] += "\n/P <</MCID 9>> BDC BT /F1 12 Tf <0001> Tj ET EMC"),
  ],
  [
    "The parent tree, the pages' StructParents and the tree's marked-content references disagree",
    "ISO 32000-1 §14.7.4.4",
    (f) => void (object(f, "6 0 R")["/Nums"] = [0, ["8 0 R", "7 0 R"]]),
  ],
  [
    "The parent tree, the pages' StructParents and the tree's marked-content references disagree",
    "ISO 32000-1 §14.7.4.4",
    (f) => void delete object(f, "10 0 R")["/StructParents"],
  ],
  [
    "The parent tree, the pages' StructParents and the tree's marked-content references disagree",
    "ISO 32000-1 §14.7.4.4",
    (f) => void delete object(f, "10 0 R")["/Tabs"],
  ],
  [
    "Character code cannot be mapped to Unicode",
    "10-001",
    (f) => editContent(f, (page) => page.replace("<0001> Tj", "<0002> Tj")),
  ],
  [
    "For a font used by text intended to be rendered the font program is not embedded",
    "31-009",
    (f) => void delete object(f, "15 0 R")["/FontFile2"],
  ],
  [
    "A Type 2 CID font does not contain a CIDToGIDMap entry",
    "31-005",
    (f) => void delete object(f, "13 0 R")["/CIDToGIDMap"],
  ],
  [
    "A .notdef glyph is referenced",
    "31-030",
    (f) => editContent(f, (page) => page.replace("<0001> Tj", "<0000> Tj")),
  ],
  [
    "The file specification dictionary for an embedded file does not contain F and UF",
    "21-001",
    (f) => void delete object(f, "21 0 R")["/UF"],
  ],
  [
    "An embedded file's specification has no /Desc or /AFRelationship",
    "ISO 14289-1 §7.11",
    (f) => void delete object(f, "21 0 R")["/Desc"],
  ],
  [
    "An embedded file's specification has no /Desc or /AFRelationship",
    "ISO 14289-1 §7.11",
    (f) => void (catalog(f)["/AF"] = []),
  ],
];

const find = (results: PdfUaResult[], condition: string, id: string) =>
  results.filter((result) => result.id === id && result.condition.startsWith(condition));

describe("the PDF/UA-1 checker (tests/tools/pdfUaChecks.mjs)", () => {
  it("passes a file that has none of the failure conditions, each one applicable", () => {
    const results = check(passingFile());
    expect(results.filter((result) => result.status !== "pass")).toEqual([]);
    // Every condition the checker knows is among those broken below.
    for (const result of results)
      expect(BROKEN.some(([condition, id]) => find([result], condition, id).length === 1)).toBe(
        true,
      );
  });

  it.each(BROKEN)("reports “%s” (%s)", (condition, id, breakIt) => {
    const file = passingFile();
    breakIt(file);
    const [result, ...more] = find(check(file), condition, id);
    expect(more).toEqual([]);
    expect(result).toMatchObject({ status: "fail", passed: false });
    expect(result?.detail).not.toBe("");
  });

  it("calls a condition about lists, tables, figures or notes not applicable without them", () => {
    const file = passingFile();
    object(file, "5 0 R")["/K"] = ["7 0 R", "8 0 R", "61 0 R"];
    object(file, "6 0 R")["/Nums"] = [
      0,
      ["7 0 R", "8 0 R", ...Array<null>(6).fill(null), "61 0 R"],
    ];
    file.streams["11 0 R"] = content([
      ["H1", 0],
      ["P", 1],
      ["H2", 8],
    ]);
    const notApplicable = check(file)
      .filter((result) => result.status === "not applicable")
      .map((result) => result.id);
    expect(notApplicable).toEqual(["09-005", "09-004", "15-003", "13-004", "19-003"]);
  });

  it("reads a role map to a standard type as that type", () => {
    const file = passingFile();
    object(file, "8 0 R")["/S"] = "/Paragraph";
    object(file, "4 0 R")["/RoleMap"] = { "/Paragraph": "/P" };
    expect(check(file).filter((result) => !result.passed)).toEqual([]);
  });
});
