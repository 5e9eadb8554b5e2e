// Copy for the About and How to Use pages. It lives here so that it can be replaced without
// touching a component. "todo" marks the placeholders the specification asks for (spec §2).

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

const PLACEHOLDER = "todo";

export const ABOUT_PAGE = {
  title: "About",
  intro:
    "Principles and Guidelines for Computing Research helps researchers in computing assess a project against ethical principles. It runs entirely in your browser: nothing you tick is stored or sent anywhere.",
  cards: [
    { title: "Goals", text: PLACEHOLDER },
    { title: "Applications", text: PLACEHOLDER },
    { title: "Read more", text: PLACEHOLDER },
  ],
  sections: [
    { title: "Background", text: PLACEHOLDER },
    { title: "Acknowledgements", text: PLACEHOLDER },
  ],
} as const satisfies {
  title: string;
  intro: string;
  cards: readonly TitledText[];
  sections: readonly TitledText[];
};

export const HOW_TO_USE_PAGE = {
  title: "How to Use",
  intro:
    "Work through the checklist principle by principle, tick the questions your project meets, and export the ticked items as a PDF to keep with your project records.",
  stepsTitle: "Steps",
  steps: Array.from({ length: 6 }, () => ({ title: PLACEHOLDER, text: PLACEHOLDER })),
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
      answer: "Yes.",
    },
    {
      question: "What if I am unsure about a principle?",
      answer: PLACEHOLDER,
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
