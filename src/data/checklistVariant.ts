// A field's variant of the checklist, its shape only: what a lab or an ethics board changed in the
// built-in one, and the name it publishes it under. Plain data, JSON as it is: the checklist file,
// the link and the saved assessment all carry exactly this. Here, below src/variant (which resolves,
// describes and changes it), so that an assessment (assessment.ts) can name the checklist it is on.

export interface AddedQuestion {
  /** `custom-q-<n>`: never a built-in id, never reused (see ChecklistChanges.nextNumber). */
  readonly id: string;
  /** The sub-principle or sub-item it is added to: built-in, or an added sub-principle. */
  readonly parentId: string;
  readonly text: string;
  /** The field's own guidance for it (plain text, may hold line breaks); absent when it gives none. */
  readonly guidance?: string;
}

export interface AddedSubPrinciple {
  /** `custom-s-<n>`, from the same counter as added questions. */
  readonly id: string;
  /** One of the six principles. */
  readonly principleId: string;
  readonly name: string;
}

export interface RewordedQuestion {
  /** A built-in question's id, kept: a tick or note on it stays with it. */
  readonly id: string;
  readonly text: string;
}

export interface HiddenQuestion {
  /** A built-in question's id. */
  readonly id: string;
  /** Why the field leaves it out; "" allowed, though the Customise mode asks for one. */
  readonly reason: string;
}

/** A field's changes to the built-in checklist. */
export interface ChecklistChanges {
  /** Questions added to a sub-principle or sub-item (built-in or added), in the order added. */
  readonly addedQuestions: readonly AddedQuestion[];
  /** Sub-principles added under one of the six principles, shown after its built-in ones. */
  readonly addedSubPrinciples: readonly AddedSubPrinciple[];
  /** Built-in questions reworded: id kept, new text. */
  readonly rewordedQuestions: readonly RewordedQuestion[];
  /** Built-in questions hidden, each with its reason. */
  readonly hiddenQuestions: readonly HiddenQuestion[];
  /** The next number for an added id: only grows, so an id is never reused, even after a removal. */
  readonly nextNumber: number;
}

export interface ChecklistVariant {
  /** e.g. "Checklist for HCI field studies". */
  readonly title: string;
  /** Free text, e.g. "1.0". */
  readonly version: string;
  /** Who publishes it, e.g. "Ethics board, Dept. of CS"; "" allowed. */
  readonly publisher: string;
  /**
   * The language (BCP 47) its added and reworded words are written in; absent in a file made
   * before the app spoke other languages, which were written in English.
   */
  readonly language?: string;
  readonly changes: ChecklistChanges;
}
