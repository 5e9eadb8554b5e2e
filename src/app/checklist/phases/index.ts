// The public face of phases/: Phases is fetched whole on first use (parts.ts); the first load
// carries none of it.

export type { PhaseViewProps } from "./PhaseView";
