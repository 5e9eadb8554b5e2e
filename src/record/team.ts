// A team's answers brought together: several members' files of one project, matched by question id,
// with who ticked each question and who did not, every note with its author, the disagreements and
// the differences between the checklists the files were made on. Pure: the team dialog (loaded on
// use) reads the files and shows this; nothing here changes the work on screen.

import {
  TEAM_FILES_MAX,
  allQuestions,
  isReasonKeepable,
  limitNote,
  notOurs,
  type ChecklistSnapshot,
  type SettledQuestion,
  type TeamRecord,
} from "../data";
import { createInitialChecklist } from "../data/english";
import { resolveChecklist, type ChecklistVariant, type Problem } from "../variant";
import type { LoadedAssessment } from "./parseAssessmentRecord";

/** One member's file, parsed. */
export interface TeamFile {
  readonly fileName: string;
  readonly assessment: LoadedAssessment;
}

/** A member who took part: numbered from 1, in an order that does not depend on how files came. */
export interface TeamMember {
  readonly number: number;
  /** The name the file gives; "" when it gives none (shown as "Member 2"). */
  readonly name: string;
  readonly fileName: string;
}

export interface TeamNote {
  readonly member: number;
  readonly note: string;
}

/** A member who set a question aside as "does not apply", with their reason. */
export interface TeamReason {
  readonly member: number;
  readonly reason: string;
}

/** One question of the result's checklist, as the members answered it. */
export interface MergedQuestion {
  readonly id: string;
  /** Its wording on the result's checklist (English for built-in questions). */
  readonly text: string;
  /** Members who ticked it, by number. */
  readonly tickedBy: readonly number[];
  /** Members whose checklist has it and who neither ticked it nor set it aside (open). */
  readonly notTickedBy: readonly number[];
  /** Members who set it aside as "does not apply", each with their reason; absent: none. */
  readonly setAsideBy?: readonly TeamReason[];
  /** Members whose checklist does not have it (hidden or never there). */
  readonly missingFrom: readonly number[];
  /** Every note on it, each with its author, in the members' order. */
  readonly notes: readonly TeamNote[];
  /**
   * Some ticked it and some did not; or some set it aside and others ticked it or left it open; or
   * all set it aside, with different reasons.
   */
  readonly disagreement: boolean;
}

/** A way the files' checklists differ, named for the team: never merged silently. */
export type ChecklistDifference =
  | {
      /** On the result's checklist, not on some members' (hidden there, or never added). */
      readonly kind: "missing";
      readonly id: string;
      readonly text: string;
      readonly members: readonly number[];
      /** The reason given where a member's checklist hides it; "" when it gives none. */
      readonly hidden: readonly { readonly member: number; readonly reason: string }[];
    }
  | {
      /** On some members' checklists, not the result's: left out of it, with who ticked it. */
      readonly kind: "left-out";
      readonly id: string;
      readonly text: string;
      readonly members: readonly number[];
      readonly tickedBy: readonly number[];
    }
  | {
      /** Worded differently on the members' checklists: each wording, with whose it is. */
      readonly kind: "reworded";
      readonly id: string;
      readonly wordings: readonly { readonly text: string; readonly members: readonly number[] }[];
    };

export interface TeamMerge {
  readonly members: readonly TeamMember[];
  /** The project every file that names one names; null when none does. */
  readonly project: string | null;
  /** The checklist the result is on: the one most files were made on (null: the standard one). */
  readonly variant: ChecklistVariant | null;
  /** How many files were made on it. */
  readonly onVariant: number;
  /**
   * The result's questions that any member ticked or noted: the disagreements first, then the
   * agreements, each in the checklist's order.
   */
  readonly questions: readonly MergedQuestion[];
  /** How many of the result's questions no member ticked or noted (agreed: not ticked). */
  readonly untouched: number;
  readonly differences: readonly ChecklistDifference[];
}

export type TeamMergeResult =
  | { readonly ok: true; readonly merge: TeamMerge }
  | { readonly ok: false; readonly problems: readonly Problem[] };

const refuse = (id: string, values?: Problem["values"]): TeamMergeResult => ({
  ok: false,
  problems: [values === undefined ? { id } : { id, values }],
});

