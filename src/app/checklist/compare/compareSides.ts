// The sides the compare dialog offers: a kept phase, the work now, or a file picked; each made into
// what src/record's compareAssessments compares, in the language on screen.

import { createChecklist, type ChecklistSnapshot, type ChecklistText } from "../../../data";
import {
  checklistAtPhase,
  checklistOfAssessment,
  type ComparisonSide,
  type LoadedAssessment,
  type RecordedPhase,
} from "../../../record";
import type { ChecklistVariant } from "../../../variant";

/** A side's choice, as its <select> holds it: "now", "file", or "phase:<index>". */
export type SideChoice = "now" | "file" | `phase:${number}`;

export const phaseChoice = (index: number): SideChoice => `phase:${index}`;

/** The phase a choice names, with its index; null for the work now or a file. */
export function phaseOfChoice(
  choice: SideChoice,
  phases: readonly RecordedPhase[],
): { index: number; phase: RecordedPhase } | null {
  if (!choice.startsWith("phase:")) return null;
  const index = Number(choice.slice("phase:".length));
  const phase = phases[index];
  return phase === undefined ? null : { index, phase };
}

/** The work now, or a phase of it: both on the checklist in use. */
export function sideInUse(
  choice: SideChoice,
  principles: ChecklistSnapshot,
  variant: ChecklistVariant | null,
  phases: readonly RecordedPhase[],
): ComparisonSide | null {
  if (choice === "now") return { checklist: principles, variant };
  const chosen = phaseOfChoice(choice, phases);
  return chosen === null
    ? null
    : { checklist: checklistAtPhase(principles, chosen.phase), variant };
}

/** A file's work, on the checklist it was made on, its built-in words in the language on screen. */
export function sideOfFile(assessment: LoadedAssessment, text: ChecklistText): ComparisonSide {
  return {
    checklist: checklistOfAssessment(createChecklist(text), assessment),
    variant: assessment.variant,
  };
}
