// What the checklist holds, as one string: every ticked, noted or set-aside question's id, tick, note
// and reason, in the checklist's order. Two checklists hold the same work exactly when their signatures are equal; the
// app keeps the signature of what was last saved, exported or opened, and asks before the page is
// left with anything else.

import { subPrincipleQuestions } from "./questionCounts";
import type { ChecklistSnapshot } from "./types";

export function contentSignature(principles: ChecklistSnapshot): string {
  let signature = "";
  for (const principle of principles)
    for (const sub of principle.subprinciples)
      for (const question of subPrincipleQuestions(sub))
        // A note of white space alone is no note (hasNote), but it is still what was typed: kept
        // exactly, so that the signature changes whenever the field does.
        if (question.checked || question.note || question.setAside !== undefined)
          // A reason only when there is one: without any, the signature is what it always was.
          signature += `${question.id}\u0000${question.checked ? 1 : 0}\u0000${question.note ?? ""}${
            question.setAside === undefined ? "" : `\u0000${question.setAside}`
          }\u0001`;
  return signature;
}
