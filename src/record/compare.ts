// What changed between two states of an assessment (two phases, a phase and the work now, two
// files): per principle, in the checklist's order, the questions newly ticked or no longer ticked,
// newly set aside as "does not apply", no longer set aside or with their reason changed, the notes
// added, changed or removed, and, when the two checklists differ, the questions added,
// reworded, hidden or no longer there. Only what changed; pure, and loaded with the code that
// compares (none of it is in the first load).

import type { ChecklistSnapshot, Principle, Question } from "../data";
import { limitNote, noteOf, setAsideReasonOf, subPrincipleQuestions } from "../data";
import { resolveChecklist, type ChecklistVariant } from "../variant";

/**
 * One side of a comparison: the checklist it was made on, resolved (wording, in the language on
 * screen for the built-in questions), each question with its tick and note; and the variant it
 * resolves from (null: the standard checklist), whose hidden questions' reasons are said.
 */
export interface ComparisonSide {
  readonly checklist: ChecklistSnapshot;
  readonly variant: ChecklistVariant | null;
}

/** The kinds of change, in the order every view and report lists them within a principle. */
export const COMPARISON_KINDS = [
  "ticked",
  "unticked",
  "setAside",
  "noLongerSetAside",
  "setAsideReasonChanged",
  "noteAdded",
  "noteChanged",
  "noteRemoved",
  "questionAdded",
  "questionReworded",
  "questionHidden",
  "questionRemoved",
] as const;
export type ComparisonKind = (typeof COMPARISON_KINDS)[number];

/** A question as a change names it: its wording (the newer side's where it is on both). */
export interface ComparedQuestion {
  readonly id: string;
  readonly text: string;
  /** The language of its words when they are a field's own (BCP 47); absent for built-in ones. */
  readonly lang?: string;
  /** Where it sits: its sub-principle's name, and its sub-item's (null for none). */
  readonly subPrinciple: string;
  readonly subItem: string | null;
}

/** A question on one side only, as it stood there: ticked or not, and its note ("" for none). */
interface OneSided {
  readonly ticked: boolean;
  readonly note: string;
}

export type ComparisonEntry =
  | { readonly kind: "ticked" | "unticked"; readonly question: ComparedQuestion }
  | {
      /** Set aside as "does not apply" now and not before; `reason` is the reason now. */
      readonly kind: "setAside";
      readonly question: ComparedQuestion;
      readonly reason: string;
    }
  | {
      /** Set aside before and not now (ticked, or open again); `reason` is the reason it had. */
      readonly kind: "noLongerSetAside";
      readonly question: ComparedQuestion;
      readonly reason: string;
    }
  | {
      readonly kind: "setAsideReasonChanged";
      readonly question: ComparedQuestion;
      readonly before: string;
      readonly after: string;
    }
  | { readonly kind: "noteAdded"; readonly question: ComparedQuestion; readonly note: string }
  | {
      readonly kind: "noteChanged";
      readonly question: ComparedQuestion;
      readonly before: string;
      readonly after: string;
    }
  | { readonly kind: "noteRemoved"; readonly question: ComparedQuestion; readonly note: string }
  | ({ readonly kind: "questionAdded"; readonly question: ComparedQuestion } & OneSided)
  | {
      readonly kind: "questionReworded";
      readonly question: ComparedQuestion;
      /** The wording before; the question's `text` is the wording now. */
      readonly before: string;
      readonly beforeLang?: string;
    }
  | ({
      readonly kind: "questionHidden";
      readonly question: ComparedQuestion;
      /** The field's reason, as written ("" when none was given). */
      readonly reason: string;
      readonly reasonLang?: string;
    } & OneSided)
  | ({ readonly kind: "questionRemoved"; readonly question: ComparedQuestion } & OneSided);

/** The entries of one kind, in the checklist's order. */
export interface ComparisonGroup {
  readonly kind: ComparisonKind;
  readonly entries: readonly ComparisonEntry[];
}

/** A principle with at least one change: its groups in COMPARISON_KINDS' order, none empty. */
export interface PrincipleComparison {
  readonly id: string;
  readonly name: string;
  readonly groups: readonly ComparisonGroup[];
}

export interface Comparison {
  /** Only the principles where something changed, in the checklist's order. */
  readonly principles: readonly PrincipleComparison[];
  /** How many changes of each kind, every kind named (0 for none). */
  readonly counts: { readonly [kind in ComparisonKind]: number };
  readonly total: number;
}

interface Located {
  readonly question: Question;
  readonly compared: ComparedQuestion;
  readonly principle: number;
}

