// @vitest-environment node
// Every built-in question has its guidance, and every principle its introduction, in every
// language: what it asks, one to three items of what meeting it can look like and of what to do if
// it is not met yet (as many in each language as in English), and one to three sources. Skipped
// for no question: it fails until the guidance for all of them is written.

import { readFileSync } from "node:fs";
import { po } from "gettext-parser";
import { describe, expect, it } from "vitest";
import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import {
  QUESTION_CITATIONS,
  guidanceItems,
  principleIntroMessageId,
  questionGuidanceMessageIds,
} from "../../../src/data/guidance";
import { LANGUAGE_CODES } from "../../../src/i18n";

const checklist = createInitialChecklist();
const QUESTION_IDS = allQuestions(checklist).map((q) => q.id);
const PRINCIPLE_IDS = checklist.map((p) => p.id);

function messagesOf(language: string): Map<string, string> {
  const parsed = po.parse(
    readFileSync(new URL(`../../../locales/${language}.po`, import.meta.url)),
  );
  return new Map(
    Object.values(parsed.translations)
      .flatMap((context) => Object.values(context))
      .filter((entry) => entry.msgid !== "")
      .map((entry) => [entry.msgid, entry.msgstr[0] ?? ""]),
  );
}

const english = messagesOf("en");

describe("the guidance, complete", () => {
  it("has 68 built-in questions and 6 principles to cover (the check itself)", () => {
    expect(QUESTION_IDS).toHaveLength(68);
    expect(PRINCIPLE_IDS).toHaveLength(6);
  });

  it("cites one to three sources for every built-in question", () => {
    const uncited = QUESTION_IDS.filter((id) => {
      const count = QUESTION_CITATIONS[id]?.length ?? 0;
      return count < 1 || count > 3;
    });
    expect(uncited).toEqual([]);
  });

  describe.each(LANGUAGE_CODES)("in %s", (language) => {
    const messages = messagesOf(language);
    const text = (id: string) => (messages.get(id) ?? "").trim();

    it("introduces every principle", () => {
      const missing = PRINCIPLE_IDS.map(principleIntroMessageId).filter((id) => text(id) === "");
      expect(missing).toEqual([]);
    });

    it("says what every built-in question asks", () => {
      const missing = QUESTION_IDS.map((q) => questionGuidanceMessageIds(q).asks).filter(
        (id) => text(id) === "",
      );
      expect(missing).toEqual([]);
    });

    it("gives one to three items of each list, as many as English", () => {
      const wrong: string[] = [];
      for (const questionId of QUESTION_IDS) {
        const { meets, ifNot } = questionGuidanceMessageIds(questionId);
        for (const id of [meets, ifNot]) {
          const count = guidanceItems(messages.get(id) ?? "").length;
          const inEnglish = guidanceItems(english.get(id) ?? "").length;
          if (count < 1 || count > 3 || count !== inEnglish)
            wrong.push(`${id}: ${count} (English ${inEnglish})`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
});