/** Text compared by code unit, the same in every language and engine. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What a file holds, as one string: two files with the same are the same file twice. */
function contentOf({ assessment }: TeamFile): string {
  return JSON.stringify([
    assessment.savedAt,
    assessment.checklistVersion,
    assessment.team?.member ?? null,
    assessment.team?.project ?? null,
    assessment.variant,
    assessment.ticked,
    [...assessment.notes],
    [...(assessment.setAside ?? [])],
  ]);
}

/**
 * The members' files brought together, or why not: fewer than two files or more than
 * TEAM_FILES_MAX, the same file twice, two files from one named member, or files of two projects.
 * The order the files come in changes nothing: members are numbered by name, then file name.
 */
export function mergeTeam(
  files: readonly TeamFile[],
  standard: ChecklistSnapshot = createInitialChecklist(),
): TeamMergeResult {
  if (files.length > TEAM_FILES_MAX)
    return refuse("team.problem.tooMany", { count: files.length, max: TEAM_FILES_MAX });
  if (files.length < 2) return refuse("team.problem.tooFew");
  // Named members first, by name; then by file name; then by content, so that any order gives one.
  const keyed = files.map((file) => ({ file, content: contentOf(file) }));
  keyed.sort(
    (a, b) =>
      Number(!a.file.assessment.team?.member) - Number(!b.file.assessment.team?.member) ||
      byCode(a.file.assessment.team?.member ?? "", b.file.assessment.team?.member ?? "") ||
      byCode(a.file.fileName, b.file.fileName) ||
      byCode(a.content, b.content),
  );
  const sorted = keyed.map(({ file }) => file);
  // Refusals, each naming the files.
  const seen = new Map<string, string>();
  for (const { file, content } of keyed) {
    const other = seen.get(content);
    if (other !== undefined)
      return refuse("team.problem.sameFile", {
        fileName: notOurs(file.fileName),
        otherFileName: notOurs(other),
      });
    seen.set(content, file.fileName);
  }
  const named = new Map<string, string>();
  for (const { fileName, assessment } of sorted) {
    const name = assessment.team?.member;
    if (name === undefined) continue;
    const other = named.get(name);
    if (other !== undefined)
      return refuse("team.problem.sameMember", {
        name: notOurs(name),
        fileName: notOurs(fileName),
        otherFileName: notOurs(other),
      });
    named.set(name, fileName);
  }
  let project: { name: string; fileName: string } | null = null;
  for (const { fileName, assessment } of sorted) {
    const name = assessment.team?.project;
    if (name === undefined) continue;
    if (project === null) project = { name, fileName };
    else if (project.name !== name)
      return refuse("team.problem.twoProjects", {
        fileName: notOurs(fileName),
        project: notOurs(name),
        otherFileName: notOurs(project.fileName),
        otherProject: notOurs(project.name),
      });
  }

  const members: TeamMember[] = sorted.map(({ fileName, assessment }, index) => ({
    number: index + 1,
    name: assessment.team?.member ?? "",
    fileName,
  }));
  // Each member's checklist, resolved: the questions it has, by id, with their wording.
  const checklists = sorted.map(({ assessment }) => {
    const checklist = assessment.variant
      ? resolveChecklist(standard, assessment.variant.changes)
      : standard;
    return new Map(allQuestions([...checklist]).map((q) => [q.id, q.text]));
  });
  // The result's checklist: the one most files were made on; on a tie, the standard one if it is
  // among them, else the first by its content, so that the order of files does not decide.
  const counts = new Map<string, { variant: ChecklistVariant | null; count: number }>();
  for (const { assessment } of sorted) {
    const key = assessment.variant === null ? "" : JSON.stringify(assessment.variant);
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { variant: assessment.variant, count: 1 });
  }
  const [chosenKey, chosen] = [...counts].sort(
    ([keyA, a], [keyB, b]) => b.count - a.count || byCode(keyA, keyB),
  )[0] ?? ["", { variant: null, count: 0 }];
  const resultChecklist = chosen.variant
    ? resolveChecklist(standard, chosen.variant.changes)
    : standard;
  const resultQuestions = allQuestions([...resultChecklist]);
  const inResult = new Set(resultQuestions.map((q) => q.id));

  const tickedSets = sorted.map(({ assessment }) => new Set(assessment.ticked));
  const reasons = sorted.map(({ assessment }) => assessment.setAside ?? new Map<string, string>());
  const questions: MergedQuestion[] = [];
  let untouched = 0;
  for (const { id, text } of resultQuestions) {
    const tickedBy: number[] = [];
    const notTickedBy: number[] = [];
    const missingFrom: number[] = [];
    const notes: TeamNote[] = [];
    const setAsideBy: TeamReason[] = [];
    sorted.forEach(({ assessment }, index) => {
      const member = index + 1;
      if (!checklists[index]?.has(id)) {
        missingFrom.push(member);
        return;
      }
      const reason = reasons[index]?.get(id);
      if (tickedSets[index]?.has(id)) tickedBy.push(member);
      else if (reason !== undefined) setAsideBy.push({ member, reason });
      else notTickedBy.push(member);
      const note = assessment.notes.get(id);
      if (note !== undefined) notes.push({ member, note });
    });
    if (tickedBy.length === 0 && notes.length === 0 && setAsideBy.length === 0) {
      untouched += 1;
      continue;
    }
    const states = [tickedBy, notTickedBy, setAsideBy].filter((list) => list.length > 0).length;
    const reasonsGiven = new Set(setAsideBy.map((r) => r.reason.trim())).size;
    questions.push({
      id,
      text,
      tickedBy,
      notTickedBy,
      ...(setAsideBy.length === 0 ? {} : { setAsideBy }),
      missingFrom,
      notes,
      disagreement: states > 1 || reasonsGiven > 1,
    });
  }
  // Disagreements first; each group keeps the checklist's order (the sort is stable).
  questions.sort((a, b) => Number(b.disagreement) - Number(a.disagreement));

  const differences: ChecklistDifference[] = [];
  const hiddenBy = sorted.map(
    ({ assessment }) =>
      new Map((assessment.variant?.changes.hiddenQuestions ?? []).map((h) => [h.id, h.reason])),
  );
  for (const { id, text } of resultQuestions) {
    const missing = members.filter((_, index) => !checklists[index]?.has(id)).map((m) => m.number);
    if (missing.length > 0)
      differences.push({
        kind: "missing",
        id,
        text,
        members: missing,
        hidden: missing.flatMap((member) => {
          const reason = hiddenBy[member - 1]?.get(id);
          return reason === undefined ? [] : [{ member, reason }];
        }),
      });
    const wordings = new Map<string, number[]>();
    checklists.forEach((checklist, index) => {
      const wording = checklist.get(id);
      if (wording === undefined) return;
      const list = wordings.get(wording) ?? [];
      list.push(index + 1);
      wordings.set(wording, list);
    });
    if (wordings.size > 1)
      differences.push({
        kind: "reworded",
        id,
        wordings: [...wordings].map(([wording, list]) => ({ text: wording, members: list })),
      });
  }
  // Questions only other checklists have: left out of the result, named with who ticked them. In
  // the order of their first checklist, the members' order.
  const leftOut = new Map<string, { text: string; members: number[]; tickedBy: number[] }>();
  checklists.forEach((checklist, index) => {
    for (const [id, text] of checklist) {
      if (inResult.has(id)) continue;
      const entry = leftOut.get(id) ?? { text, members: [], tickedBy: [] };
      entry.members.push(index + 1);
      if (tickedSets[index]?.has(id)) entry.tickedBy.push(index + 1);
      leftOut.set(id, entry);
    }
  });
  for (const [id, entry] of leftOut) differences.push({ kind: "left-out", id, ...entry });

  return {
    ok: true,
    merge: {
      members,
      project: project?.name ?? null,
      variant: chosenKey === "" ? null : chosen.variant,
      onVariant: chosen.count,
      questions,
      untouched,
      differences,
    },
  };
}