function locate(checklist: ChecklistSnapshot): Map<string, Located> {
  const found = new Map<string, Located>();
  checklist.forEach((principle, index) => {
    for (const sub of principle.subprinciples) {
      for (const group of [sub, ...(sub.subItems ?? [])]) {
        for (const question of group.questions) {
          const compared: ComparedQuestion = {
            id: question.id,
            text: question.text,
            ...(question.lang === undefined ? {} : { lang: question.lang }),
            subPrinciple: sub.name,
            subItem: group === sub ? null : group.name,
          };
          found.set(question.id, { question, compared, principle: index });
        }
      }
    }
  });
  return found;
}

const oneSided = (question: Question): OneSided => ({
  ticked: question.checked,
  note: noteOf(question),
});

function hiddenReasons(variant: ChecklistVariant | null): Map<string, string> {
  return new Map((variant?.changes.hiddenQuestions ?? []).map((h) => [h.id, h.reason]));
}

/**
 * What changed from `before` to `after`. Questions are matched by id. A question on both sides
 * says its tick and note changes (a note compared as a report shows it: trimmed, white space
 * alone none); one on one side only is added, hidden (the newer side's variant hides it, with its
 * reason) or no longer there, with its tick and note as it stood, and says no tick or note change.
 * The principles are the newer side's, in its order, then any only the older side has.
 */
export function compareAssessments(before: ComparisonSide, after: ComparisonSide): Comparison {
  const was = locate(before.checklist);
  const now = locate(after.checklist);
  const hiddenNow = hiddenReasons(after.variant);
  const hiddenLang = after.variant?.language;
  const principleOrder: { id: string; name: string }[] = [];
  const byPrinciple = new Map<string, ComparisonEntry[]>();
  const add = (principle: Readonly<Principle>, entry: ComparisonEntry) => {
    let entries = byPrinciple.get(principle.id);
    if (entries === undefined) {
      entries = [];
      byPrinciple.set(principle.id, entries);
    }
    entries.push(entry);
  };
  const principles = [...after.checklist];
  for (const principle of before.checklist)
    if (!principles.some((p) => p.id === principle.id)) principles.push(principle);
  for (const principle of principles) principleOrder.push(principle);

  for (const [id, { question, compared, principle }] of now) {
    const atPrinciple = after.checklist[principle];
    if (atPrinciple === undefined) continue;
    const old = was.get(id);
    if (old === undefined) {
      add(atPrinciple, { kind: "questionAdded", question: compared, ...oneSided(question) });
      continue;
    }
    if (old.question.text !== question.text)
      add(atPrinciple, {
        kind: "questionReworded",
        question: compared,
        before: old.question.text,
        ...(old.question.lang === undefined ? {} : { beforeLang: old.question.lang }),
      });
    if (question.checked !== old.question.checked)
      add(atPrinciple, { kind: question.checked ? "ticked" : "unticked", question: compared });
    // Set aside, as a report counts it (src/data's questionState): a ticked question is ticked
    // whatever reason it still has, and a reason is compared trimmed, as a report shows it.
    const oldReason = old.question.checked ? "" : setAsideReasonOf(old.question);
    const newReason = question.checked ? "" : setAsideReasonOf(question);
    const wasSetAside = oldReason !== "";
    const isSetAside = newReason !== "";
    if (isSetAside && !wasSetAside)
      add(atPrinciple, { kind: "setAside", question: compared, reason: newReason });
    else if (wasSetAside && !isSetAside)
      add(atPrinciple, { kind: "noLongerSetAside", question: compared, reason: oldReason });
    else if (isSetAside && oldReason !== newReason)
      add(atPrinciple, {
        kind: "setAsideReasonChanged",
        question: compared,
        before: oldReason,
        after: newReason,
      });
    const oldNote = noteOf(old.question);
    const newNote = noteOf(question);
    if (oldNote !== newNote)
      add(
        atPrinciple,
        oldNote === ""
          ? { kind: "noteAdded", question: compared, note: newNote }
          : newNote === ""
            ? { kind: "noteRemoved", question: compared, note: oldNote }
            : { kind: "noteChanged", question: compared, before: oldNote, after: newNote },
      );
  }
  for (const [id, { question, compared, principle }] of was) {
    if (now.has(id)) continue;
    const atPrinciple = before.checklist[principle];
    if (atPrinciple === undefined) continue;
    const reason = hiddenNow.get(id);
    add(
      atPrinciple,
      reason === undefined
        ? { kind: "questionRemoved", question: compared, ...oneSided(question) }
        : {
            kind: "questionHidden",
            question: compared,
            reason,
            ...(hiddenLang === undefined ? {} : { reasonLang: hiddenLang }),
            ...oneSided(question),
          },
    );
  }

  const counts = Object.fromEntries(COMPARISON_KINDS.map((kind) => [kind, 0])) as Record<
    ComparisonKind,
    number
  >;
  let total = 0;
  const compared: PrincipleComparison[] = [];
  for (const { id, name } of principleOrder) {
    const entries = byPrinciple.get(id);
    if (entries === undefined) continue;
    const groups: ComparisonGroup[] = [];
    for (const kind of COMPARISON_KINDS) {
      const ofKind = entries.filter((entry) => entry.kind === kind);
      if (ofKind.length === 0) continue;
      groups.push({ kind, entries: ofKind });
      counts[kind] += ofKind.length;
      total += ofKind.length;
    }
    compared.push({ id, name, groups });
  }
  return { principles: compared, counts, total };
}

