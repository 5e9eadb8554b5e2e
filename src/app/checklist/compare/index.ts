// The public face of compare/: What changed is fetched whole on first use (parts.ts), from More and
// from the Phases dialog; the first load carries none of it.

export type { CompareDialogProps } from "./CompareDialog";
