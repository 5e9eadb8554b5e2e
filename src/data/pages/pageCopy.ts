// The shapes of the About and How to Use pages' copy. Their shape is in aboutCopy.ts and
// howToUseCopy.ts; their words are messages (locales/*.po), each page's a part of its own that no
// first load of the checklist carries.

export interface TitledText {
  readonly title: string;
  readonly text: string;
}

export interface BulletList {
  readonly title: string;
  readonly items: readonly string[];
}

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/** A source the questions draw on: its own title and address, checked against the source. */
export interface SourceLink {
  readonly title: string;
  readonly href: string;
  /** Who published it, and when. */
  readonly publisher: string;
}

export interface AboutCard extends TitledText {
  readonly links?: readonly SourceLink[];
}

export interface AboutSection extends TitledText {
  /** Followed by the built-in checklist's principles and their sub-principles, read from the data. */
  readonly listsPrinciples?: boolean;
}
