// The public face of markdown/: the report as a Markdown file. The app loads it on demand.

export { exportChecklistMarkdown, reportMarkdown } from "./markdown";
export type { ExportedChecklistMarkdown } from "./markdown";
