// Copy for the About and How to Use pages. It lives here so that it can be replaced without
// touching a component. It ships with the first load, so it is kept short. Button names in the
// steps and answers are the ones the checklist screen shows.

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

/**
 * Each title is the one the source gives itself. CARE is linked by its article's DOI, which
 * stays put when a web site is reorganised.
 */
export const SOURCES: readonly SourceLink[] = [
  {
    title: "The Belmont Report",
    href: "https://www.hhs.gov/ohrp/regulations-and-policy/belmont-report/index.html",
    publisher:
      "National Commission for the Protection of Human Subjects of Biomedical and Behavioral Research, 1979",
  },
  {
    title:
      "The Menlo Report: Ethical Principles Guiding Information and Communication Technology Research",
    href: "https://www.dhs.gov/sites/default/files/publications/CSD-MenloPrinciplesCORE-20120803_1.pdf",
    publisher: "U.S. Department of Homeland Security, 2012 (PDF)",
  },
  {
    title: "ACM Code of Ethics and Professional Conduct",
    href: "https://www.acm.org/code-of-ethics",
    publisher: "Association for Computing Machinery, 2018",
  },
  {
    title: "The CARE Principles for Indigenous Data Governance",
    href: "https://doi.org/10.5334/dsj-2020-043",
    publisher: "Data Science Journal, 2020",
  },
];

export const ABOUT_PAGE: {
  readonly title: string;
  readonly intro: string;
  readonly cards: readonly AboutCard[];
  readonly sections: readonly AboutSection[];
} = {
  title: "About",
  intro:
    "Principles and Guidelines for Computing Research helps researchers in computing assess a project against ethical principles. It runs entirely in your browser: nothing you tick is stored or sent anywhere.",
  cards: [
    {
      title: "Goals",
      text: "To help you weigh a project against all it touches: the people taking part, their communities, society, democracy, the environment and knowledge. Its questions show what is in place and what is still open; your notes record why. It supports your judgement and does not replace an ethics board's review.",
    },
    {
      title: "Applications",
      text: "Planning a project, writing a funding proposal or an ethics board application, preparing to recruit or collect data, and reviewing work under way. Teams can go through it together and keep the report with the project's records.",
    },
    {
      title: "Read more",
      text: "The questions draw on these sources (each opens in a new tab). This checklist is independent: their authors have not reviewed or endorsed it.",
      links: SOURCES,
    },
  ],
  sections: [
    {
      title: "Background",
      text: "Research ethics grew out of protecting human subjects: the Belmont Report set out respect for persons, beneficence and justice, and the Menlo Report carried them into information and communication technology research, adding respect for law and public interest. Computing research also reaches communities, public debate, the environment and shared knowledge, so this checklist has six principles. Their 26 sub-principles, and the 8 sub-items under Rights and Justice, each ask two questions: 68 in all.",
      listsPrinciples: true,
    },
    {
      title: "Acknowledgements",
      text: "The questions build on the work listed under Read more. The tool is built with open-source software: React, React Router, Chakra UI, Emotion, immer, jsPDF, html2canvas, React-PDF, PDF.js and Lucide's icons; reports are set in Noto Sans. Thanks to everyone who makes them.",
    },
  ],
};

export const HOW_TO_USE_PAGE = {
  title: "How to Use",
  intro:
    "Work through the checklist principle by principle, tick the questions your project meets, and export the ticked items as a PDF to keep with your project records.",
  stepsTitle: "Steps",
  steps: [
    {
      title: "Open a principle",
      text: "On the checklist, select a principle's name to open it and all its sub-principles; each sub-principle also opens on its own. Headings count their ticks and notes.",
    },
    {
      title: "Tick what your project meets",
      text: "Tick each question your project meets and leave the rest unticked. The progress block shows how far each principle has got.",
    },
    {
      title: "Add notes",
      text: "Under any question, Add a note opens a field for your reasoning: why it does not apply, what you will do, who decided. Notes appear in the report, ticked or not.",
    },
    {
      title: "Save and reopen the assessment",
      text: "Nothing is kept in the browser. Save (Ctrl+S, or ⌘+S on a Mac) downloads your ticks and notes as a .json file; Open it, or drop it on the page, to continue. An exported PDF opens the same way.",
    },
    {
      title: "Preview and export the report",
      text: "Preview shows the report before you download it; Export saves it as a PDF, and More offers it as Markdown. Reset clears the checklist, with Undo for 10 seconds.",
    },
    {
      title: "Customise for your field",
      text: "Customise adds, rewords or hides questions to fit your field or department. Share the result as a checklist file or a link; every report lists the changes.",
    },
  ],
  bestPracticesTitle: "Best Practices",
  bestPractices: [
    {
      title: "When to Use",
      items: [
        "At project planning",
        "Before funding proposals",
        "Before data collection or recruitment",
        "During periodic reviews",
        "When the methodology changes",
      ],
    },
    {
      title: "Collaboration",
      items: [
        "Share the checklist with team members",
        "Use it in team meetings",
        "Export results to document decisions",
        "Include community representatives",
        "Review it regularly",
      ],
    },
    {
      title: "Documentation",
      items: [
        "Keep records for each project phase",
        "Record the rationale for items that do or do not apply",
        "Document any extra measures you take",
        "Update the assessment as the research evolves",
      ],
    },
  ],
  faqTitle: "Frequently Asked Questions",
  faq: [
    {
      question: "Does every item apply to my research?",
      answer:
        "No. Not every item applies to every project. Check only the items that are relevant, but consider each one carefully before deciding it does not apply.",
    },
    {
      question: "When should I review the checklist?",
      answer:
        "At key milestones: during planning, before data collection, at regular intervals during the project, and whenever the methodology changes.",
    },
    {
      question: "Can I customise the checklist for my field?",
      answer:
        "Yes. On the checklist, select Customise. Add a question or a sub-principle where it belongs, Reword a question (its original wording is kept) or Hide it with a reason; Restore undoes either. Give the checklist a title under Checklist details, then Save checklist file or Copy link to share it: others load the file with Open, or follow the link. Every report made with it ends with the changes from the standard checklist.",
    },
    {
      question: "What if I am unsure about a principle?",
      answer:
        'Read its questions for their intent: what harm does each practice prevent, and for whom? If it is still unclear, leave the question unticked and add a note saying what is uncertain and how you will find out. Discuss it with your team, the people affected or your ethics board, and come back to it. The note appears in the report under "Notes on questions not ticked", so the open question is not lost.',
    },
  ],
} as const satisfies {
  title: string;
  intro: string;
  stepsTitle: string;
  steps: readonly TitledText[];
  bestPracticesTitle: string;
  bestPractices: readonly BulletList[];
  faqTitle: string;
  faq: readonly FaqEntry[];
};
