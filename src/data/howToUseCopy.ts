// Copy for the How to Use page, here so that it can be replaced without touching a component. It
// loads with the page's chunk, so it is kept short. Button names in the steps and answers are the
// ones the checklist screen shows.

import type { BulletList, FaqEntry, TitledText } from "./pageCopy";

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
