// The checklist's state tree and its events (spec §3–§4). Counts and progress are derived, never stored,
// from the checklist in use: the built-in one, or a field's variant of it, resolved.

import { castDraft, original, produce, type Draft } from "immer";
import {
  PHASES_MAX,
  allQuestions,
  type Assessment,
  type RecordedPhase,
  contentSignature,
  createChecklist,
  withBuiltInWords,
  type ChecklistText,
  limitNote,
  limitSetAsideReason,
  subPrincipleQuestions,
  type Principle,
  type Question,
  type TeamRecord,
} from "../../data";
import { EMPTY_CHANGES, type ChecklistVariant } from "../../variant";

export interface ChecklistState {
  /**
   * The assessment, one value: the checklist in use (the built-in data set, or the variant's
   * resolution of it) with each question's `checked` flag and note (the only things ticking and
   * writing change), the variant it is on, the phases kept and what it says of its team. Reset
   * leaves its phases and team (it clears the work in progress, not what was kept); an Open
   * replaces all of it. Phases are frozen records, replaced whole, never edited.
   */
  assessment: Assessment;
  expandedPrinciples: ReadonlySet<string>;
  expandedSubPrinciples: ReadonlySet<string>;
  /**
   * What the last reset cleared, while its Undo is on offer: ticks, notes and expansion as they were.
   * Null once undone, expired, or overtaken by a new tick or note (undoing then would lose that work).
   */
  beforeReset: ChecklistState | null;
  /**
   * contentSignature of what was last saved, exported or opened (of the built-in data set at first):
   * the page asks before it is left holding anything else. Reset and Undo leave it as it is.
   */
  kept: string;
  /**
   * The built-in checklist's words in the language on screen. Its principles, sub-principles,
   * sub-items and questions are in that language; a field's own words (with a `lang`) stay as
   * written.
   */
  text: ChecklistText;
  /** The phase shown, read only, in the checklist's place (its index in the phases); null for none. */
  viewedPhase: number | null;
}

/** What an opened file brings (src/record's LoadedAssessment, in the checklist's terms). */
export interface OpenedAssessment {
  readonly ticked: readonly string[];
  readonly notes: ReadonlyMap<string, string>;
  /** The reasons of the questions set aside, by id; absent: none (every file before format 5). */
  readonly setAside?: ReadonlyMap<string, string>;
  /** The checklist it was made on; absent or null: the standard checklist. */
  readonly variant?: ChecklistVariant | null;
  /**
   * The checklist `variant` resolves to, unticked, in the language on screen (variantChecklist.ts'
   * `openedOn`): the reducer resolves no variant itself. Needed with a variant.
   */
  readonly checklist?: Principle[];
  /** The phases it keeps; absent: none (a file saved without phases, or a checklist file). */
  readonly phases?: readonly RecordedPhase[];
  /** What it says of its team; absent: nothing. */
  readonly team?: TeamRecord | null;
}

export type ChecklistEvent =
  | { type: "questionToggled"; questionId: string }
  | { type: "noteChanged"; questionId: string; text: string }
  /**
   * Set aside as "does not apply" with `reason`, or its reason changed. A tick goes: a question is
   * never both. A blank reason changes nothing (the field refuses one before it gets here).
   */
  | { type: "setAsideChanged"; questionId: string; reason: string }
  /** It applies again: open, its reason dropped. */
  | { type: "setAsideCleared"; questionId: string }
  | { type: "principleToggled"; principleId: string }
  | { type: "subPrincipleToggled"; subPrincipleId: string }
  /**
   * Exactly these sections open, every other closed: the filter above the checklist opens those
   * holding what it found, and, cleared, those that were open before it.
   */
  | { type: "sectionsShown"; principleIds: readonly string[]; subPrincipleIds: readonly string[] }
  | { type: "reset" }
  | { type: "resetUndone" }
  | { type: "resetUndoExpired" }
  | { type: "kept"; assessment: Assessment }
  | { type: "assessmentOpened"; assessment: OpenedAssessment }
  /**
   * The Team dialog's result used as the assessment: it replaces the work as an Open does, but it
   * was made here, not read from a file, so what was last kept stays what it was.
   */
  | { type: "teamResultUsed"; assessment: OpenedAssessment }
  /** `checklist`: what `variant` resolves to, unticked (variantChecklist.ts' `checklistChangedTo`). */
  | { type: "checklistChanged"; variant: ChecklistVariant; checklist: Principle[] }
  | { type: "standardChecklistRestored" }
  | { type: "languageChanged"; text: ChecklistText }
  | { type: "phasesChanged"; phases: readonly RecordedPhase[] }
  | { type: "phaseViewed"; index: number | null }
  | { type: "teamChanged"; team: TeamRecord | null };

