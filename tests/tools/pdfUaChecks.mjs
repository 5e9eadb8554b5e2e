// The machine-checkable PDF/UA-1 conditions (ISO 14289-1, as the Matterhorn Protocol 1.1 numbers its
// failure conditions) that apply to the checklist's exported report, checked on a PDF file. Reads
// the file with qpdf (its JSON output, and its decoding of the page content streams), parses the
// content streams itself, and names each condition with its result. It is not a full validator:
// the conditions it leaves out are those that cannot arise in this document (forms, annotations,
// optional content, encryption, XObject forms, Type 1 and Type 3 fonts) or that need a person
// (docs/tagged-pdf.md lists both). Used by tests/tools/check-pdf-ua.mjs and the end-to-end tests;
// its own unit tests feed checkPdfUaObjects handmade objects, one failure condition at a time.

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Standard structure types of ISO 32000-1 §14.8.4: anything else needs a role map. */
const STANDARD_TYPES = new Set(
  (
    "Document Part Art Sect Div BlockQuote Caption TOC TOCI Index NonStruct Private P H H1 H2 H3 H4 " +
    "H5 H6 L LI Lbl LBody Table TR TH TD THead TBody TFoot Span Quote Note Reference BibEntry Code " +
    "Link Annot Ruby RB RT RP Warichu WT WP Figure Formula Form"
  ).split(" "),
);

/** WinAnsiEncoding's codes with a glyph (ISO 32000-1 Annex D): all but these five above 0x7F. */
const WIN_ANSI_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
/** What a ToUnicode map may not give (ISO 14289-1 §7.21.7): U+0000, U+FEFF, U+FFFE. */
const FORBIDDEN_UNICODE = new Set(["\u0000", "\uFEFF", "\uFFFE"]);
const isWinAnsiCode = (code) =>
  (code >= 0x20 && code <= 0x7e) || (code >= 0x80 && code <= 0xff && !WIN_ANSI_UNDEFINED.has(code));

function qpdfJson(path, extra = []) {
  const out = execFileSync("qpdf", ["--json=2", "--json-key=qpdf", ...extra, path], {
    maxBuffer: 512 * 1024 * 1024,
    encoding: "utf8",
  });
  return JSON.parse(out).qpdf[1];
}

/** A reader of qpdf's JSON objects: follows references, unwraps its string and name forms. */
function objectsOf(json) {
  const get = (ref) => {
    const entry = json[`obj:${ref}`];
    return entry === undefined ? undefined : (entry.value ?? entry.stream);
  };
  const resolve = (value) =>
    typeof value === "string" && /^\d+ \d+ R$/.test(value) ? resolve(get(value)) : value;
  /** A dictionary (an object's value or a stream's dict). */
  const dict = (value) => {
    const resolved = resolve(value);
    if (resolved === undefined || resolved === null || typeof resolved !== "object")
      return undefined;
    return resolved.dict ?? resolved;
  };
  return { get, resolve, dict };
}

/** qpdf's JSON string forms: "u:text" or "b:hex". */
function text(value) {
  if (typeof value !== "string") return undefined;
  if (value.startsWith("u:")) return value.slice(2);
  if (value.startsWith("b:")) return Buffer.from(value.slice(2), "hex").toString("latin1");
  return undefined;
}

