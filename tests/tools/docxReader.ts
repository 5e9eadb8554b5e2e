// A .docx read back as a word processor reads it, for the unit and the end-to-end tests: the zip
// unpacked (fflate), each XML part parsed (jsdom's strict, namespace-aware XML parser), and what a
// reader meets: the paragraphs in order with their styles, list markers, text and languages, the
// tables, the core properties, the document's default language. `problems` lists what would make
// Word offer to repair the file: a part that is not well-formed XML, a part [Content_Types].xml
// does not type, a relationship to a part that is not there, a style or list a paragraph names
// that the file does not define.

import { strFromU8, unzipSync } from "fflate";
import { JSDOM } from "jsdom";

const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const CONTENT_TYPES = "http://schemas.openxmlformats.org/package/2006/content-types";
const RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships";
const DC = "http://purl.org/dc/elements/1.1/";
const DCTERMS = "http://purl.org/dc/terms/";

export interface DocxRun {
  readonly text: string;
  /** w:lang's w:val and w:bidi on the run itself, when it has them. */
  readonly lang?: string;
  readonly bidiLang?: string;
  /** w:rtl: the run's text is right to left. */
  readonly rtl: boolean;
  readonly bold: boolean;
}

export interface DocxParagraph {
  /** The paragraph style's id (w:pStyle), "Heading1"; absent for Normal. */
  readonly style?: string;
  /** The heading level its style's outline level gives (1 for Heading1's outline level 0). */
  readonly headingLevel?: number;
  /** The list it is an item of: its marker (the level's text, "☑", "•") and level (0 first). */
  readonly list?: { readonly marker: string; readonly level: number; readonly numId: string };
  /** Its text, a line break as "\n". */
  readonly text: string;
  /** w:bidi: the paragraph is laid out right to left. */
  readonly bidi: boolean;
  readonly runs: readonly DocxRun[];
  /** Inside a table's cell. */
  readonly inTable: boolean;
}

export interface DocxCoreProperties {
  readonly title?: string;
  readonly subject?: string;
  readonly creator?: string;
  readonly language?: string;
  readonly created?: string;
  readonly modified?: string;
  /** Every element's local name, in order, to show nothing else is there. */
  readonly elements: readonly string[];
}

export interface ReadDocx {
  readonly partNames: readonly string[];
  readonly problems: readonly string[];
  readonly paragraphs: readonly DocxParagraph[];
  /** Each table as rows of cells' texts; `header` the number of rows repeated as its header. */
  readonly tables: readonly {
    readonly rows: readonly string[][];
    readonly header: number;
    readonly rtl: boolean;
  }[];
  readonly core: DocxCoreProperties;
  /** The document's default run language (styles.xml's w:docDefaults). */
  readonly defaultLanguage: { readonly lang?: string; readonly bidiLang?: string };
  /** Each paragraph style the file defines: its name and outline level (0 for a first level). */
  readonly paragraphStyles: ReadonlyMap<
    string,
    { readonly name: string; readonly outlineLevel?: number }
  >;
  /** The text of every part, by name. */
  readonly text: (part: string) => string;
}

const { DOMParser } = new JSDOM("").window;

function parse(name: string, text: string, problems: string[]): Document | null {
  const document = new DOMParser().parseFromString(text, "application/xml");
  if (document.getElementsByTagName("parsererror").length > 0) {
    problems.push(`${name} is not well-formed XML`);
    return null;
  }
  return document;
}

const attr = (element: Element | null | undefined, name: string) =>
  element?.getAttributeNS(W, name) ?? element?.getAttribute(`w:${name}`) ?? undefined;
const child = (element: Element | null | undefined, name: string): Element | undefined =>
  element
    ? [...element.children].find((c) => c.namespaceURI === W && c.localName === name)
    : undefined;
const children = (element: Element | null | undefined, name: string): Element[] =>
  element ? [...element.children].filter((c) => c.namespaceURI === W && c.localName === name) : [];
/** A toggle property (w:b, w:rtl, w:bidi) is on when present without w:val="false"/"0". */
const isOn = (element: Element | undefined) =>
  element !== undefined && !["false", "0", "off"].includes(attr(element, "val") ?? "true");