/**
 * The team's choices: each question's tick, by id, and the notes left out, by question and member.
 * A question chosen not ticked is set aside when `setAside` holds a reason for it, else open.
 */
export interface TeamChoices {
  readonly ticked: ReadonlyMap<string, boolean>;
  /** The reason of each question settled as set aside ("does not apply"); absent: none. */
  readonly setAside?: ReadonlyMap<string, string>;
  /** `${questionId} ${member}` of each note the team chose not to keep. */
  readonly notesLeftOut: ReadonlySet<string>;
}

/** The key a note is left out by, in TeamChoices. */
export function noteKey(questionId: string, member: number): string {
  return `${questionId} ${member}`;
}

/** The questions still to settle: a disagreement, or an agreement not yet accepted, with no choice. */
export function unsettled(merge: TeamMerge, choices: TeamChoices): readonly MergedQuestion[] {
  return merge.questions.filter((q) => !choices.ticked.has(q.id));
}

/** Every agreement's choice made: what all members answered (set aside, with their reason). */
export function withAgreementsAccepted(merge: TeamMerge, choices: TeamChoices): TeamChoices {
  const ticked = new Map(choices.ticked);
  const setAside = new Map(choices.setAside ?? []);
  for (const q of merge.questions) {
    if (q.disagreement || ticked.has(q.id)) continue;
    ticked.set(q.id, q.tickedBy.length > 0);
    const reason = q.setAsideBy?.[0]?.reason;
    if (q.tickedBy.length === 0 && reason !== undefined) setAside.set(q.id, reason);
  }
  return { ...choices, ticked, ...(setAside.size === 0 ? {} : { setAside }) };
}

