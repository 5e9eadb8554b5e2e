// The checklist's entities, as spec §3 names them. Plain data: no React, no browser.

export interface Question {
  readonly id: string;
  readonly text: string;
  checked: boolean;
  /** The researcher's note, as typed (see notes.ts); absent until one is written. */
  note?: string;
}

/** A sub-item has the shape of a sub-principle without sub-items of its own. */
export interface SubItem {
  readonly id: string;
  readonly name: string;
  questions: Question[];
}

export interface SubPrinciple {
  readonly id: string;
  readonly name: string;
  questions: Question[];
  subItems?: SubItem[];
}

export interface Principle {
  readonly id: string;
  readonly name: string;
  subprinciples: SubPrinciple[];
}

/** A read-only view of the checklist, as handed to the export and the preview. */
export type ChecklistSnapshot = readonly Readonly<Principle>[];
