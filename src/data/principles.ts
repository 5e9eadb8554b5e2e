// The built-in checklist: six principles, their sub-principles and sub-items, two questions each.
// Questions draw on the Belmont and Menlo reports, the ACM Code of Ethics, the CARE principles for
// Indigenous data governance, and environmental-impact practice.

import type { Principle, Question, SubItem, SubPrinciple } from "./types";

function questions(prefix: string, first: string, second: string): Question[] {
  return [
    { id: `${prefix}-1`, text: first, checked: false },
    { id: `${prefix}-2`, text: second, checked: false },
  ];
}

function group(id: string, name: string, prefix: string, first: string, second: string): SubItem {
  return { id, name, questions: questions(prefix, first, second) };
}

function withSubItems(base: SubItem, subItems: SubItem[]): SubPrinciple {
  return { ...base, subItems };
}

const PRINCIPLES: readonly Principle[] = [
  {
    id: "respect-for-persons",
    name: "Respect for Persons",
    subprinciples: [
      group(
        "informed-consent",
        "Informed Consent",
        "ic",
        "Are participants fully informed, in language they understand, about the purpose, procedures, risks and benefits of the research before they agree to take part?",
        "Can participants withdraw at any time without penalty, and is it clear to them how to do so?",
      ),
      group(
        "autonomy-and-self-determination",
        "Autonomy and Self-Determination",
        "asd",
        "Are participants free to decide whether to take part, without coercion, undue influence or deception that has not been justified and approved?",
        "Are people with diminished autonomy (children, patients, people in dependent relationships) given additional protection and a say through appropriate representatives?",
      ),
      group(
        "privacy-and-confidentiality",
        "Privacy and Confidentiality",
        "pc",
        "Do you collect only the personal data the research needs, and protect it with access controls, encryption or de-identification?",
        "Have you assessed the risk that published or shared data could be re-identified or linked with other sources?",
      ),
      group(
        "wellbeing-and-safety",
        "Wellbeing and Safety",
        "ws",
        "Have you identified the physical, psychological, social, legal and economic harms the research could cause, and minimised them?",
        "Is there a plan to detect, respond to and report adverse events or distress among participants?",
      ),
      group(
        "labor",
        "Labor",
        "labor",
        "Is compensation fair for everyone who contributes work, including crowd workers and data annotators, at least meeting a local living wage for the time actually spent?",
        "Are working conditions for research workers reasonable, including protection from exposure to disturbing content?",
      ),
      group(
        "access",
        "Access",
        "access",
        "Can people with disabilities, limited connectivity or limited resources take part in the research and use what it produces?",
        "Are the burdens and benefits of taking part shared fairly, rather than falling on groups chosen because they are easy to reach?",
      ),
      group(
        "usability",
        "Usability",
        "usab",
        "Are the systems, consent materials and instructions participants use tested for clarity and ease of use with people like them?",
        "Do interfaces avoid manipulative design (dark patterns) that could steer participants' choices?",
      ),
    ],
  },
  {
    id: "respect-for-communities",
    name: "Respect for Communities",
    subprinciples: [
      group(
        "community-participation",
        "Community Participation",
        "cp",
        "Are members of the affected communities involved in shaping the research questions, design and interpretation of results?",
        "Do communities share in the benefits of the research, such as access to results, tools, credit or capacity building?",
      ),
      group(
        "community-consent",
        "Community Consent",
        "cc",
        "Where the research affects a community as a whole, have you sought consent from its legitimate representatives as well as from individuals?",
        "Can the community revisit or withdraw its consent as the research evolves?",
      ),
      group(
        "data-sovereignty",
        "Data Sovereignty",
        "ds",
        "Do communities keep authority over how data about them, their lands and their knowledge is collected, stored, used and shared, in line with the CARE principles?",
        "Is there an agreement on where the data is held, who may access it, and how it is returned or destroyed at the end of the project?",
      ),
      group(
        "norms-and-traditions",
        "Norms and Traditions",
        "nt",
        "Have you learned about and respected the community's norms, protocols and traditions, including restrictions on sacred or sensitive knowledge?",
        "Are the research methods and communications culturally appropriate for the community?",
      ),
    ],
  },
  {
    id: "respect-for-society",
    name: "Respect for Society",
    subprinciples: [
      withSubItems(
        group(
          "rights",
          "Rights",
          "rts",
          "Have you identified whose rights the research or its outputs could affect, including people who are not participants?",
          "Is there a way for affected people to raise concerns and obtain redress?",
        ),
        [
          group(
            "civil-rights",
            "Civil Rights",
            "cr",
            "Are the research and the systems it produces designed and tested so that they do not discriminate against people on the basis of protected characteristics?",
            "Does the research avoid enabling surveillance or profiling that could chill freedom of expression, association or assembly?",
          ),
          group(
            "human-rights",
            "Human Rights",
            "hr",
            "Have you assessed whether the research could contribute to human-rights harms, directly or through foreseeable misuse?",
            "Are dual-use risks considered, with safeguards against use by actors who might abuse them?",
          ),
          group(
            "moral-rights",
            "Moral Rights",
            "mr",
            "Are the authors and creators whose work is used given proper attribution?",
            "Is creators' work used in ways that respect its integrity and their stated wishes?",
          ),
          group(
            "intellectual-property-rights",
            "Intellectual Property Rights",
            "ipr",
            "Do you have the rights or licences to use the data, code, models and content the research relies on?",
            "Are the research outputs released under licences that make clear how others may use them?",
          ),
        ],
      ),
      withSubItems(
        group(
          "justice",
          "Justice",
          "jus",
          "Are the people who bear the risks of the research also among those who benefit from it?",
          "Have you considered how the research could widen or narrow existing inequalities?",
        ),
        [
          group(
            "procedural-justice",
            "Procedural Justice",
            "pj",
            "Are decisions about the research (selection of participants, data use, publication) made through fair and transparent processes?",
            "Can people affected by automated decisions from the research understand and contest them?",
          ),
          group(
            "distributive-justice",
            "Distributive Justice",
            "dj",
            "Are participants selected for reasons related to the research question, not for convenience or vulnerability?",
            "Will the benefits of the research be available to the populations that took part?",
          ),
          group(
            "retributive-justice",
            "Retributive Justice",
            "rtj",
            "If the research touches on policing, sentencing or punishment, have you examined whether it could reinforce bias in those systems?",
            "Is there accountability, with a named responsible person, if the research causes harm?",
          ),
          group(
            "restorative-justice",
            "Restorative Justice",
            "rsj",
            "Is there a plan to repair harms the research may cause, working with those affected?",
            "Does the research acknowledge and seek to address past harms to the communities involved?",
          ),
        ],
      ),
      group(
        "culture",
        "Culture",
        "cul",
        "Does the research respect cultural heritage and avoid misrepresenting or appropriating cultural expressions?",
        "Are linguistic and cultural differences considered in the design, datasets and evaluation?",
      ),
    ],
  },
  {
    id: "respect-for-democracy",
    name: "Respect for Democracy",
    subprinciples: [
      group(
        "participation",
        "Participation",
        "dp",
        "Do the research and its outputs avoid making it harder for anyone to take part in democratic processes such as voting or public consultation?",
        "Does the research support inclusive civic participation rather than favouring particular groups?",
      ),
      group(
        "deliberation",
        "Deliberation",
        "del",
        "Does the research avoid degrading public debate, for example through automated persuasion, astroturfing or amplification of divisive content?",
        "If the research runs experiments on online platforms, have the effects on public discourse been considered?",
      ),
      group(
        "information-integrity",
        "Information Integrity",
        "ii",
        "Are safeguards in place against the research producing or spreading misinformation, deepfakes or manipulated media?",
        "Are generated or synthetic outputs clearly labelled as such?",
      ),
      group(
        "information-access",
        "Information Access",
        "ia",
        "Will the results be published openly, or otherwise made accessible to the public who fund or are affected by them?",
        "Does the research avoid restricting people's access to accurate information, for example through filtering or censorship?",
      ),
    ],
  },
  {
    id: "respect-for-environment",
    name: "Respect for Environment",
    subprinciples: [
      group(
        "impact-on-communities",
        "Impact on Communities",
        "eic",
        "Have you considered the environmental effects of the research on local communities, such as data-centre water use, noise or land use?",
        "Are communities most exposed to those environmental effects informed and consulted?",
      ),
      group(
        "impact-on-biodiversity",
        "Impact on Biodiversity",
        "bio",
        "If the research involves field deployments, sensors or drones, have you assessed and minimised the disturbance to wildlife and habitats?",
        "Are the environmental effects of hardware sourcing, such as mineral extraction, considered?",
      ),
      group(
        "energy-consumption",
        "Energy Consumption",
        "ec",
        "Have you estimated the energy use and carbon emissions of the computation, such as model training, and reported them?",
        "Have you chosen efficient methods, hardware and low-carbon computing regions or times where possible?",
      ),
      group(
        "waste-generation",
        "Waste Generation",
        "wg",
        "Is hardware reused, repaired or responsibly recycled at the end of the project?",
        "Do you avoid redundant experiments and storing data longer than needed?",
      ),
    ],
  },
  {
    id: "respect-for-knowledge",
    name: "Respect for Knowledge",
    subprinciples: [
      group(
        "creativity",
        "Creativity",
        "cre",
        "Does the research credit and respect the creative work it builds on, including work used as training data?",
        "Does the research avoid devaluing or displacing creative work without the creators' involvement?",
      ),
      group(
        "discovery",
        "Discovery",
        "disc",
        "Are methods, data and code shared in enough detail for others to reproduce the results, within privacy and consent limits?",
        "Are negative and unexpected results reported honestly?",
      ),
      group(
        "innovation",
        "Innovation",
        "inn",
        "Have the foreseeable harms and misuses of the innovation been weighed against its benefits before release?",
        "Is the innovation released responsibly, with documentation of its limitations and intended uses?",
      ),
      group(
        "iteration",
        "Iteration",
        "iter",
        "Is there a plan to revisit the ethical assessment as the research evolves or the methodology changes?",
        "Are lessons learned fed back into later stages of the project and shared with the research community?",
      ),
    ],
  },
];

/**
 * A fresh, unshared copy of the built-in checklist with every question unticked.
 * A copy so that nothing a caller does to it can alter the built-in data set.
 */
export function createInitialChecklist(): Principle[] {
  return structuredClone(PRINCIPLES) as Principle[];
}
