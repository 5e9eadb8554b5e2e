// The parts of compare/ fetched on first use: the compare dialog and its report.

export { CompareDialog } from "./CompareDialog";
