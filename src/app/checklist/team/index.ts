// The public face of team/: Team is fetched whole on first use (parts.ts); the first load knows only
// the shape of its dialog, which the record bar opens for several files picked or dropped at once.

export type { TeamDialogProps } from "./TeamDialog";
