// The checklist's entities, as spec §3 names them. Plain data: no React, no browser.

import type { Measure } from "./measures";

export interface Question {
  readonly id: string;
  text: string;
  /**
   * The language its words were written in (a BCP 47 tag), when they are a field's own (a question
   * added or reworded in a customised checklist); absent for the built-in checklist's, which are
   * in the language on screen.
   */
  readonly lang?: string;
  checked: boolean;
  /** The researcher's note, as typed (see notes.ts); absent until one is written. */
  note?: string;
  /**
   * Set aside as "does not apply": the researcher's reason, as typed (see setAside.ts), never
   * blank; absent while the question is open or ticked. A set-aside question is never checked.
   */
  setAside?: string;
  /**
   * The measures planned for it while it is not met (measures.ts), in the order they were added;
   * absent until one is added. Kept when the question is ticked or set aside later: the report then
   * shows what was done.
   */
  measures?: Measure[];
  /**
   * A field's own guidance for a question it added (plain text, as written, in `lang`); absent
   * otherwise. A built-in question's guidance is in the messages (src/data/guidance).
   */
  readonly guidance?: string;
}

/** A sub-item has the shape of a sub-principle without sub-items of its own. */
export interface SubItem {
  readonly id: string;
  name: string;
  /**
   * The language its words were written in (a BCP 47 tag), when they are a field's own (a question
   * added or reworded in a customised checklist); absent for the built-in checklist's, which are
   * in the language on screen.
   */
  readonly lang?: string;

  questions: Question[];
}

export interface SubPrinciple {
  readonly id: string;
  name: string;
  /**
   * The language its words were written in (a BCP 47 tag), when they are a field's own (a question
   * added or reworded in a customised checklist); absent for the built-in checklist's, which are
   * in the language on screen.
   */
  readonly lang?: string;

  questions: Question[];
  subItems?: SubItem[];
}

export interface Principle {
  readonly id: string;
  name: string;
  /**
   * The language its words were written in (a BCP 47 tag), when they are a field's own (a question
   * added or reworded in a customised checklist); absent for the built-in checklist's, which are
   * in the language on screen.
   */
  readonly lang?: string;

  subprinciples: SubPrinciple[];
}

/** A read-only view of the checklist, as handed to the export and the preview. */
export type ChecklistSnapshot = readonly Readonly<Principle>[];
