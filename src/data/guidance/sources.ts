// The documents the guidance cites: each by its title as published, in the language it was
// published in, with the address of its official text and the hosts its publisher serves it from
// (tests/unit/data/guidanceSources.test.ts holds every link to them). A citation names one of these
// and a section of it, as the document numbers or titles it; it cites the document only for what
// that section says.

export interface GuidanceDocument {
  /** As published; never translated (the page marks its language). */
  readonly title: string;
  /** The language of the title and of the section names cited from it (BCP 47). */
  readonly lang: string;
  /** Who published it, and when (in English, as the About page gives it). */
  readonly publisher: string;
  /** The official text. */
  readonly url: string;
  /** The hosts the publisher serves its official text from: a citation's link must be on one. */
  readonly hosts: readonly string[];
}

export const GUIDANCE_DOCUMENTS = {
  belmont: {
    title: "The Belmont Report",
    lang: "en",
    publisher:
      "National Commission for the Protection of Human Subjects of Biomedical and Behavioral Research, 1979",
    url: "https://www.hhs.gov/ohrp/regulations-and-policy/belmont-report/read-the-belmont-report/index.html",
    hosts: ["www.hhs.gov"],
  },
  menlo: {
    title:
      "The Menlo Report: Ethical Principles Guiding Information and Communication Technology Research",
    lang: "en",
    publisher: "U.S. Department of Homeland Security, 2012",
    url: "https://www.dhs.gov/sites/default/files/publications/CSD-MenloPrinciplesCORE-20120803_1.pdf",
    hosts: ["www.dhs.gov"],
  },
  acm: {
    title: "ACM Code of Ethics and Professional Conduct",
    lang: "en",
    publisher: "Association for Computing Machinery, 2018",
    url: "https://www.acm.org/code-of-ethics",
    hosts: ["www.acm.org"],
  },
  care: {
    title: "CARE Principles for Indigenous Data Governance",
    lang: "en",
    publisher: "Global Indigenous Data Alliance, 2019",
    url: "https://www.gida-global.org/care",
    hosts: ["www.gida-global.org"],
  },
  gdpr: {
    title: "Regulation (EU) 2016/679 (General Data Protection Regulation)",
    lang: "en",
    publisher: "European Parliament and Council of the European Union, 2016",
    url: "https://eur-lex.europa.eu/eli/reg/2016/679/oj",
    hosts: ["eur-lex.europa.eu"],
  },
  aiAct: {
    title: "Regulation (EU) 2024/1689 (Artificial Intelligence Act)",
    lang: "en",
    publisher: "European Parliament and Council of the European Union, 2024",
    url: "https://eur-lex.europa.eu/eli/reg/2024/1689/oj",
    hosts: ["eur-lex.europa.eu"],
  },
  dsa: {
    title: "Regulation (EU) 2022/2065 (Digital Services Act)",
    lang: "en",
    publisher: "European Parliament and Council of the European Union, 2022",
    url: "https://eur-lex.europa.eu/eli/reg/2022/2065/oj",
    hosts: ["eur-lex.europa.eu"],
  },
  helsinki: {
    title:
      "WMA Declaration of Helsinki – Ethical Principles for Medical Research Involving Human Participants",
    lang: "en",
    publisher: "World Medical Association, 2024",
    url: "https://www.wma.net/policies-post/wma-declaration-of-helsinki/",
    hosts: ["www.wma.net"],
  },
  cioms: {
    title: "International Ethical Guidelines for Health-related Research Involving Humans",
    lang: "en",
    publisher: "Council for International Organizations of Medical Sciences (CIOMS), 2016",
    url: "https://cioms.ch/publications/product/international-ethical-guidelines-for-health-related-research-involving-humans/",
    hosts: ["cioms.ch"],
  },
  unescoAi: {
    title: "Recommendation on the Ethics of Artificial Intelligence",
    lang: "en",
    publisher: "UNESCO, 2021",
    url: "https://unesdoc.unesco.org/ark:/48223/pf0000381137",
    hosts: ["unesdoc.unesco.org"],
  },
  udhr: {
    title: "Universal Declaration of Human Rights",
    lang: "en",
    publisher: "United Nations General Assembly, 1948",
    url: "https://www.un.org/en/about-us/universal-declaration-of-human-rights",
    hosts: ["www.un.org"],
  },
  undrip: {
    title: "United Nations Declaration on the Rights of Indigenous Peoples",
    lang: "en",
    publisher: "United Nations General Assembly, 2007",
    url: "https://www.un.org/development/desa/indigenouspeoples/declaration-on-the-rights-of-indigenous-peoples.html",
    hosts: ["www.un.org"],
  },
  crpd: {
    title: "Convention on the Rights of Persons with Disabilities",
    lang: "en",
    publisher: "United Nations, 2006",
    url: "https://www.un.org/development/desa/disabilities/convention-on-the-rights-of-persons-with-disabilities.html",
    hosts: ["www.un.org"],
  },
  wcag: {
    title: "Web Content Accessibility Guidelines (WCAG) 2.2",
    lang: "en",
    publisher: "World Wide Web Consortium (W3C), 2023",
    url: "https://www.w3.org/TR/WCAG22/",
    hosts: ["www.w3.org"],
  },
  berne: {
    title: "Berne Convention for the Protection of Literary and Artistic Works",
    lang: "en",
    publisher: "World Intellectual Property Organization (WIPO), 1886, as amended in 1979",
    url: "https://www.wipo.int/treaties/en/ip/berne/",
    hosts: ["www.wipo.int"],
  },
  cbd: {
    title: "Convention on Biological Diversity",
    lang: "en",
    publisher: "United Nations, 1992",
    url: "https://www.cbd.int/convention/text/",
    hosts: ["www.cbd.int"],
  },
  rio: {
    title: "Rio Declaration on Environment and Development",
    lang: "en",
    publisher: "United Nations Conference on Environment and Development, 1992",
    url: "https://www.un.org/en/development/desa/population/migration/generalassembly/docs/globalcompact/A_CONF.151_26_Vol.I_Declaration.pdf",
    hosts: ["www.un.org"],
  },
  unescoOpenScience: {
    title: "UNESCO Recommendation on Open Science",
    lang: "en",
    publisher: "UNESCO, 2021",
    url: "https://unesdoc.unesco.org/ark:/48223/pf0000379949",
    hosts: ["unesdoc.unesco.org"],
  },
  allea: {
    title: "The European Code of Conduct for Research Integrity (revised edition 2023)",
    lang: "en",
    publisher: "ALLEA – All European Academies, 2023",
    url: "https://allea.org/code-of-conduct/",
    hosts: ["allea.org"],
  },
} as const satisfies Record<string, GuidanceDocument>;

export type GuidanceDocumentId = keyof typeof GUIDANCE_DOCUMENTS;

/** A question's source: a document and the section cited, as the document names it. */
export interface Citation {
  readonly document: GuidanceDocumentId;
  /** As the document numbers or titles it ("Part C, 1. Informed Consent", "Article 7", "1.6"). */
  readonly section: string;
  /** A deeper link to the section, on one of the document's hosts, where the publisher has one. */
  readonly url?: string;
}
