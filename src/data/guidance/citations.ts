// Each built-in question's sources, by question id: one to three citations, each a document of
// sources.ts and its section. Cited only for what that section says.

import type { Citation } from "./sources";

export const QUESTION_CITATIONS: Readonly<Record<string, readonly Citation[]>> = {
  "ic-1": [
    { document: "belmont", section: "Part C, 1. Informed Consent" },
    { document: "cioms", section: "Guideline 9: Individuals capable of giving informed consent" },
  ],
  "ic-2": [
    { document: "cioms", section: "Guideline 9: Individuals capable of giving informed consent" },
    { document: "gdpr", section: "Article 7" },
    { document: "belmont", section: "Part C, 1. Informed Consent" },
  ],
  "asd-1": [
    { document: "belmont", section: "Part C, 1. Informed Consent" },
    { document: "cioms", section: "Guideline 9: Individuals capable of giving informed consent" },
    { document: "cioms", section: "Guideline 10: Modifications and waivers of informed consent" },
  ],
  "asd-2": [
    { document: "belmont", section: "Part B, 1. Respect for Persons" },
    {
      document: "cioms",
      section: "Guideline 16: Research involving adults incapable of giving informed consent",
    },
    { document: "cioms", section: "Guideline 17: Research involving children and adolescents" },
  ],
  "pc-1": [
    { document: "gdpr", section: "Article 5" },
    { document: "gdpr", section: "Article 89" },
    { document: "acm", section: "1.6 Respect privacy" },
  ],
  "pc-2": [
    { document: "acm", section: "1.6 Respect privacy" },
    { document: "gdpr", section: "Recital 26" },
  ],
  "ws-1": [
    { document: "belmont", section: "Part C, 2. Assessment of Risks and Benefits" },
    { document: "acm", section: "1.2 Avoid harm" },
    {
      document: "cioms",
      section: "Guideline 4: Potential individual benefits and risks of research",
    },
  ],
  "ws-2": [
    { document: "menlo", section: "Beneficence, Mitigation of Realized Harms" },
    { document: "acm", section: "1.2 Avoid harm" },
  ],
  "labor-1": [
    { document: "udhr", section: "Article 23" },
    {
      document: "cioms",
      section: "Guideline 13: Reimbursement and compensation for research participants",
    },
  ],
  "labor-2": [
    {
      document: "acm",
      section: "3.3 Manage personnel and resources to enhance the quality of working life",
    },
    { document: "udhr", section: "Article 23" },
  ],
  "access-1": [
    { document: "crpd", section: "Article 9" },
    { document: "wcag", section: "Principles 1–4: Perceivable, Operable, Understandable, Robust" },
    { document: "acm", section: "1.4 Be fair and take action not to discriminate" },
  ],
  "access-2": [
    { document: "belmont", section: "Part B, 3. Justice" },
    { document: "belmont", section: "Part C, 3. Selection of Subjects" },
    {
      document: "cioms",
      section:
        "Guideline 3: Equitable distribution of benefits and burdens in the selection of individuals and groups of participants in research",
    },
  ],
  "usab-1": [
    { document: "belmont", section: "Part C, 1. Informed Consent" },
    { document: "wcag", section: "Principle 3: Understandable" },
    { document: "cioms", section: "Guideline 9: Individuals capable of giving informed consent" },
  ],
  "usab-2": [
    { document: "belmont", section: "Part C, 1. Informed Consent" },
    { document: "gdpr", section: "Article 7" },
    { document: "dsa", section: "Article 25" },
  ],
  "cp-1": [
    { document: "cioms", section: "Guideline 7: Community engagement" },
    { document: "undrip", section: "Article 18" },
    { document: "unescoOpenScience", section: "II. Definition of open science" },
  ],
  "cp-2": [
    { document: "care", section: "C3 For equitable outcomes" },
    {
      document: "cioms",
      section:
        "Guideline 8: Collaborative partnership and capacity-building for research and research review",
    },
    { document: "udhr", section: "Article 27" },
  ],
  "cc-1": [
    { document: "undrip", section: "Article 18" },
    { document: "care", section: "A1 Recognizing rights and interests" },
  ],
  "cc-2": [
    { document: "care", section: "E3 For future use" },
    { document: "cioms", section: "Guideline 7: Community engagement" },
  ],
  "ds-1": [
    { document: "care", section: "A3 Governance of data" },
    { document: "undrip", section: "Article 31" },
    {
      document: "unescoAi",
      section: "III.2 Principles: Multi-stakeholder and adaptive governance and collaboration",
    },
  ],
  "ds-2": [
    {
      document: "cioms",
      section: "Guideline 12: Collection, storage and use of data in health-related research",
    },
    { document: "care", section: "A3 Governance of data" },
  ],
  "nt-1": [
    { document: "undrip", section: "Article 12" },
    { document: "undrip", section: "Article 31" },
    { document: "care", section: "R1 For positive relationships" },
  ],
  "nt-2": [
    { document: "care", section: "R3 For Indigenous languages and worldviews" },
    { document: "cioms", section: "Guideline 7: Community engagement" },
  ],
  "rts-1": [
    {
      document: "acm",
      section:
        "1.1 Contribute to society and to human well-being, acknowledging that all people are stakeholders in computing",
    },
    { document: "unescoAi", section: "IV. Policy Area 1: Ethical Impact Assessment" },
  ],
  "rts-2": [
    { document: "acm", section: "1.4 Be fair and take action not to discriminate" },
    { document: "udhr", section: "Article 8" },
    { document: "unescoAi", section: "IV. Policy Area 2: Ethical Governance and Stewardship" },
  ],
  "cr-1": [
    { document: "acm", section: "1.4 Be fair and take action not to discriminate" },
    { document: "unescoAi", section: "III.2 Principles: Fairness and non-discrimination" },
    { document: "udhr", section: "Article 7" },
  ],
  "cr-2": [
    { document: "udhr", section: "Article 19" },
    { document: "udhr", section: "Article 20" },
    { document: "unescoAi", section: "III.2 Principles: Proportionality and Do No Harm" },
  ],
  "hr-1": [
    {
      document: "unescoAi",
      section:
        "III.1 Values: Respect, protection and promotion of human rights and fundamental freedoms and human dignity",
    },
    { document: "unescoAi", section: "IV. Policy Area 1: Ethical Impact Assessment" },
    { document: "acm", section: "1.2 Avoid harm" },
  ],
  "hr-2": [
    {
      document: "acm",
      section:
        "2.5 Give comprehensive and thorough evaluations of computer systems and their impacts, including analysis of possible risks",
    },
    { document: "unescoAi", section: "III.2 Principles: Safety and security" },
  ],
  "mr-1": [
    { document: "berne", section: "Article 6bis" },
    {
      document: "acm",
      section:
        "1.5 Respect the work required to produce new ideas, inventions, creative works, and computing artifacts",
    },
    { document: "udhr", section: "Article 27" },
  ],
  "mr-2": [
    { document: "berne", section: "Article 6bis" },
    {
      document: "acm",
      section:
        "1.5 Respect the work required to produce new ideas, inventions, creative works, and computing artifacts",
    },
  ],
  "ipr-1": [
    {
      document: "acm",
      section:
        "1.5 Respect the work required to produce new ideas, inventions, creative works, and computing artifacts",
    },
    { document: "berne", section: "Article 9" },
  ],
  "ipr-2": [
    { document: "unescoOpenScience", section: "II. Definition of open science" },
    {
      document: "acm",
      section:
        "1.5 Respect the work required to produce new ideas, inventions, creative works, and computing artifacts",
    },
  ],
  "jus-1": [
    { document: "belmont", section: "Part B, 3. Justice" },
    { document: "care", section: "C3 For equitable outcomes" },
  ],
  "jus-2": [
    { document: "unescoAi", section: "III.2 Principles: Fairness and non-discrimination" },
    { document: "acm", section: "1.4 Be fair and take action not to discriminate" },
  ],
  "pj-1": [
    { document: "belmont", section: "Part C, 3. Selection of Subjects" },
    { document: "care", section: "E2 For justice" },
    {
      document: "unescoAi",
      section: "III.2 Principles: Multi-stakeholder and adaptive governance and collaboration",
    },
  ],
  "pj-2": [
    { document: "gdpr", section: "Article 22" },
    { document: "unescoAi", section: "III.2 Principles: Transparency and explainability" },
    { document: "acm", section: "1.4 Be fair and take action not to discriminate" },
  ],
  "dj-1": [
    { document: "belmont", section: "Part C, 3. Selection of Subjects" },
    {
      document: "cioms",
      section:
        "Guideline 3: Equitable distribution of benefits and burdens in the selection of individuals and groups of participants in research",
    },
  ],
  "dj-2": [
    { document: "belmont", section: "Part B, 3. Justice" },
    { document: "cioms", section: "Guideline 2: Research conducted in low-resource settings" },
    { document: "care", section: "C3 For equitable outcomes" },
  ],
  "rtj-1": [
    { document: "acm", section: "1.4 Be fair and take action not to discriminate" },
    { document: "unescoAi", section: "III.2 Principles: Fairness and non-discrimination" },
    { document: "udhr", section: "Article 7" },
  ],
  "rtj-2": [
    { document: "unescoAi", section: "III.2 Principles: Responsibility and accountability" },
    { document: "menlo", section: "Respect for Law and Public Interest" },
  ],
  "rsj-1": [
    { document: "acm", section: "1.2 Avoid harm" },
    {
      document: "cioms",
      section: "Guideline 14: Treatment and compensation for research-related harms",
    },
  ],
  "rsj-2": [
    { document: "care", section: "E2 For justice" },
    { document: "undrip", section: "Article 11" },
  ],
  "cul-1": [
    { document: "undrip", section: "Article 31" },
    { document: "care", section: "E1 For minimizing harm and maximizing benefit" },
    { document: "unescoAi", section: "IV. Policy Area 7: Culture" },
  ],
  "cul-2": [
    { document: "care", section: "R3 For Indigenous languages and worldviews" },
    { document: "unescoAi", section: "III.2 Principles: Fairness and non-discrimination" },
    { document: "unescoAi", section: "III.1 Values: Ensuring diversity and inclusiveness" },
  ],
  "dp-1": [
    { document: "udhr", section: "Article 21" },
    { document: "acm", section: "1.2 Avoid harm" },
    {
      document: "acm",
      section:
        "3.7 Recognize and take special care of systems that become integrated into the infrastructure of society",
    },
  ],
  "dp-2": [
    { document: "acm", section: "1.4 Be fair and take action not to discriminate" },
    {
      document: "acm",
      section:
        "1.1 Contribute to society and to human well-being, acknowledging that all people are stakeholders in computing",
    },
    { document: "udhr", section: "Article 21" },
  ],
  "del-1": [
    { document: "acm", section: "1.2 Avoid harm" },
    { document: "acm", section: "1.3 Be honest and trustworthy" },
    { document: "unescoAi", section: "IV. Policy Area 9: Communication and Information" },
  ],
  "del-2": [
    {
      document: "acm",
      section:
        "2.5 Give comprehensive and thorough evaluations of computer systems and their impacts, including analysis of possible risks",
    },
    { document: "acm", section: "1.2 Avoid harm" },
  ],
  "ii-1": [
    { document: "unescoAi", section: "IV. Policy Area 9: Communication and Information" },
    { document: "acm", section: "1.2 Avoid harm" },
    { document: "acm", section: "1.3 Be honest and trustworthy" },
  ],
  "ii-2": [
    { document: "acm", section: "1.3 Be honest and trustworthy" },
    { document: "aiAct", section: "Article 50" },
  ],
  "ia-1": [
    { document: "unescoOpenScience", section: "II. Definition of open science" },
    { document: "udhr", section: "Article 27" },
    {
      document: "acm",
      section:
        "2.7 Foster public awareness and understanding of computing, related technologies, and their consequences",
    },
  ],
  "ia-2": [
    { document: "udhr", section: "Article 19" },
    { document: "unescoAi", section: "IV. Policy Area 9: Communication and Information" },
  ],
  "eic-1": [
    {
      document: "acm",
      section:
        "1.1 Contribute to society and to human well-being, acknowledging that all people are stakeholders in computing",
    },
    { document: "acm", section: "1.2 Avoid harm" },
    { document: "unescoAi", section: "IV. Policy Area 5: Environment and Ecosystems" },
  ],
  "eic-2": [
    { document: "rio", section: "Principle 10" },
    { document: "rio", section: "Principle 22" },
  ],
  "bio-1": [
    { document: "cbd", section: "Article 14: Impact Assessment and Minimizing Adverse Impacts" },
    { document: "rio", section: "Principle 15" },
  ],
  "bio-2": [
    { document: "unescoAi", section: "IV. Policy Area 5: Environment and Ecosystems" },
    { document: "rio", section: "Principle 8" },
  ],
  "ec-1": [
    { document: "unescoAi", section: "IV. Policy Area 5: Environment and Ecosystems" },
    { document: "unescoAi", section: "III.1 Values: Environment and ecosystem flourishing" },
  ],
  "ec-2": [
    { document: "unescoAi", section: "IV. Policy Area 5: Environment and Ecosystems" },
    {
      document: "acm",
      section:
        "1.1 Contribute to society and to human well-being, acknowledging that all people are stakeholders in computing",
    },
  ],
  "wg-1": [
    { document: "rio", section: "Principle 8" },
    {
      document: "acm",
      section:
        "1.1 Contribute to society and to human well-being, acknowledging that all people are stakeholders in computing",
    },
  ],
  "wg-2": [
    { document: "gdpr", section: "Article 5(1)(c) and (e)" },
    { document: "acm", section: "1.6 Respect privacy" },
  ],
  "cre-1": [
    {
      document: "acm",
      section:
        "1.5 Respect the work required to produce new ideas, inventions, creative works, and computing artifacts",
    },
    { document: "berne", section: "Article 10" },
    { document: "berne", section: "Article 6bis" },
  ],
  "cre-2": [
    {
      document: "acm",
      section:
        "1.5 Respect the work required to produce new ideas, inventions, creative works, and computing artifacts",
    },
    { document: "udhr", section: "Article 27" },
  ],
  "disc-1": [
    {
      document: "unescoOpenScience",
      section: "III. Core values and guiding principles for open science",
    },
    { document: "allea", section: "Data Practices and Management" },
  ],
  "disc-2": [
    { document: "acm", section: "1.3 Be honest and trustworthy" },
    { document: "allea", section: "Publication, Dissemination, and Authorship" },
  ],
  "inn-1": [
    { document: "acm", section: "1.2 Avoid harm" },
    {
      document: "acm",
      section:
        "2.5 Give comprehensive and thorough evaluations of computer systems and their impacts, including analysis of possible risks",
    },
    { document: "unescoAi", section: "III.2 Principles: Proportionality and Do No Harm" },
  ],
  "inn-2": [
    { document: "acm", section: "1.3 Be honest and trustworthy" },
    { document: "unescoAi", section: "III.2 Principles: Transparency and explainability" },
  ],
  "iter-1": [
    {
      document: "acm",
      section:
        "2.5 Give comprehensive and thorough evaluations of computer systems and their impacts, including analysis of possible risks",
    },
    { document: "unescoAi", section: "IV. Policy Area 1: Ethical Impact Assessment" },
  ],
  "iter-2": [
    { document: "acm", section: "2.4 Accept and provide appropriate professional review" },
    {
      document: "unescoOpenScience",
      section: "III. Core values and guiding principles for open science",
    },
  ],
};
