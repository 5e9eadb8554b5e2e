/** One failure condition and whether the file has it. */
export interface PdfUaResult {
  /** The Matterhorn Protocol's number ("01-005"), or the clause of the standard it comes from. */
  readonly id: string;
  /** The failure condition, in the Matterhorn Protocol's words where it has them. */
  readonly condition: string;
  readonly status: "pass" | "fail" | "not applicable";
  /** False only when the file has the failure. */
  readonly passed: boolean;
  /** The first few places the failure was found. */
  readonly detail: string;
}

/** Every applicable condition, checked on the PDF at `path` (needs qpdf). */
export function checkPdfUa(path: string): PdfUaResult[];

/** qpdf's JSON of a PDF's objects (`qpdf --json=2`'s `qpdf[1]`): "trailer" and "obj:n g R" keys. */
export type QpdfObjects = Readonly<Record<string, unknown>>;

/**
 * Every applicable condition, checked on a file already read: its first line, its objects as qpdf
 * gives them (without stream data), and the decoded bytes of the streams the checks ask for.
 */
export function checkPdfUaObjects(file: {
  header: string;
  objects: QpdfObjects;
  streams: (refs: string[]) => (ref: string) => Buffer | undefined;
}): PdfUaResult[];

/** The results as lines of text, one a condition. */
export function formatResults(results: readonly PdfUaResult[]): string[];