/** Whether nothing changed. */
export function nothingChanged(comparison: Comparison): boolean {
  return comparison.total === 0;
}

/**
 * The checklist an opened file's work was made on, with its ticks and notes: `builtIn` (the
 * built-in checklist in the language on screen) resolved with the file's variant, if any.
 */
export function checklistOfAssessment(
  builtIn: ChecklistSnapshot,
  assessment: {
    readonly variant: ChecklistVariant | null;
    readonly ticked: readonly string[];
    readonly notes: ReadonlyMap<string, string>;
    /** The questions set aside as "does not apply", each with its reason; none when absent. */
    readonly setAside?: ReadonlyMap<string, string>;
  },
): Principle[] {
  const { variant } = assessment;
  const checklist = variant
    ? resolveChecklist(builtIn, variant.changes, variant.language)
    : builtIn.map((p) => structuredClone(p) as Principle);
  const ticked = new Set(assessment.ticked);
  for (const principle of checklist)
    for (const sub of principle.subprinciples)
      for (const question of subPrincipleQuestions(sub)) {
        question.checked = ticked.has(question.id);
        const note = limitNote(assessment.notes.get(question.id) ?? "");
        if (note === "") delete question.note;
        else question.note = note;
        const reason = assessment.setAside?.get(question.id) ?? "";
        if (reason.trim() === "") delete question.setAside;
        else question.setAside = reason;
      }
  return checklist;
}

/**
 * One text under a changed question, as the compare dialog and the report show it: its label, a
 * message id ("" for none), and its text: the file's words as written, or a message id
 * (`isMessage`) when it is the app's own ("It was ticked.", "No reason given"). No words here:
 * each reader puts the ids in the language on screen.
 */
export interface EntryDetail {
  readonly label: string;
  readonly text: string;
  readonly isMessage?: true;
  /** The language of `text` when it is a field's own words (a reason, an old wording). */
  readonly lang?: string;
}

function oneSidedDetails(ticked: boolean, note: string, was: boolean): EntryDetail[] {
  return [
    ...(ticked
      ? [
          {
            label: "",
            text: was ? "report.sinceWasTicked" : "report.sinceIsTicked",
            isMessage: true as const,
          },
        ]
      : []),
    ...(note === "" ? [] : [{ label: "report.noteLabel", text: note }]),
  ];
}

/** What changed of one entry's question, beyond its wording: old and new notes, a reason… */
export function entryDetails(entry: ComparisonEntry): EntryDetail[] {
  const withLang = (lang: string | undefined) => (lang === undefined ? {} : { lang });
  switch (entry.kind) {
    case "ticked":
    case "unticked":
      return [];
    case "setAside":
      return [{ label: "report.setAsideReasonLabel", text: entry.reason }];
    case "noLongerSetAside":
      return [{ label: "report.sinceWasSetAside", text: entry.reason }];
    case "setAsideReasonChanged":
      return [
        { label: "report.sinceBefore", text: entry.before },
        { label: "report.sinceNow", text: entry.after },
      ];
    case "noteAdded":
      return [{ label: "report.noteLabel", text: entry.note }];
    case "noteChanged":
      return [
        { label: "report.sinceBefore", text: entry.before },
        { label: "report.sinceNow", text: entry.after },
      ];
    case "noteRemoved":
      return [{ label: "report.sinceBefore", text: entry.note }];
    case "questionAdded":
      return oneSidedDetails(entry.ticked, entry.note, false);
    case "questionReworded":
      return [{ label: "report.sinceBefore", text: entry.before, ...withLang(entry.beforeLang) }];
    case "questionHidden":
      return [
        entry.reason.trim() === ""
          ? { label: "report.reasonLabel", text: "report.noReasonGiven", isMessage: true }
          : { label: "report.reasonLabel", text: entry.reason, ...withLang(entry.reasonLang) },
        ...oneSidedDetails(entry.ticked, entry.note, true),
      ];
    case "questionRemoved":
      return oneSidedDetails(entry.ticked, entry.note, true);
  }
}