function runText(run: Element): string {
  let text = "";
  for (const node of run.children) {
    if (node.namespaceURI !== W) continue;
    if (node.localName === "t") text += node.textContent ?? "";
    else if (node.localName === "br" || node.localName === "cr") text += "\n";
    else if (node.localName === "tab") text += "\t";
  }
  return text;
}

export function readDocx(bytes: Uint8Array): ReadDocx {
  const files = unzipSync(bytes);
  const partNames = Object.keys(files).filter((name) => !name.endsWith("/"));
  const problems: string[] = [];
  const text = (part: string) => {
    const file = files[part];
    if (file === undefined) throw new Error(`The file has no ${part}`);
    return strFromU8(file);
  };
  const xml = new Map<string, Document>();
  for (const name of partNames)
    if (/\.(xml|rels)$/.test(name)) {
      const document = parse(name, text(name), problems);
      if (document) xml.set(name, document);
    }

  // Every part typed, by an Override for it or a Default for its extension.
  const types = xml.get("[Content_Types].xml");
  if (types === undefined) problems.push("no [Content_Types].xml");
  else {
    const overrides = new Set(
      [...types.getElementsByTagNameNS(CONTENT_TYPES, "Override")].map((o) =>
        (o.getAttribute("PartName") ?? "").replace(/^\//, ""),
      ),
    );
    const defaults = new Set(
      [...types.getElementsByTagNameNS(CONTENT_TYPES, "Default")].map((d) =>
        (d.getAttribute("Extension") ?? "").toLowerCase(),
      ),
    );
    for (const name of partNames) {
      if (name === "[Content_Types].xml") continue;
      const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
      if (!overrides.has(name) && !defaults.has(extension))
        problems.push(`${name} has no content type`);
    }
    for (const name of overrides)
      if (!partNames.includes(name))
        problems.push(`the content type of ${name}, which is not in the file`);
  }

  // Every internal relationship's target is in the file.
  for (const [name, document] of xml) {
    if (!name.endsWith(".rels")) continue;
    // A part's relationships are in _rels/ beside it; their targets are relative to its folder.
    const base = name.replace(/_rels\/[^/]*\.rels$/, "");
    for (const relationship of document.getElementsByTagNameNS(RELATIONSHIPS, "Relationship")) {
      if (relationship.getAttribute("TargetMode") === "External") continue;
      const target = relationship.getAttribute("Target") ?? "";
      const resolved = target.startsWith("/")
        ? target.slice(1)
        : new URL(target, `http://x/${base}`).pathname.slice(1);
      if (!partNames.includes(resolved))
        problems.push(`${name} relates to ${resolved}, which is not in the file`);
    }
  }

  // The styles and lists the document names.
  const styles = xml.get("word/styles.xml");
  const paragraphStyles = new Map<string, { name: string; outlineLevel?: number }>();
  for (const style of styles?.getElementsByTagNameNS(W, "style") ?? []) {
    if (attr(style, "type") !== "paragraph") continue;
    const level = attr(child(child(style, "pPr"), "outlineLvl"), "val");
    paragraphStyles.set(attr(style, "styleId") ?? "", {
      name: attr(child(style, "name"), "val") ?? "",
      ...(level === undefined ? {} : { outlineLevel: Number(level) }),
    });
  }
  const defaultLang = styles
    ?.getElementsByTagNameNS(W, "docDefaults")[0]
    ?.getElementsByTagNameNS(W, "rPrDefault")[0]
    ?.getElementsByTagNameNS(W, "lang")[0];

  const numbering = xml.get("word/numbering.xml");
  const abstracts = new Map<string, Element>();
  for (const abstract of numbering?.getElementsByTagNameNS(W, "abstractNum") ?? [])
    abstracts.set(attr(abstract, "abstractNumId") ?? "", abstract);
  const nums = new Map<string, Element>();
  for (const num of numbering?.getElementsByTagNameNS(W, "num") ?? [])
    if (num.parentElement?.localName === "numbering") nums.set(attr(num, "numId") ?? "", num);
  const marker = (numId: string, level: number) => {
    const abstract = abstracts.get(attr(child(nums.get(numId), "abstractNumId"), "val") ?? "");
    const lvl = children(abstract, "lvl").find((l) => attr(l, "ilvl") === String(level));
    return attr(child(lvl, "lvlText"), "val");
  };

  const document = xml.get("word/document.xml");
  const body = document?.getElementsByTagNameNS(W, "body")[0];
  if (body === undefined) problems.push("word/document.xml has no body");
  const paragraphs: DocxParagraph[] = [];
  for (const p of body?.getElementsByTagNameNS(W, "p") ?? []) {
    const pPr = child(p, "pPr");
    const style = attr(child(pPr, "pStyle"), "val");
    if (style !== undefined && !paragraphStyles.has(style))
      problems.push(`a paragraph's style ${style} is not defined`);
    const numPr = child(pPr, "numPr");
    let list: DocxParagraph["list"];
    if (numPr) {
      const numId = attr(child(numPr, "numId"), "val") ?? "";
      const level = Number(attr(child(numPr, "ilvl"), "val") ?? "0");
      const text = marker(numId, level);
      if (text === undefined)
        problems.push(`a paragraph's list ${numId} (level ${level}) is not defined`);
      else list = { marker: text, level, numId };
    }
    const runs = children(p, "r").map((r): DocxRun => {
      const rPr = child(r, "rPr");
      const lang = child(rPr, "lang");
      const val = attr(lang, "val");
      const bidiLang = attr(lang, "bidi");
      return {
        text: runText(r),
        ...(val === undefined ? {} : { lang: val }),
        ...(bidiLang === undefined ? {} : { bidiLang }),
        rtl: isOn(child(rPr, "rtl")),
        bold: isOn(child(rPr, "b")),
      };
    });
    const outline = style === undefined ? undefined : paragraphStyles.get(style)?.outlineLevel;
    paragraphs.push({
      ...(style === undefined ? {} : { style }),
      ...(outline === undefined ? {} : { headingLevel: outline + 1 }),
      ...(list === undefined ? {} : { list }),
      text: runs.map((r) => r.text).join(""),
      bidi: isOn(child(pPr, "bidi")),
      runs,
      inTable: p.parentElement?.localName === "tc",
    });
  }
  const tables = [...(body?.getElementsByTagNameNS(W, "tbl") ?? [])].map((table) => {
    const rows = children(table, "tr");
    return {
      rows: rows.map((row) =>
        children(row, "tc").map((cell) =>
          [...cell.getElementsByTagNameNS(W, "r")].map(runText).join(""),
        ),
      ),
      header: rows.findIndex((row) => !isOn(child(child(row, "trPr"), "tblHeader"))),
      rtl: isOn(child(child(table, "tblPr"), "bidiVisual")),
    };
  });

  const core = xml.get("docProps/core.xml");
  const dc = (namespace: string, name: string) =>
    core?.getElementsByTagNameNS(namespace, name)[0]?.textContent ?? undefined;
  const coreProperties: DocxCoreProperties = {
    title: dc(DC, "title"),
    subject: dc(DC, "subject"),
    creator: dc(DC, "creator"),
    language: dc(DC, "language"),
    created: dc(DCTERMS, "created"),
    modified: dc(DCTERMS, "modified"),
    elements: [...(core?.documentElement.children ?? [])].map((e) => e.tagName),
  };

  return {
    partNames,
    problems,
    paragraphs,
    tables,
    core: coreProperties,
    defaultLanguage: {
      ...(attr(defaultLang, "val") === undefined ? {} : { lang: attr(defaultLang, "val") }),
      ...(attr(defaultLang, "bidi") === undefined ? {} : { bidiLang: attr(defaultLang, "bidi") }),
    },
    paragraphStyles,
    text,
  };
}

/** The document's outline, as Word's navigation pane shows it: "2 Summary" per heading. */
export function outlineOf(docx: ReadDocx): string[] {
  return docx.paragraphs
    .filter((p) => p.headingLevel !== undefined)
    .map((p) => `${p.headingLevel} ${p.text}`);
}
