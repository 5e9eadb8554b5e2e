// The About page's shape; its words are messages in each language's file (locales/*.po), loaded
// with the page. The sources keep the titles they give themselves, in English, the language they
// are written in.

import type { AboutCard, AboutSection, SourceLink } from "./pageCopy";

/**
 * Each title is the one the source gives itself, in English. CARE is linked by its article's DOI, which
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

/** The About page in the language `t` speaks (its messages are "about.*", locales/*.po). */
export function aboutPage(t: (id: string) => string): {
  readonly title: string;
  readonly intro: string;
  readonly cards: readonly AboutCard[];
  readonly sections: readonly AboutSection[];
} {
  return {
    title: t("about.title"),
    intro: t("about.intro"),
    cards: [
      { title: t("about.goals.title"), text: t("about.goals.text") },
      { title: t("about.applications.title"), text: t("about.applications.text") },
      { title: t("about.readMore.title"), text: t("about.readMore.text"), links: SOURCES },
    ],
    sections: [
      {
        title: t("about.background.title"),
        text: t("about.background.text"),
        listsPrinciples: true,
      },
      { title: t("about.acknowledgements.title"), text: t("about.acknowledgements.text") },
    ],
  };
}