/** The tokens of a content stream, each an operand or an operator, enough for the text layer. */
export function tokenize(source) {
  const tokens = [];
  let i = 0;
  const n = source.length;
  const isWhite = (c) =>
    c === " " || c === "\n" || c === "\r" || c === "\t" || c === "\f" || c === "\0";
  const isDelimiter = (c) => "()<>[]{}/%".includes(c);
  while (i < n) {
    const c = source[i];
    if (isWhite(c)) {
      i++;
    } else if (c === "%") {
      while (i < n && source[i] !== "\n" && source[i] !== "\r") i++;
    } else if (c === "(") {
      let depth = 1;
      let value = "";
      i++;
      while (i < n && depth > 0) {
        const d = source[i];
        if (d === "\\") {
          const e = source[i + 1];
          const escapes = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
          if (e in escapes) {
            value += escapes[e];
            i += 2;
          } else if (/[0-7]/.test(e)) {
            const octal = /^[0-7]{1,3}/.exec(source.slice(i + 1, i + 4))[0];
            value += String.fromCharCode(parseInt(octal, 8));
            i += 1 + octal.length;
          } else if (e === "\n" || e === "\r") {
            i += e === "\r" && source[i + 2] === "\n" ? 3 : 2;
          } else {
            value += e;
            i += 2;
          }
          continue;
        }
        if (d === "(") depth++;
        if (d === ")") depth--;
        if (depth > 0) value += d;
        i++;
      }
      tokens.push({ type: "string", value });
    } else if (c === "<" && source[i + 1] === "<") {
      tokens.push({ type: "dictStart" });
      i += 2;
    } else if (c === ">" && source[i + 1] === ">") {
      tokens.push({ type: "dictEnd" });
      i += 2;
    } else if (c === "<") {
      const end = source.indexOf(">", i);
      const hex = source.slice(i + 1, end).replace(/\s/g, "");
      const padded = hex.length % 2 === 1 ? `${hex}0` : hex;
      tokens.push({ type: "string", value: Buffer.from(padded, "hex").toString("latin1") });
      i = end + 1;
    } else if (c === "[" || c === "]") {
      tokens.push({ type: c === "[" ? "arrayStart" : "arrayEnd" });
      i++;
    } else if (c === "/") {
      let j = i + 1;
      while (j < n && !isWhite(source[j]) && !isDelimiter(source[j])) j++;
      tokens.push({ type: "name", value: source.slice(i + 1, j) });
      i = j;
    } else {
      let j = i;
      while (j < n && !isWhite(source[j]) && !isDelimiter(source[j])) j++;
      const word = source.slice(i, j);
      if (j === i) {
        i++;
        continue;
      }
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word))
        tokens.push({ type: "number", value: Number(word) });
      else if (word === "true" || word === "false")
        tokens.push({ type: "boolean", value: word === "true" });
      else tokens.push({ type: "operator", value: word });
      i = j;
    }
  }
  return tokens;
}

/**
 * The operations of a content stream, each an operator with its operands (arrays and dictionaries
 * kept as nested values).
 */
export function operations(source) {
  const ops = [];
  const stack = [[]];
  for (const token of tokenize(source)) {
    const top = stack[stack.length - 1];
    if (token.type === "arrayStart" || token.type === "dictStart") stack.push([]);
    else if (token.type === "arrayEnd") {
      const items = stack.pop();
      stack[stack.length - 1].push({ type: "array", value: items });
    } else if (token.type === "dictEnd") {
      const items = stack.pop();
      const value = {};
      for (let k = 0; k + 1 < items.length; k += 2) value[items[k].value] = items[k + 1];
      stack[stack.length - 1].push({ type: "dict", value });
    } else if (token.type === "operator" && stack.length === 1) {
      ops.push({ operator: token.value, operands: top.splice(0) });
    } else top.push(token);
  }
  return ops;
}

const PAINTING = new Set([
  "Tj",
  "TJ",
  "'",
  '"',
  "Do",
  "S",
  "s",
  "f",
  "F",
  "f*",
  "B",
  "B*",
  "b",
  "b*",
  "sh",
  "BI",
]);
const TEXT_SHOWING = new Set(["Tj", "TJ", "'", '"']);

/** The bytes a text-showing operation shows. */
function shownBytes(op) {
  const strings = [];
  for (const operand of op.operands) {
    if (operand.type === "string") strings.push(operand.value);
    if (operand.type === "array")
      for (const item of operand.value) if (item.type === "string") strings.push(item.value);
  }
  return strings.join("");
}

/** A ToUnicode CMap's character codes that map to text (bfchar and bfrange), code → text. */
export function toUnicodeMap(cmap) {
  const map = new Map();
  const hexText = (hex) => {
    let out = "";
    for (let k = 0; k + 4 <= hex.length; k += 4)
      out += String.fromCharCode(parseInt(hex.slice(k, k + 4), 16));
    return out;
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g))
      map.set(parseInt(m[1], 16), hexText(m[2]));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of block[1].matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]*>|\[[^\]]*\])/g,
    )) {
      const low = parseInt(m[1], 16);
      const high = parseInt(m[2], 16);
      if (m[3].startsWith("[")) {
        const items = [...m[3].matchAll(/<([0-9a-fA-F]*)>/g)];
        items.forEach((item, k) => map.set(low + k, hexText(item[1])));
      } else {
        const start = hexText(m[3].slice(1, -1));
        for (let code = low; code <= high; code++)
          map.set(
            code,
            start.slice(0, -1) +
              String.fromCharCode(start.charCodeAt(start.length - 1) + code - low),
          );
      }
    }
  return map;
}

