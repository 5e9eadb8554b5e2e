// A phase as its report needs it (useExportPdf's PhaseReport), the same function while the phase is.

import { useCallback } from "react";
import { checklistAtPhase, type RecordedPhase } from "../../../record";
import type { PhaseReport } from "../actions";

export function usePhaseReport(phase: RecordedPhase): PhaseReport {
  return useCallback(
    (current) => [
      checklistAtPhase(current, phase),
      { phase: { name: phase.name, date: phase.date } },
    ],
    [phase],
  );
}