/**
 * What the page holds, as one string, to compare with what was last kept in a file: the ticks and
 * notes (contentSignature), the phases when there are any, and what it says of its team (the names
 * typed in the Team dialog, the review) when it says anything, so that with neither it is exactly
 * what it was before phases existed.
 */
export function keptSignature({ checklist, phases, team }: Assessment): string {
  const signature = contentSignature(checklist);
  // The team's parts by name, not the object: a name typed again builds it in another key order.
  return phases.length === 0 && team === null
    ? signature
    : `${signature}\u0002${JSON.stringify([phases, team?.member, team?.project, team?.review])}`;
}

/**
 * The checklist in use on `variant`, unticked: the built-in one for none; else `resolved`, what the
 * variant resolves to, which the event that brings it carries. The reducer resolves no variant
 * itself: the first load carries the reducer, and only the parts that bring a variant, loaded on
 * first use, carry the resolution (variantChecklist.ts; decision 0024).
 */
function checklistOn(
  variant: ChecklistVariant | null,
  text: ChecklistText,
  resolved: readonly Readonly<Principle>[] | undefined,
): Principle[] {
  if (!variant) return createChecklist(text);
  if (!resolved) throw new Error("A variant without its checklist");
  return withoutWork(resolved);
}

/**
 * A fresh copy of `checklist`, every question unticked and without its note: the same questions,
 * words and ids. A copy, since the reducer may run twice on one event (React replays an update),
 * and the event's own objects are frozen with the state the first run made.
 */
function withoutWork(checklist: readonly Readonly<Principle>[]): Principle[] {
  // Plain data, as a saved file holds it: a JSON copy is whole.
  const fresh = JSON.parse(JSON.stringify(checklist)) as Principle[];
  for (const question of allQuestions(fresh)) {
    question.checked = false;
    delete question.note;
    delete question.setAside;
  }
  return fresh;
}

/**
 * The state a page starts in, in the language `text` speaks: on the standard checklist, or on a
 * variant, with the checklist it resolves to (variantChecklist.ts' `checklistOn`).
 */
export function createInitialState(
  text: ChecklistText,
  variant: ChecklistVariant | null = null,
  resolved?: readonly Readonly<Principle>[],
): ChecklistState {
  return {
    assessment: {
      checklist: checklistOn(variant, text, resolved),
      variant,
      phases: [],
      team: null,
      project: null,
    },
    expandedPrinciples: new Set(),
    expandedSubPrinciples: new Set(),
    beforeReset: null,
    kept: "",
    text,
    viewedPhase: null,
  };
}

function findQuestion(draft: Draft<ChecklistState>, questionId: string): Draft<Question> | null {
  for (const principle of draft.assessment.checklist) {
    for (const sub of principle.subprinciples) {
      const question = subPrincipleQuestions(sub).find((q) => q.id === questionId);
      if (question) return question;
    }
  }
  return null;
}

/** Ticking a set-aside question drops its reason (the page asks first): never both. */
function questionToggled(draft: Draft<ChecklistState>, questionId: string): void {
  const question = findQuestion(draft, questionId);
  if (!question) return;
  question.checked = !question.checked;
  if (question.checked) delete question.setAside;
  draft.beforeReset = null;
}

/**
 * Kept as typed (as a note is), cut to SET_ASIDE_REASON_MAX_LENGTH; a reason of white space alone
 * is none, and changes nothing.
 */
