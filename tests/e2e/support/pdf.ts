// Reads an exported PDF back with poppler's command-line tools, as a person's PDF reader would.

import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkPdfUa, type PdfUaResult } from "../../tools/pdfUaChecks.mjs";

export interface PdfFacts {
  pages: number;
  pageSizes: string[];
  title: string;
  subject: string;
  creator: string;
  /** The document catalogue's /Lang entry. */
  language: string;
  images: { page: number; width: number; height: number }[];
  text: string;
  pageTexts: string[];
}

/** Each page's text, as pdftotext lays it out: it ends every page with a form feed. */
export function pdfPageTexts(path: string): string[] {
  return execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" })
    .split("\f")
    .slice(0, -1);
}

export function readPdf(path: string): PdfFacts {
  const info = execFileSync("pdfinfo", ["-f", "1", "-l", "999", path], { encoding: "utf8" });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const pageSizes = [...info.matchAll(/^Page\s+\d+ size:\s+(.+?)\s*(?:\(.*\))?$/gm)].map((m) =>
    (m[1] ?? "").trim(),
  );
  const field = (name: string) =>
    new RegExp(`^${name}:\\s+(.*)$`, "m").exec(info)?.[1]?.trim() ?? "";
  const title = field("Title");
  // pdfinfo does not print /Lang; the catalogue is written uncompressed, so it can be read directly.
  const language = /\/Lang\s*\(([^)]*)\)/.exec(readFileSync(path, "latin1"))?.[1] ?? "";
  const images = execFileSync("pdfimages", ["-list", path], { encoding: "utf8" })
    .split("\n")
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const cols = line.trim().split(/\s+/);
      return { page: Number(cols[0]), width: Number(cols[3]), height: Number(cols[4]) };
    });
  const pageTexts = pdfPageTexts(path);
  return {
    pages,
    pageSizes,
    title,
    subject: field("Subject"),
    creator: field("Creator"),
    language,
    images,
    text: pageTexts.map((page) => `${page}\f`).join(""),
    pageTexts: pageTexts.slice(0, pages),
  };
}

/**
 * Whitespace folded, so a question wrapped over two lines still matches; a line that ends in a
 * word's hyphen ("data-" then "centre") joins the next line with no space, as the word was written.
 */
export function fold(text: string): string {
  return text
    .replace(/(\S-)[^\S\n]*\n\s*/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

export interface PdfAttachedFile {
  name: string;
  bytes: Buffer;
}

/** The PDF's attached files, as poppler's pdfdetach lists and extracts them. */
export function attachedFiles(path: string): PdfAttachedFile[] {
  const list = execFileSync("pdfdetach", ["-list", path], { encoding: "utf8" });
  const names = [...list.matchAll(/^\s*(\d+):\s+(.+)$/gm)].map((m) => ({
    number: m[1] ?? "",
    name: (m[2] ?? "").trim(),
  }));
  const folder = mkdtempSync(join(tmpdir(), "pdfdetach-"));
  try {
    return names.map(({ number, name }) => {
      const out = join(folder, `file-${number}`);
      execFileSync("pdfdetach", ["-save", number, "-o", out, path]);
      return { name, bytes: readFileSync(out) };
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export interface PdfTagging {
  /** pdfinfo's "Tagged:" line. */
  tagged: boolean;
  pdfVersion: string;
  /** The XMP metadata, as `pdfinfo -meta` prints it. */
  xmp: string;
  /** The structure tree with its text, as `pdfinfo -struct-text` reads it: a screen reader's order. */
  structText: string;
  /** What `qpdf --check` said, and whether it found nothing wrong (exit code 0). */
  qpdfCheck: { clean: boolean; output: string };
  /** Each PDF/UA-1 failure condition tests/tools/check-pdf-ua.mjs checks, with its result. */
  conditions: PdfUaResult[];
}

/** The PDF's tags as poppler and qpdf read them, and the PDF/UA-1 checker's findings. */
export function readTagging(path: string): PdfTagging {
  const info = execFileSync("pdfinfo", [path], { encoding: "utf8" });
  const check = spawnSync("qpdf", ["--check", path], { encoding: "utf8" });
  return {
    tagged: /^Tagged:\s+yes$/m.test(info),
    pdfVersion: /^PDF version:\s+(\S+)/m.exec(info)?.[1] ?? "",
    xmp: execFileSync("pdfinfo", ["-meta", path], { encoding: "utf8" }),
    structText: execFileSync("pdfinfo", ["-struct-text", path], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    }),
    qpdfCheck: { clean: check.status === 0, output: `${check.stdout}${check.stderr}` },
    conditions: checkPdfUa(path),
  };
}

/** A Span of the structure tree: the language and the words in reading order it gives its text. */
export interface StructureSpan {
  lang?: string;
  actualText?: string;
}

/**
 * Every Span element of the structure tree, in the order they are written (each after the element
 * it is in), with its /Lang and /ActualText as qpdf decodes them. poppler's `pdfinfo -struct-text`
 * (22.12) shows neither: it prints the glyphs of each marked-content sequence as they are written.
 */
export function structureSpans(path: string): StructureSpan[] {
  const json = JSON.parse(
    execFileSync("qpdf", ["--json=2", "--json-key=qpdf", path], {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    }),
  ) as { qpdf: [unknown, Record<string, { value?: Record<string, unknown> }>] };
  const text = (value: unknown) =>
    typeof value === "string" && value.startsWith("u:") ? value.slice(2) : undefined;
  return Object.entries(json.qpdf[1])
    .map(([key, object]) => ({ number: Number(/^obj:(\d+) /.exec(key)?.[1]), value: object.value }))
    .filter(({ value }) => value?.["/S"] === "/Span")
    .sort((a, b) => a.number - b.number)
    .map(({ value }) => {
      const lang = text(value?.["/Lang"]);
      const actualText = text(value?.["/ActualText"]);
      return {
        ...(lang === undefined ? {} : { lang }),
        ...(actualText === undefined ? {} : { actualText }),
      };
    });
}

/**
 * The text of `pdfinfo -struct-text` as one string in reading order, with the role of each element
 * dropped: what a screen reader walking the tags would read.
 */
export function structureReading(structText: string): string {
  return fold(
    structText
      .split("\n")
      .map((line) => /^\s*"(.*)"\s*$/.exec(line)?.[1] ?? "")
      .filter((line) => line !== "")
      .join("\n"),
  );
}