/** What "Use as the assessment" opens: the ticks and notes chosen, on the result's checklist. */
export interface TeamResult {
  readonly ticked: readonly string[];
  readonly notes: ReadonlyMap<string, string>;
  /** The questions settled or agreed as set aside, with their reasons. */
  readonly setAside: ReadonlyMap<string, string>;
  readonly variant: ChecklistVariant | null;
  readonly team: TeamRecord;
  /** Questions whose notes, together, were longer than a note may be: cut. */
  readonly cutNotes: readonly string[];
}

/**
 * The result, once every question is settled (unsettled questions are taken as not ticked): the
 * notes kept, each after its author's name ("Ana: …"), one paragraph each, cut to a note's length;
 * the team review records who took part and, for each disagreement, what was chosen and who had
 * ticked it. `memberName` names a member in the notes (a name, or "Member 2" in the language on
 * screen); `date` is the review's, YYYY-MM-DD.
 */
export function teamResult(
  merge: TeamMerge,
  choices: TeamChoices,
  date: string,
  memberName: (member: TeamMember) => string,
): TeamResult {
  const ticked: string[] = [];
  const notes = new Map<string, string>();
  const setAside = new Map<string, string>();
  const cutNotes: string[] = [];
  const settled: SettledQuestion[] = [];
  const byName = new Map(merge.members.map((m) => [m.number, memberName(m)]));
  // The disagreements come first, in the checklist's order: so the review keeps them.
  for (const q of merge.questions) {
    const tick = choices.ticked.get(q.id) ?? false;
    if (tick) ticked.push(q.id);
    // A reason only a set-aside question keeps, and only one a question may hold.
    const reason = tick ? undefined : choices.setAside?.get(q.id);
    const aside = reason !== undefined && isReasonKeepable(reason) ? reason : undefined;
    if (aside !== undefined) setAside.set(q.id, aside);
    const kept = q.notes.filter((n) => !choices.notesLeftOut.has(noteKey(q.id, n.member)));
    if (kept.length > 0) {
      const whole = kept.map((n) => `${byName.get(n.member) ?? ""}: ${n.note}`).join("\n\n");
      const cut = limitNote(whole);
      if (cut !== whole) cutNotes.push(q.id);
      notes.set(q.id, cut);
    }
    if (q.disagreement)
      settled.push({
        id: q.id,
        ticked: tick,
        tickedBy: [...q.tickedBy],
        ...(aside === undefined ? {} : { setAside: aside }),
        ...(q.setAsideBy === undefined ? {} : { setAsideBy: q.setAsideBy.map((r) => r.member) }),
      });
  }
  const project = merge.project;
  return {
    ticked,
    notes,
    setAside,
    variant: merge.variant,
    cutNotes,
    team: {
      ...(project === null ? {} : { project }),
      review: { date, members: merge.members.map((m) => m.name), settled },
    },
  };
}