function setAsideChanged(draft: Draft<ChecklistState>, questionId: string, reason: string): void {
  const question = findQuestion(draft, questionId);
  const kept = limitSetAsideReason(reason);
  if (!question || kept.trim() === "") return;
  if (question.setAside === kept && !question.checked) return;
  question.setAside = kept;
  question.checked = false;
  draft.beforeReset = null;
}

function setAsideCleared(draft: Draft<ChecklistState>, questionId: string): void {
  const question = findQuestion(draft, questionId);
  if (!question || question.setAside === undefined) return;
  delete question.setAside;
  draft.beforeReset = null;
}

/** Kept as typed (white space too, or typing "a b" would lose its space); "" removes the note. */
function noteChanged(draft: Draft<ChecklistState>, questionId: string, text: string): void {
  const question = findQuestion(draft, questionId);
  if (!question) return;
  const note = limitNote(text);
  if ((question.note ?? "") === note) return;
  if (note === "") delete question.note;
  else question.note = note;
  draft.beforeReset = null;
}

/**
 * The sets of expanded ids as they were before this event. They are read here and replaced whole,
 * never read through the draft: immer drafts a set only with its Map/Set plugin, which would add
 * 0.9 KiB to the first load for two sets of ids.
 */
function expansion(
  draft: Draft<ChecklistState>,
): Pick<ChecklistState, "expandedPrinciples" | "expandedSubPrinciples"> {
  const { expandedPrinciples, expandedSubPrinciples } = original(draft) as ChecklistState;
  return { expandedPrinciples, expandedSubPrinciples };
}