/**
 * Every applicable condition, in Matterhorn order, each `{ id, condition, passed, detail }`:
 * `passed` is true when the file does not fail it.
 */
export function checkPdfUa(path) {
  const header = readFileSync(path)
    .subarray(0, 16)
    .toString("latin1")
    .split(/\r?\n|\r/)[0];
  return checkPdfUaObjects({
    header,
    objects: qpdfJson(path, ["--json-stream-data=none"]),
    // The content streams, ToUnicode maps and metadata, decoded by qpdf in one run (images are left
    // out: they are large).
    streams(refs) {
      const json = qpdfJson(path, [
        "--json-stream-data=inline",
        "--decode-level=generalized",
        ...refs.map((ref) => `--json-object=${ref.replace(/ R$/, "").replace(" ", ",")}`),
      ]);
      return (ref) => {
        const data = json[`obj:${ref}`]?.stream?.data;
        return data === undefined ? undefined : Buffer.from(data, "base64");
      };
    },
  });
}

/**
 * The same conditions on a file already read: its header line, qpdf's JSON of its objects (`--json=2`,
 * `qpdf[1]`, without stream data), and `streams`, which is given the references of the streams the
 * checks read and returns each one's decoded bytes.
 */
export function checkPdfUaObjects({ header, objects, streams }) {
  const results = [];
  // `applicable` false: the file has nothing the condition is about (no table, no figure, …).
  const report = (id, condition, failures, applicable = true) =>
    results.push({
      id,
      condition,
      status: !applicable ? "not applicable" : failures.length === 0 ? "pass" : "fail",
      passed: failures.length === 0,
      detail: failures.slice(0, 5).join("; "),
    });
  const has = (type) => elements.some((e) => e.type === type);

  const { resolve, dict } = objectsOf(objects);
  const trailer = objects.trailer?.value ?? {};
  const catalog = dict(trailer["/Root"]) ?? {};

  const pageRefs = [];
  const collectPages = (ref) => {
    const node = dict(ref);
    if (node?.["/Type"] === "/Page") pageRefs.push(ref);
    else for (const kid of node?.["/Kids"] ?? []) collectPages(kid);
  };
  collectPages(catalog["/Pages"]);
  const pages = pageRefs.map((ref) => ({ ref, dict: dict(ref) }));

  const contentRefs = pages.flatMap((page) => {
    const contents = resolve(page.dict["/Contents"]);
    return Array.isArray(contents) ? contents : [page.dict["/Contents"]];
  });
  const fontRefs = new Set();
  for (const page of pages) {
    const fonts = dict(dict(page.dict["/Resources"])?.["/Font"]) ?? {};
    for (const ref of Object.values(fonts)) fontRefs.add(ref);
  }
  const toUnicodeRefs = [...fontRefs]
    .map((ref) => dict(ref)?.["/ToUnicode"])
    .filter((ref) => typeof ref === "string");
  const metadataRef = catalog["/Metadata"];
  const wanted = [...contentRefs, ...toUnicodeRefs, metadataRef].filter(
    (ref) => typeof ref === "string",
  );
  const streamBytes = streams(wanted);
  const streamText = (ref) => streamBytes(ref)?.toString("latin1") ?? "";

  // ----- The document as a whole (Matterhorn checkpoints 01, 06, 07, 11) -----
  report(
    "ISO 14289-1 §5",
    "The file header is not %PDF-1.n with n from 0 to 7",
    /^%PDF-1\.[0-7]$/.test(header) ? [] : [header],
  );
  const markInfo = dict(catalog["/MarkInfo"]) ?? {};
  report(
    "ISO 14289-1 §7.1",
    "The catalog has no MarkInfo dictionary with Marked true",
    markInfo["/Marked"] === true ? [] : ["Marked is not true"],
  );
  report(
    "01-007",
    "Suspects entry has a value of true",
    markInfo["/Suspects"] === true ? ["Suspects true"] : [],
  );

  const metadataStream = resolve(metadataRef);
  const metadataDict = metadataStream?.dict ?? {};
  const hasMetadata = metadataDict["/Type"] === "/Metadata" && metadataDict["/Subtype"] === "/XML";
  report(
    "06-001",
    "Document does not contain an XMP metadata stream",
    hasMetadata ? [] : ["no /Metadata stream of /Type /Metadata /Subtype /XML"],
  );
  const xmp = hasMetadata ? (streamBytes(metadataRef)?.toString("utf8") ?? "") : "";
  const part = /<pdfuaid:part>\s*(\d+)\s*<\/pdfuaid:part>|pdfuaid:part="(\d+)"/.exec(xmp);
  report(
    "06-002",
    "The metadata stream in the Catalog does not include the PDF/UA identifier",
    part && (part[1] ?? part[2]) === "1" ? [] : ["no pdfuaid:part 1"],
  );
  const title = /<dc:title>[\s\S]*?<rdf:li[^>]*>([^<]+)<\/rdf:li>/.exec(xmp)?.[1]?.trim();
  report("06-003", "Metadata stream does not contain dc:title", title ? [] : ["no dc:title"]);

  const viewer = dict(catalog["/ViewerPreferences"]) ?? {};
  report(
    "07-001",
    "ViewerPreferences dictionary of the Catalog does not contain a DisplayDocTitle entry",
    "/DisplayDocTitle" in viewer ? [] : ["no DisplayDocTitle"],
  );
  report(
    "07-002",
    "ViewerPreferences dictionary of the Catalog contains a DisplayDocTitle entry with a value of false",
    viewer["/DisplayDocTitle"] === false ? ["DisplayDocTitle false"] : [],
  );

  const lang = text(catalog["/Lang"]);
  report(
    "11-001",
    "Natural language for text in page content cannot be determined",
    lang ? [] : ["no /Lang in the catalog"],
  );
  report(
    "11-006",
    "Natural language for document metadata cannot be determined",
    lang ? [] : ["no /Lang in the catalog"],
  );

  // ----- The structure tree (checkpoints 02, 09, 13, 14, 15, 19) -----
  const treeRoot = dict(catalog["/StructTreeRoot"]);
  report(
    "ISO 14289-1 §7.1",
    "The catalog has no StructTreeRoot",
    treeRoot?.["/Type"] === "/StructTreeRoot" ? [] : ["no StructTreeRoot"],
  );
  const elements = [];
  const parentProblems = [];
  const walk = (ref, parentRef, depth) => {
    const element = dict(ref);
    if (element === undefined || depth > 64) return;
    const node = { ref, type: (element["/S"] ?? "").slice(1), element, children: [], mcids: [] };
    if (element["/P"] !== parentRef)
      parentProblems.push(`${ref} /P is ${element["/P"]}, not ${parentRef}`);
    elements.push(node);
    const kids = resolve(element["/K"]);
    const list = Array.isArray(kids) ? kids : kids === undefined ? [] : [element["/K"]];
    for (const kid of list) {
      if (typeof kid === "number") node.mcids.push({ page: element["/Pg"], mcid: kid });
      else if (typeof kid === "string") {
        const kidDict = dict(kid);
        if (kidDict?.["/Type"] === "/MCR")
          node.mcids.push({ page: kidDict["/Pg"] ?? element["/Pg"], mcid: kidDict["/MCID"] });
        else node.children.push(walk(kid, ref, depth + 1));
      } else if (kid && typeof kid === "object" && kid["/Type"] === "/MCR") {
        node.mcids.push({ page: kid["/Pg"] ?? element["/Pg"], mcid: kid["/MCID"] });
      }
    }
    return node;
  };
  const rootKids = resolve(treeRoot?.["/K"]);
  const topLevel = (
    Array.isArray(rootKids) ? rootKids : rootKids === undefined ? [] : [treeRoot["/K"]]
  ).map((ref) => walk(ref, catalog["/StructTreeRoot"], 0));
  report(
    "ISO 14289-1 §7.1",
    "The structure tree holds no element",
    topLevel.length === 0 ? ["no element under StructTreeRoot"] : [],
  );
  report(
    "ISO 14289-1 §7.1",
    "A structure element dictionary does not contain the P (parent) entry naming its parent",
    parentProblems,
  );

  const roleMap = dict(treeRoot?.["/RoleMap"]) ?? {};
  report(
    "02-001",
    "One or more non-standard tag's mapping does not terminate with a standard type",
    elements
      .filter(
        (e) =>
          !STANDARD_TYPES.has(e.type) &&
          !STANDARD_TYPES.has((roleMap[`/${e.type}`] ?? "").slice(1)),
      )
      .map((e) => `${e.ref} /${e.type}`),
  );
  report(
    "02-004",
    "One or more standard types are remapped",
    Object.keys(roleMap).filter((k) => STANDARD_TYPES.has(k.slice(1))),
  );

  const listProblems = [];
  for (const e of elements) {
    const kinds = e.children.map((c) => c?.type);
    if (
      e.type === "L" &&
      (kinds.length === 0 || kinds.some((k) => !["L", "LI", "Caption"].includes(k)))
    )
      listProblems.push(`${e.ref} L holds ${kinds.join(",") || "nothing"}`);
    if (e.type === "LI" && (kinds.length === 0 || kinds.some((k) => !["Lbl", "LBody"].includes(k))))
      listProblems.push(`${e.ref} LI holds ${kinds.join(",") || "nothing"}`);
    for (const child of e.children) {
      if (child?.type === "LI" && e.type !== "L") listProblems.push(`${child.ref} LI in ${e.type}`);
      if ((child?.type === "LBody" || child?.type === "Lbl") && e.type !== "LI")
        listProblems.push(`${child.ref} ${child.type} in ${e.type}`);
    }
  }
  report(
    "09-005",
    "A list-related structure element is used in a way that does not conform to Table 336 in ISO 32000-1",
    listProblems,
    has("L") || has("LI"),
  );

  const tableProblems = [];
  for (const e of elements) {
    const kinds = e.children.map((c) => c?.type);
    if (
      e.type === "Table" &&
      kinds.some((k) => !["TR", "THead", "TBody", "TFoot", "Caption"].includes(k))
    )
      tableProblems.push(`${e.ref} Table holds ${kinds}`);
    if (e.type === "TR" && kinds.some((k) => !["TH", "TD"].includes(k)))
      tableProblems.push(`${e.ref} TR holds ${kinds}`);
  }
  report(
    "09-004",
    "A table-related structure element is used in a way that does not conform to Table 337 in ISO 32000-1",
    tableProblems,
    has("Table") || has("TR"),
  );
  report(
    "15-003",
    "In a table not organized with Headers attributes and IDs, a TH cell does not contain a Scope attribute",
    elements
      .filter(
        (e) =>
          e.type === "TH" && !JSON.stringify(resolve(e.element["/A"]) ?? {}).includes("/Scope"),
      )
      .map((e) => e.ref),
    has("TH"),
  );
  report(
    "13-004",
    "Figure tag alternative or replacement text missing",
    elements
      .filter((e) => e.type === "Figure" && !("/Alt" in e.element) && !("/ActualText" in e.element))
      .map((e) => e.ref),
    has("Figure"),
  );
  report(
    "19-003",
    "ID entry of the Note tag is not present",
    elements.filter((e) => e.type === "Note" && !("/ID" in e.element)).map((e) => e.ref),
    has("Note"),
  );

  const headings = elements
    .filter((e) => /^H[1-6]$/.test(e.type))
    .map((e) => Number(e.type.slice(1)));
  report(
    "14-002",
    "Does use numbered headings, but the first heading tag is not H1",
    headings.length > 0 && headings[0] !== 1 ? [`first heading H${headings[0]}`] : [],
  );
  const skips = [];
  headings.reduce((previous, level) => {
    if (level > previous + 1) skips.push(`H${previous} then H${level}`);
    return level;
  }, 1);
  report("14-003", "Numbered heading levels in descending sequence are skipped", skips);
  report(
    "14-007",
    "Document uses both H and H# tags",
    elements.some((e) => e.type === "H") && headings.length > 0 ? ["both"] : [],
  );

  // ----- Content: marked content and the parent tree (checkpoint 01, ISO 32000-1 §14.7.4.4) -----
  const nums = [];
  const collectNums = (node) => {
    const resolved = dict(node);
    const list = resolved?.["/Nums"] ?? [];
    for (let k = 0; k + 1 < list.length; k += 2) nums.push([list[k], resolve(list[k + 1])]);
    for (const kid of resolved?.["/Kids"] ?? []) collectNums(kid);
  };
  collectNums(treeRoot?.["/ParentTree"]);
  const parentArrays = new Map(nums);
  const referenced = new Set(elements.flatMap((e) => e.mcids.map((m) => `${m.page}#${m.mcid}`)));
  const ownerOf = new Map();
  for (const e of elements) for (const m of e.mcids) ownerOf.set(`${m.page}#${m.mcid}`, e.ref);

  const untagged = [];
  const artifactInContent = [];
  const contentInArtifact = [];
  const unreferenced = [];
  const parentTreeProblems = [];
  const unembeddedRendered = [];
  const noUnicode = [];
  const notdef = [];
  const seenMcids = new Set();
  const fontFacts = new Map();
  const factsOf = (ref) => {
    if (fontFacts.has(ref)) return fontFacts.get(ref);
    const font = dict(ref) ?? {};
    const descendant = dict((font["/DescendantFonts"] ?? [])[0]) ?? {};
    const descriptor = dict(descendant["/FontDescriptor"] ?? font["/FontDescriptor"]) ?? {};
    const embedded = ["/FontFile", "/FontFile2", "/FontFile3"].some((key) => key in descriptor);
    const composite = font["/Subtype"] === "/Type0";
    const toUnicode =
      typeof font["/ToUnicode"] === "string" ? toUnicodeMap(streamText(font["/ToUnicode"])) : null;
    const facts = {
      name: font["/BaseFont"],
      embedded,
      composite,
      toUnicode,
      winAnsi: font["/Encoding"] === "/WinAnsiEncoding",
    };
    fontFacts.set(ref, facts);
    return facts;
  };

  pages.forEach((page, index) => {
    const pageNumber = index + 1;
    const resources = dict(page.dict["/Resources"]) ?? {};
    const fonts = dict(resources["/Font"]) ?? {};
    const contents = resolve(page.dict["/Contents"]);
    const refs = Array.isArray(contents) ? contents : [page.dict["/Contents"]];
    const source = refs.map(streamText).join("\n");
    const structParents = page.dict["/StructParents"];
    const parentArray = parentArrays.get(structParents);
    const stack = [];
    let font = null;
    let renderingMode = 0;
    let marked = false;
    for (const op of operations(source)) {
      const { operator, operands } = op;
      if (operator === "BMC" || operator === "BDC") {
        const tag = operands[0]?.value;
        const properties = operands[1]?.type === "dict" ? operands[1].value : {};
        const mcid = properties.MCID?.value;
        const inArtifact = stack.some((entry) => entry.tag === "Artifact");
        const inContent = stack.some((entry) => entry.mcid !== undefined);
        if (tag === "Artifact" && inContent) artifactInContent.push(`page ${pageNumber}`);
        if (mcid !== undefined) {
          marked = true;
          if (inArtifact) contentInArtifact.push(`page ${pageNumber} MCID ${mcid}`);
          const key = `${page.ref}#${mcid}`;
          seenMcids.add(key);
          if (!referenced.has(key)) unreferenced.push(`page ${pageNumber} MCID ${mcid}`);
          const owner = Array.isArray(parentArray) ? parentArray[mcid] : undefined;
          if (owner !== ownerOf.get(key))
            parentTreeProblems.push(
              `page ${pageNumber} MCID ${mcid}: parent tree names ${owner}, tree ${ownerOf.get(key)}`,
            );
        }
        stack.push({ tag, mcid });
      } else if (operator === "EMC") stack.pop();
      else if (operator === "Tf") font = fonts[`/${operands[0]?.value}`] ?? null;
      else if (operator === "Tr") renderingMode = operands[0]?.value ?? 0;
      if (PAINTING.has(operator)) {
        const tagged = stack.some((entry) => entry.mcid !== undefined || entry.tag === "Artifact");
        if (!tagged) untagged.push(`page ${pageNumber} ${operator}`);
      }
      if (TEXT_SHOWING.has(operator) && font !== null) {
        const facts = factsOf(font);
        if (!facts.embedded && renderingMode !== 3)
          unembeddedRendered.push(`${facts.name} (mode ${renderingMode})`);
        const bytes = shownBytes(op);
        if (facts.composite) {
          for (let k = 0; k + 1 < bytes.length; k += 2) {
            const code = (bytes.charCodeAt(k) << 8) | bytes.charCodeAt(k + 1);
            if (code === 0) notdef.push(`${facts.name} page ${pageNumber}`);
            const unicode = facts.toUnicode?.get(code);
            if (!unicode || [...unicode].some((c) => FORBIDDEN_UNICODE.has(c)))
              noUnicode.push(`${facts.name} code ${code} page ${pageNumber}`);
          }
        } else {
          for (const char of bytes) {
            const code = char.charCodeAt(0);
            const fromMap = facts.toUnicode?.get(code);
            if (facts.toUnicode ? !fromMap : !(facts.winAnsi && isWinAnsiCode(code)))
              noUnicode.push(`${facts.name} code ${code} page ${pageNumber}`);
            if (facts.winAnsi && !isWinAnsiCode(code))
              notdef.push(`${facts.name} code ${code} page ${pageNumber}`);
          }
        }
      }
    }
    if (marked && !Number.isInteger(structParents))
      parentTreeProblems.push(`page ${pageNumber} has marked content but no /StructParents`);
    if (marked && page.dict["/Tabs"] !== "/S")
      parentTreeProblems.push(`page ${pageNumber} /Tabs is not /S`);
  });
  for (const key of referenced)
    if (!seenMcids.has(key)) parentTreeProblems.push(`the tree names ${key}, which no page has`);

  report(
    "01-003",
    "Content marked as Artifact is present inside tagged content",
    artifactInContent,
  );
  report(
    "01-004",
    "Tagged content is present inside content marked as Artifact",
    contentInArtifact,
  );
  report("01-005", "Content is neither marked as Artifact nor tagged as real content", untagged);
  report(
    "01-005",
    "Marked content (an MCID) is not referenced by the structure tree",
    unreferenced,
  );
  report(
    "ISO 32000-1 §14.7.4.4",
    "The parent tree, the pages' StructParents and the tree's marked-content references disagree",
    parentTreeProblems,
  );

  // ----- Fonts (checkpoints 10 and 31) -----
  report("10-001", "Character code cannot be mapped to Unicode", noUnicode);
  report(
    "31-009",
    "For a font used by text intended to be rendered the font program is not embedded",
    [...new Set(unembeddedRendered)],
  );
  const fontDicts = [...fontRefs].map((ref) => ({ ref, font: dict(ref) ?? {} }));
  report(
    "31-005",
    "A Type 2 CID font does not contain a CIDToGIDMap entry",
    fontDicts.flatMap(({ ref, font }) =>
      (font["/DescendantFonts"] ?? [])
        .map((d) => dict(d) ?? {})
        .filter((d) => d["/Subtype"] === "/CIDFontType2" && !("/CIDToGIDMap" in d))
        .map(() => ref),
    ),
  );
  report("31-030", "A .notdef glyph is referenced", [...new Set(notdef)]);

  // ----- Embedded files (checkpoint 21, and the associated-file entries the report gives) -----
  const specs = [];
  const collectSpecs = (node) => {
    const resolved = dict(node) ?? {};
    const list = resolved["/Names"] ?? [];
    for (let k = 0; k + 1 < list.length; k += 2)
      specs.push({ ref: list[k + 1], spec: dict(list[k + 1]) ?? {} });
    for (const kid of resolved["/Kids"] ?? []) collectSpecs(kid);
  };
  collectSpecs(
    catalog["/Names"] === undefined ? undefined : dict(catalog["/Names"])["/EmbeddedFiles"],
  );
  report(
    "21-001",
    "The file specification dictionary for an embedded file does not contain F and UF entries",
    specs.filter(({ spec }) => !("/F" in spec && "/UF" in spec)).map(({ ref }) => ref),
    specs.length > 0,
  );
  const af = (resolve(catalog["/AF"]) ?? []).map(String);
  report(
    "ISO 14289-1 §7.11",
    "An embedded file's specification has no /Desc or /AFRelationship, or the catalog's /AF does not list it",
    specs
      .filter(
        ({ ref, spec }) => !("/Desc" in spec) || !("/AFRelationship" in spec) || !af.includes(ref),
      )
      .map(({ ref }) => ref),
    specs.length > 0,
  );

  return results;
}

/**
 * The results as lines of text, one a condition. Each names a failure condition: "pass" means the
 * file does not have it, "n/a" that the file has nothing it is about.
 */
export function formatResults(results) {
  const word = { pass: "pass", fail: "FAIL", "not applicable": "n/a " };
  return results.map(
    ({ id, condition, status, detail }) =>
      `${word[status]}  ${id.padEnd(22)} ${condition}${status === "fail" ? `: ${detail}` : ""}`,
  );
}
