// Copy for the About page, here so that it can be replaced without touching a component. It loads
// with the About page's chunk (and is in that page's prerendered HTML), so it is kept short.

import type { AboutCard, AboutSection, SourceLink } from "./pageCopy";

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
      text: "To help you weigh a project against all it touches: the people taking part, their communities, society, democracy, the environment and knowledge. It supports your judgement and does not replace an ethics board's review.",
    },
    {
      title: "Applications",
      text: "Planning a project, writing a funding proposal or an ethics application, preparing to collect data, and reviewing work under way.",
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
      text: "Research ethics grew out of protecting human subjects: the Belmont Report set out respect for persons, beneficence and justice, and the Menlo Report carried them into computing research. Computing also reaches communities, public debate, the environment and knowledge: hence six principles. Their 26 sub-principles, and the 8 sub-items under Rights and Justice, each ask two questions: 68 in all.",
      listsPrinciples: true,
    },
    {
      title: "Acknowledgements",
      text: "The questions build on the work listed under Read more. The tool is built with open-source software, among it React, Chakra UI, jsPDF, html2canvas, React-PDF and PDF.js.",
    },
  ],
};