/** `set` with `ids` in it (`present`) or out of it: a new set, `set` unchanged. */
function withIds(set: ReadonlySet<string>, ids: Iterable<string>, present: boolean): Set<string> {
  const next = new Set(set);
  for (const id of ids) {
    if (present) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** A principle carries its sub-principles with it: expanding opens all of them, collapsing closes all. */
function principleToggled(draft: Draft<ChecklistState>, principleId: string): void {
  const principle = draft.assessment.checklist.find((p) => p.id === principleId);
  if (!principle) return;
  const { expandedPrinciples, expandedSubPrinciples } = expansion(draft);
  const expanding = !expandedPrinciples.has(principleId);
  draft.expandedPrinciples = withIds(expandedPrinciples, [principleId], expanding);
  draft.expandedSubPrinciples = withIds(
    expandedSubPrinciples,
    principle.subprinciples.map((sub) => sub.id),
    expanding,
  );
}

function subPrincipleToggled(draft: Draft<ChecklistState>, subPrincipleId: string): void {
  const exists = draft.assessment.checklist.some((p) =>
    p.subprinciples.some((s) => s.id === subPrincipleId),
  );
  if (!exists) return;
  const { expandedSubPrinciples } = expansion(draft);
  draft.expandedSubPrinciples = withIds(
    expandedSubPrinciples,
    [subPrincipleId],
    !expandedSubPrinciples.has(subPrincipleId),
  );
}

/**
 * An opened file replaces every tick and note (a question the file leaves out is unticked, without a
 * note), expands the principles that now hold any, and ends any Undo on offer: undoing a reset now
 * would throw away what was opened. Sections already open stay open.
 */
function assessmentOpened(
  draft: Draft<ChecklistState>,
  assessment: OpenedAssessment,
  fromFile: boolean,
): void {
  // A file is opened on the checklist it was made on: one saved before variants existed, on the
  // standard one. The checklist is rebuilt only when that differs from the one in use.
  const variant = assessment.variant ?? null;
  const current = original(draft)?.assessment.variant ?? null;
  const work = draft.assessment;
  if (JSON.stringify(current) !== JSON.stringify(variant)) work.variant = castDraft(variant);
  if (!sameChanges(current, variant))
    work.checklist = castDraft(checklistOn(variant, draft.text, assessment.checklist));
  const ticked = new Set(assessment.ticked);
  const setAside = assessment.setAside ?? new Map<string, string>();
  const opened: string[] = [];
  const openedSubs: string[] = [];
  for (const principle of work.checklist) {
    let holdsWork = false;
    for (const sub of principle.subprinciples) {
      for (const question of subPrincipleQuestions(sub)) {
        question.checked = ticked.has(question.id);
        const note = limitNote(assessment.notes.get(question.id) ?? "");
        if (note === "") delete question.note;
        else question.note = note;
        // A file never holds both (the parser refuses it); should a caller, the tick wins.
        const reason = question.checked ? "" : limitSetAsideReason(setAside.get(question.id) ?? "");
        if (reason.trim() === "") delete question.setAside;
        else question.setAside = reason;
        holdsWork ||= question.checked || note !== "" || question.setAside !== undefined;
      }
    }
    if (holdsWork) {
      opened.push(principle.id);
      for (const sub of principle.subprinciples) openedSubs.push(sub.id);
    }
  }
  const { expandedPrinciples, expandedSubPrinciples } = expansion(draft);
  draft.expandedPrinciples = withIds(expandedPrinciples, opened, true);
  draft.expandedSubPrinciples = withIds(expandedSubPrinciples, openedSubs, true);
  draft.beforeReset = null;
  work.phases = castDraft(assessment.phases ?? []);
  draft.viewedPhase = null;
  work.team = castDraft(assessment.team ?? null);
  // A file holds what it brings; work made here (a team's result) is in no file yet.
  if (fromFile) draft.kept = keptSignature(work);
}

function sameChanges(a: ChecklistVariant | null, b: ChecklistVariant | null): boolean {
  return (
    JSON.stringify(a?.changes ?? EMPTY_CHANGES) === JSON.stringify(b?.changes ?? EMPTY_CHANGES)
  );
}

/**
 * The checklist is now on `variant` (null: the standard one). Ticks and notes stay with the
 * questions still in it, by id (a reworded question keeps its id, so keeps them too); those on
 * questions no longer in it are dropped (workLostBy says how many, for the page to ask first). An
 * Undo of a reset on offer ends: it would bring back the old checklist. A change of title, version
 * or publisher alone leaves the checklist, and every section, as it is.
 */
function checklistChanged(
  draft: Draft<ChecklistState>,
  variant: ChecklistVariant | null,
  resolved?: Principle[],
): void {
  const before = original(draft);
  draft.assessment.variant = castDraft(variant);
  draft.beforeReset = null;
  if (before && before.assessment.variant?.changes === variant?.changes) return;
  const held = new Map(
    (before?.assessment.checklist ?? [])
      .flatMap((p) => p.subprinciples.flatMap(subPrincipleQuestions))
      .map((q) => [q.id, q]),
  );
  const principles = checklistOn(variant, before?.text ?? draft.text, resolved);
  for (const principle of principles)
    for (const sub of principle.subprinciples)
      for (const question of subPrincipleQuestions(sub)) {
        const was = held.get(question.id);
        if (!was) continue;
        question.checked = was.checked;
        if (was.note !== undefined) question.note = was.note;
        if (was.setAside !== undefined) question.setAside = was.setAside;
      }
  draft.assessment.checklist = principles;
}

/**
 * The one reducer, as an immer recipe: it mutates a draft, which immer turns into a new state
 * that shares every untouched branch with the old one (so unchanged sections skip re-rendering).
 */
export function checklistRecipe(
  draft: Draft<ChecklistState>,
  event: ChecklistEvent,
): ChecklistState | undefined {
  switch (event.type) {
    case "questionToggled":
      questionToggled(draft, event.questionId);
      return undefined;
    case "noteChanged":
      noteChanged(draft, event.questionId, event.text);
      return undefined;
    case "setAsideChanged":
      setAsideChanged(draft, event.questionId, event.reason);
      return undefined;
    case "setAsideCleared":
      setAsideCleared(draft, event.questionId);
      return undefined;
    case "principleToggled":
      principleToggled(draft, event.principleId);
      return undefined;
    case "subPrincipleToggled":
      subPrincipleToggled(draft, event.subPrincipleId);
      return undefined;
    case "sectionsShown":
      draft.expandedPrinciples = new Set(event.principleIds);
      draft.expandedSubPrinciples = new Set(event.subPrincipleIds);
      return undefined;
    case "reset": {
      // Returning a value replaces the draft wholesale: reset is the checklist in use, unticked,
      // not an edit; the variant stays (a reset clears work, not the field's checklist). The state
      // before it is kept as it was (immer's frozen originals, shared, not copied).
      const before = original(draft);
      // The phases kept stay: a reset clears the work in progress, not what was kept of it. On a
      // variant, the checklist in use unticked is the one it resolves to, without resolving it.
      const variant = before?.assessment.variant ?? null;
      const fresh = createInitialState(draft.text, variant, before?.assessment.checklist);
      return {
        ...fresh,
        assessment: {
          ...fresh.assessment,
          phases: before?.assessment.phases ?? [],
          team: before?.assessment.team ?? null,
        },
        beforeReset: before ? { ...before, beforeReset: null } : null,
        kept: draft.kept,
      };
    }
    case "resetUndone": {
      // The ticks and notes come back; the phases are the ones kept now, a phase kept since included.
      const now = original(draft);
      const before = now?.beforeReset;
      return before && now
        ? {
            ...before,
            assessment: { ...before.assessment, phases: now.assessment.phases },
            beforeReset: null,
            kept: draft.kept,
            viewedPhase: null,
          }
        : undefined;
    }
    case "resetUndoExpired":
      draft.beforeReset = null;
      return undefined;
    case "kept":
      draft.kept = keptSignature(event.assessment);
      return undefined;
    case "phasesChanged":
      // The list as the Phases dialog works it out (src/record's phase functions, loaded on first
      // use, so that the first load carries none of them); past PHASES_MAX, nothing changes. The
      // dialog is not on offer while a phase is on view, so no phase on view is ever deleted.
      if (event.phases.length <= PHASES_MAX) draft.assessment.phases = castDraft(event.phases);
      return undefined;
    case "phaseViewed":
      // An index past the list shows nothing: the page shows the phase at it, if there is one.
      draft.viewedPhase = event.index;
      return undefined;
    case "teamChanged":
      draft.assessment.team = castDraft(event.team);
      return undefined;
    case "assessmentOpened":
      assessmentOpened(draft, event.assessment, true);
      return undefined;
    case "teamResultUsed":
      assessmentOpened(draft, event.assessment, false);
      return undefined;
    case "checklistChanged":
      checklistChanged(draft, event.variant, event.checklist);
      return undefined;
    case "standardChecklistRestored":
      checklistChanged(draft, null);
      return undefined;
    case "languageChanged":
      // An Undo on offer brings back the same work, in the language now on screen.
      draft.text = event.text;
      draft.assessment.checklist = withBuiltInWords(draft.assessment.checklist, event.text);
      if (draft.beforeReset) {
        draft.beforeReset.text = event.text;
        draft.beforeReset.assessment.checklist = castDraft(
          withBuiltInWords(draft.beforeReset.assessment.checklist, event.text),
        );
      }
      return undefined;
  }
}

/**
 * Whether `event` replaces the work on screen or changes what the checklist is (its questions, or a
 * past phase shown in its place). What was said of the work before it (Opened, Saved: a file's name
 * and the ticks and notes it holds) no longer describes what is on screen, and is cleared
 * (ChecklistProvider tells whoever says such things: useWhenWorkReplaced). A tick, a note or a name
 * typed changes the work, not what it is: what was said stays, true of the moment it was said.
 */
export function replacesWork(event: ChecklistEvent): boolean {
  switch (event.type) {
    case "assessmentOpened":
    case "teamResultUsed":
    case "checklistChanged":
    case "standardChecklistRestored":
    case "reset":
    case "resetUndone":
      return true;
    case "phaseViewed":
      return event.index !== null;
    default:
      return false;
  }
}

/** The pure form of the reducer: old state and event in, new state out. */
export function reduceChecklist(state: ChecklistState, event: ChecklistEvent): ChecklistState {
  // castDraft: a state the recipe returns whole (reset, Undo) holds the variant's readonly lists,
  // which immer's draft type would have writable; the value is the same.
  return produce(state, (draft) => castDraft(checklistRecipe(draft, event)));
}
