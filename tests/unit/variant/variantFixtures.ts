// Variants for the tests: a small hand-made one, and fast-check's arbitrary valid variants (every
// one a file the parser accepts), built over the real data set.

import fc from "fast-check";
import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import type {
  ChecklistChanges,
  ChecklistVariant,
  HiddenQuestion,
  RewordedQuestion,
} from "../../../src/variant";

const checklist = createInitialChecklist();
export const BUILT_IN_QUESTION_IDS: readonly string[] = allQuestions(checklist).map((q) => q.id);
export const PRINCIPLE_IDS: readonly string[] = checklist.map((p) => p.id);
/** Every sub-principle and sub-item: the groups a question can be added to. */
export const GROUP_IDS: readonly string[] = checklist.flatMap((p) =>
  p.subprinciples.flatMap((s) => [s.id, ...(s.subItems ?? []).map((item) => item.id)]),
);

/** A field's variant touching each kind of change once. */
export const SAMPLE_VARIANT: ChecklistVariant = {
  title: "Checklist for HCI field studies",
  version: "1.0",
  publisher: "Ethics board, Dept. of CS",
  changes: {
    addedSubPrinciples: [
      { id: "custom-s-2", principleId: "respect-for-persons", name: "Field visits" },
    ],
    addedQuestions: [
      { id: "custom-q-1", parentId: "informed-consent", text: "Is consent recorded on site?" },
      { id: "custom-q-3", parentId: "custom-s-2", text: "Is a local contact named?" },
    ],
    rewordedQuestions: [{ id: "ic-2", text: "Can participants leave at any time?" }],
    hiddenQuestions: [{ id: "labor-2", reason: "No research workers in field studies." }],
    nextNumber: 4,
  },
};

// Text as a file can hold it: any characters but control ones, not blank, within `max`.
// eslint-disable-next-line no-control-regex -- control characters are what it must find
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/gu;
const text = (max: number, lineBreaks = false) =>
  fc
    .oneof(
      fc.string({ unit: "grapheme", maxLength: Math.min(max, 40) }),
      fc.string({ unit: "binary", maxLength: Math.min(max, 40) }),
      fc.constantFrom("<b>bold</b>", "<script>alert(1)</script>", "&amp; \u202Eevil", "__proto__"),
      fc.string({ minLength: max - 2, maxLength: max }),
    )
    .map((s) => {
      const clean = s.replace(CONTROL, lineBreaks ? "\n" : " ");
      return Array.from(clean).slice(0, max).join("");
    });
const nonBlank = (max: number) => text(max).filter((s) => s.trim() !== "");

function byId<T extends { readonly id: string }>(list: readonly T[]): T[] {
  const seen = new Set<string>();
  return list.filter((entry) => !seen.has(entry.id) && seen.add(entry.id) !== undefined);
}

export const arbitraryVariant: fc.Arbitrary<ChecklistVariant> = fc
  .record({
    title: nonBlank(200),
    version: text(100),
    publisher: text(200),
    subs: fc.array(
      fc.record({ principleId: fc.constantFrom(...PRINCIPLE_IDS), name: nonBlank(200) }),
      {
        maxLength: 5,
      },
    ),
    questions: fc.array(
      fc.record({
        parent: fc.nat(),
        text: nonBlank(1000),
        // A field's own guidance, optional: never blank when given.
        guidance: fc.option(
          text(2000, true).filter((s) => s.trim() !== ""),
          { nil: undefined },
        ),
      }),
      { maxLength: 8 },
    ),
    reworded: fc.array(
      fc.record({ id: fc.constantFrom(...BUILT_IN_QUESTION_IDS), text: nonBlank(1000) }),
      { maxLength: 6 },
    ),
    hidden: fc.array(
      fc.record({ id: fc.constantFrom(...BUILT_IN_QUESTION_IDS), reason: text(1000, true) }),
      { maxLength: 6 },
    ),
    gap: fc.nat({ max: 50 }),
  })
  .chain((parts) =>
    // Ids from a shuffled run of numbers, as adds and removes in any order would leave them.
    fc
      .shuffledSubarray(
        Array.from(
          { length: parts.subs.length + parts.questions.length + parts.gap },
          (_, i) => i + 1,
        ),
        {
          minLength: parts.subs.length + parts.questions.length,
          maxLength: parts.subs.length + parts.questions.length,
        },
      )
      .map((numbers): ChecklistVariant => {
        const addedSubPrinciples = parts.subs.map((sub, i) => ({
          id: `custom-s-${numbers[i]}`,
          ...sub,
        }));
        const parents = [...GROUP_IDS, ...addedSubPrinciples.map((s) => s.id)];
        const addedQuestions = parts.questions.map((q, i) => ({
          id: `custom-q-${numbers[parts.subs.length + i]}`,
          parentId: parents[q.parent % parents.length] ?? "informed-consent",
          text: q.text,
          ...(q.guidance === undefined ? {} : { guidance: q.guidance }),
        }));
        const changes: ChecklistChanges = {
          addedSubPrinciples,
          addedQuestions,
          rewordedQuestions: byId<RewordedQuestion>(parts.reworded),
          hiddenQuestions: byId<HiddenQuestion>(parts.hidden),
          nextNumber: Math.max(0, ...numbers) + 1 + (parts.gap % 3),
        };
        return { title: parts.title, version: parts.version, publisher: parts.publisher, changes };
      }),
  );
