// The Markdown and Word files' renderers, for useReportFile: loaded with import() when one is asked
// for, so that the first load, which carries Export (the PDF) and the hook, carries neither loader.

// Past onDemand's index, which the first load carries.
import { loadWordModule, prefetchWordModule } from "../../onDemand/wordModule";
import type { ReportRequest } from "./reportTypes";

/** Makes `request`'s file in `format` and hands it to the browser; its file's name. */
export async function handOverDocument(
  format: "markdown" | "word",
  request: Promise<ReportRequest>,
): Promise<string> {
  if (format === "markdown") {
    const [{ exportChecklistMarkdown }, asked] = await Promise.all([
      import("../../../export/markdown"),
      request,
    ]);
    return exportChecklistMarkdown(asked).fileName;
  }
  const [{ exportChecklistWord }, asked] = await Promise.all([loadWordModule(), request]);
  return (await exportChecklistWord(asked)).fileName;
}

/** Fetches `format`'s renderer ahead of a click. */
export function prefetchDocument(format: "markdown" | "word"): void {
  if (format === "word") prefetchWordModule();
  // A failed prefetch is not the user's concern: the click loads it again and reports then.
  else void import("../../../export/markdown").catch(() => undefined);
}
