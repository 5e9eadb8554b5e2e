// A phase as its report asks for it (the report of the checklist as it stood then), the same value
// while the phase is.

import { useMemo } from "react";
import type { RecordedPhase } from "../../../record";
import type { ReportSource } from "../report";

export function usePhaseSource(phase: RecordedPhase): ReportSource {
  return useMemo(() => ({ of: { kind: "phase", phase } }), [phase]);
}
