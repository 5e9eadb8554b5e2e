// A team's review, as the state holds it and the file carries it (format 4): the member's name and
// the project's, each optional, and what the team chose when it brought its members' files together.
// Shape and bounds only: the state (in the first load) holds it as one value; the merge and its
// dialog (src/record/team.ts, src/app/checklist/team/) load on use.

/** The most files brought together at once: a large lab, and a margin. */
export const TEAM_FILES_MAX = 20;
/** The longest member or project name, in characters (code points): a name, not a note. */
export const TEAM_NAME_MAX_LENGTH = 100;
/** The most questions a review records as settled: far more than any checklist holds. */
export const TEAM_SETTLED_MAX = 2000;

/** One disagreement the team settled: the question, what was chosen, and who had ticked it. */
export interface SettledQuestion {
  readonly id: string;
  /** What the team chose: ticked or not. */
  readonly ticked: boolean;
  /** The members who had ticked it, by their number in `members` (from 1), in order. */
  readonly tickedBy: readonly number[];
  /** Settled as set aside ("does not apply") with this reason (never with a tick); absent: not. */
  readonly setAside?: string;
  /** The members who had set it aside, by number, in order; absent: none. */
  readonly setAsideBy?: readonly number[];
}

/** A team's review: when, who took part, and what was chosen for each disagreement. */
export interface TeamReview {
  /** The date the team used the result as its assessment, as YYYY-MM-DD. */
  readonly date: string;
  /** Who took part, in order: each member's name, or "" for a file that named none ("Member 2"). */
  readonly members: readonly string[];
  /** The disagreements settled, in the checklist's order. */
  readonly settled: readonly SettledQuestion[];
}

/**
 * What an assessment says of its team, all of it optional: the member's name (who saved this file),
 * the project's (to tell two projects' files apart), and the team review it came from.
 */
export interface TeamRecord {
  readonly member?: string;
  readonly project?: string;
  readonly review?: TeamReview;
}

/** Whether `team` says anything: a file that says nothing is written as before (format 1 to 3). */
export function saysTeam(team: TeamRecord | null | undefined): team is TeamRecord {
  return (
    team !== null &&
    team !== undefined &&
    (team.member !== undefined || team.project !== undefined || team.review !== undefined)
  );
}
