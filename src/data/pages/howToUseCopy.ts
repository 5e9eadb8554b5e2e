// The How to Use page's shape; its words are messages in each language's file (locales/*.po),
// loaded with the page. Button names in the steps and answers are the ones the checklist screen
// shows in the same language.

import type { BulletList, FaqEntry, TitledText } from "./pageCopy";

const STEPS = ["open", "tick", "notes", "save", "export", "customise"];
const BEST_PRACTICES = { whenToUse: 5, collaboration: 5, documentation: 4 };
const FAQ = ["everyItem", "whenReview", "customise", "unsure"];

/** The How to Use page in the language `t` speaks (its messages are "howToUse.*"). */
export function howToUsePage(t: (id: string) => string): {
  readonly title: string;
  readonly intro: string;
  readonly stepsTitle: string;
  readonly steps: readonly TitledText[];
  readonly bestPracticesTitle: string;
  readonly bestPractices: readonly BulletList[];
  readonly faqTitle: string;
  readonly faq: readonly FaqEntry[];
} {
  return {
    title: t("howToUse.title"),
    intro: t("howToUse.intro"),
    stepsTitle: t("howToUse.steps.title"),
    steps: STEPS.map((key) => ({
      title: t(`howToUse.steps.${key}.title`),
      text: t(`howToUse.steps.${key}.text`),
    })),
    bestPracticesTitle: t("howToUse.bestPractices.title"),
    bestPractices: Object.entries(BEST_PRACTICES).map(([key, count]) => ({
      title: t(`howToUse.bestPractices.${key}.title`),
      items: Array.from({ length: count }, (_, i) => t(`howToUse.bestPractices.${key}.${i + 1}`)),
    })),
    faqTitle: t("howToUse.faq.title"),
    faq: FAQ.map((key) => ({
      question: t(`howToUse.faq.${key}.question`),
      answer: t(`howToUse.faq.${key}.answer`),
    })),
  };
}
