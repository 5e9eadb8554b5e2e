// The checklist a field's variant resolves to, for the events that put the checklist on one (a
// change in the Customise mode, an Open or a team's result on a variant), and the work a change of
// variant would drop. Apart from checklistState.ts: the reducer, in every page's first load, takes
// the resolved checklist from its event, so only the parts that bring a variant (Customise, Open,
// Team: loaded on first use) carry the resolution (docs/decisions/0024-the-app-house-first-load.md).

import {
  createChecklist,
  subPrincipleQuestions,
  type ChecklistSnapshot,
  type ChecklistText,
  type Principle,
} from "../../data";
import { resolveChecklist, type ChecklistVariant } from "../../variant";
import type { ChecklistEvent, OpenedAssessment } from "./checklistState";

/** The checklist a variant resolves to, every question unticked; the built-in one for none. */
export function checklistOn(variant: ChecklistVariant | null, text: ChecklistText): Principle[] {
  const builtIn = createChecklist(text);
  return variant ? resolveChecklist(builtIn, variant.changes, variant.language) : builtIn;
}

/** The event that puts the checklist on `variant`, its words in the language `text` speaks. */
export function checklistChangedTo(variant: ChecklistVariant, text: ChecklistText): ChecklistEvent {
  return { type: "checklistChanged", variant, checklist: checklistOn(variant, text) };
}

/** An opened assessment with the checklist its variant resolves to, when it is on one. */
export function openedOn(assessment: OpenedAssessment, text: ChecklistText): OpenedAssessment {
  const variant = assessment.variant ?? null;
  return variant ? { ...assessment, checklist: checklistOn(variant, text) } : assessment;
}

/** The ticks and notes a change to `variant` would drop: on questions it leaves out. */
export function workLostBy(
  checklist: ChecklistSnapshot,
  variant: ChecklistVariant | null,
): { readonly ticks: number; readonly notes: number; readonly setAside: number } {
  // By id alone: the words do not count.
  const kept = new Set(
    checklistOn(variant, () => "").flatMap((p) =>
      p.subprinciples.flatMap((s) => subPrincipleQuestions(s).map((q) => q.id)),
    ),
  );
  let ticks = 0;
  let notes = 0;
  // A reason given for setting a question aside is the researcher's words too.
  let setAside = 0;
  for (const principle of checklist)
    for (const sub of principle.subprinciples)
      for (const question of subPrincipleQuestions(sub)) {
        if (kept.has(question.id)) continue;
        if (question.checked) ticks += 1;
        if (question.note?.trim()) notes += 1;
        if (question.setAside?.trim()) setAside += 1;
      }
  return { ticks, notes, setAside };
}
