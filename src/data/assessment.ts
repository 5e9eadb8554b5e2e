// An assessment, as one value: the checklist in use with its answers, the checklist it is on, the
// phases kept and what it says of its team. The state holds it, Save writes it, an opened file
// brings it, and every report is made from it (src/export's ReportRequest).

import type { ChecklistVariant } from "./checklistVariant";
import type { RecordedPhase } from "./phases";
import type { Project } from "./project";
import type { TeamRecord } from "./team";
import type { ChecklistSnapshot } from "./types";

export interface Assessment {
  /**
   * The checklist in use (the built-in one, or the variant's resolution of it) with the answers:
   * each question's tick (`checked`) and note are held in the question itself, so that a tick
   * changes one question and the sections it is not in stay the same objects.
   */
  readonly checklist: ChecklistSnapshot;
  /** The field's variant `checklist` is on; null: the standard checklist. */
  readonly variant: ChecklistVariant | null;
  /** The phases kept, in the order they were kept: the ticks and notes as they stood. */
  readonly phases: readonly RecordedPhase[];
  /** What the assessment says of its team (member, project, team review); null: nothing. */
  readonly team: TeamRecord | null;
  /** The project it is of (its title, researchers…); null: none given. */
  readonly project: Project | null;
}
