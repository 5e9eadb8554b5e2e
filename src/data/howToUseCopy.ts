// Copy for the How to Use page, here so that it can be replaced without touching a component. It
// loads with the page's chunk, so it is kept short. Button names in the steps and answers are the
// ones the checklist screen shows.

import type { BulletList, FaqEntry, TitledText } from "./pageCopy";

export const HOW_TO_USE_PAGE = {
  title: "How to Use",
  intro:
    "Work through the checklist principle by principle, then keep the report with your project.",
  stepsTitle: "Steps",
  steps: [
    {
      title: "Open a principle",
      text: "Select a principle's name to open it and its sub-principles; each sub-principle also opens on its own.",
    },
    {
      title: "Tick what your project meets",
      text: "Tick each question your project meets; the progress block shows each principle's share.",
    },
    {
      title: "Add notes",
      text: "Under any question, Add a note records your reasoning; notes appear in the report.",
    },
    {
      title: "Save and reopen the assessment",
      text: "Save (Ctrl+S, or ⌘+S on a Mac) downloads your ticks and notes as a .json file; Open it, or an exported PDF, to continue.",
    },
    {
      title: "Preview and export the report",
      text: "Preview shows the report; Export saves it as a PDF, More as Markdown. Reset clears all, with Undo.",
    },
    {
      title: "Customise for a field",
      text: "Customise adds, rewords or hides questions; Save checklist file or Copy link shares your version. Reports list every change.",
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
        "Yes. Choose Customise to add, reword or hide questions (with a reason). Save checklist file or Copy link shares that version; opening it starts an assessment on it, and its report lists every change. Use the standard checklist goes back.",
    },
    {
      question: "What if I am unsure about a principle?",
      answer:
        'Ask what harm each practice prevents, and for whom. If it is still unclear, leave the question unticked, note what is uncertain, and discuss it with your team or ethics board. The note appears in the report under "Notes on questions not ticked".',
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
