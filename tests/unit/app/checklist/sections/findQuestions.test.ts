// The filter's finder: forgiving words (case, accents, Arabic's marks and letter variants), every
// word typed, the guidance's words where there are any, and the states alone and with words.

import { describe, expect, it } from "vitest";
import {
  foldForSearch,
  findQuestions,
  questionWords,
  searchTerms,
} from "../../../../../src/app/checklist/sections/findQuestions";
import { NO_FILTER } from "../../../../../src/app/checklist/sections/questionFilterValue";
import {
  allQuestions,
  createChecklist,
  type Principle,
  type Question,
} from "../../../../../src/data";
import { translatorFor } from "../../../../../src/i18n";

const english = () => createChecklist(translatorFor("en").t);
const ownWords = (question: Question) => question.text;

function found(checklist: Principle[], filter: Partial<typeof NO_FILTER>, locale = "en") {
  return findQuestions(checklist, { ...NO_FILTER, ...filter }, locale, ownWords);
}

describe("foldForSearch", () => {
  it("ignores case and accents", () => {
    expect(foldForSearch("Données PERSONNELLES", "fr")).toBe("donnees personnelles");
    expect(foldForSearch("Überprüfung", "de")).toBe(foldForSearch("uberprufung", "de"));
    expect(foldForSearch("Straße", "de")).toBe("strasse");
    expect(foldForSearch("participação", "pt-BR")).toBe("participacao");
  });

  it("ignores Arabic's short vowels, tatweel and hamza on alef, and merges its letter variants", () => {
    expect(foldForSearch("المُشارِكون", "ar")).toBe(foldForSearch("المشاركون", "ar"));
    expect(foldForSearch("المـشاركون", "ar")).toBe(foldForSearch("المشاركون", "ar"));
    expect(foldForSearch("أخلاقيات", "ar")).toBe(foldForSearch("اخلاقيات", "ar"));
    expect(foldForSearch("إذن", "ar")).toBe(foldForSearch("اذن", "ar"));
    expect(foldForSearch("الموافقة", "ar")).toBe(foldForSearch("الموافقه", "ar"));
    expect(foldForSearch("على", "ar")).toBe(foldForSearch("علي", "ar"));
  });

  it("makes every run of punctuation and space one space", () => {
    expect(foldForSearch("  risks, benefits…  and\nharms? ", "en")).toBe(
      "risks benefits and harms",
    );
    expect(searchTerms(" ,; ", "en")).toEqual([]);
    expect(searchTerms("Risk  BENEFIT", "en")).toEqual(["risk", "benefit"]);
  });
});

describe("findQuestions", () => {
  it("finds by words whatever their case and accents, each word anywhere in the question", () => {
    const checklist = english();
    const byWords = found(checklist, { words: "WITHDRAW penalty" });
    expect([...byWords.questionIds]).toEqual(["ic-2"]);
    expect(byWords.principleIds).toEqual(["respect-for-persons"]);
    expect(byWords.subPrincipleIds).toEqual(["informed-consent"]);
    // Every word typed must be there: one that is not finds nothing.
    expect(found(checklist, { words: "withdraw zebra" }).questionIds.size).toBe(0);
    // A word typed with an accent the question lacks still finds it.
    expect(found(checklist, { words: "pénalty" }).questionIds).toEqual(new Set(["ic-2"]));
  });

  it("finds French words typed without their accents", () => {
    const french = createChecklist(translatorFor("fr").t);
    const ids = found(french, { words: "benefices RECHERCHE" }, "fr").questionIds;
    expect(ids.has("ic-1")).toBe(true);
    for (const id of ids) {
      const text = allQuestions(french).find((q) => q.id === id)?.text ?? "";
      expect(foldForSearch(text, "fr")).toContain("benefices");
    }
  });

  it("finds Arabic words typed without their marks", () => {
    const arabic = createChecklist(translatorFor("ar").t);
    // ic-1's text says "يُزوَّد المشاركون": typed bare, it is found.
    const ids = found(arabic, { words: "يزود المشاركون" }, "ar").questionIds;
    expect(ids).toEqual(new Set(["ic-1"]));
  });

  it("finds by state: open, ticked, set aside, with a note", () => {
    const checklist = english();
    const [first, second, third, fourth] = allQuestions(checklist);
    if (!first || !second || !third || !fourth) throw new Error("Too few questions");
    first.checked = true;
    second.setAside = "No participants are recruited.";
    third.note = "Asked the board.";
    fourth.checked = true;
    fourth.note = "Done in March.";
    const total = allQuestions(checklist).length;
    const ids = (state: typeof NO_FILTER.state) => found(checklist, { state }).questionIds;
    expect(ids("all").size).toBe(total);
    expect(ids("ticked")).toEqual(new Set([first.id, fourth.id]));
    expect(ids("setAside")).toEqual(new Set([second.id]));
    expect(ids("noted")).toEqual(new Set([third.id, fourth.id]));
    expect(ids("open").size).toBe(total - 3);
    expect(ids("open").has(third.id)).toBe(true);
    expect(ids("open").has(second.id)).toBe(false);
  });

  it("combines the state with the words", () => {
    const checklist = english();
    const question = allQuestions(checklist).find((q) => q.id === "ic-2");
    if (!question) throw new Error("No ic-2");
    expect(found(checklist, { state: "ticked", words: "withdraw penalty" }).questionIds.size).toBe(
      0,
    );
    question.checked = true;
    expect(found(checklist, { state: "ticked", words: "withdraw penalty" }).questionIds).toEqual(
      new Set(["ic-2"]),
    );
    expect(found(checklist, { state: "open", words: "withdraw penalty" }).questionIds.size).toBe(0);
  });

  it("lists each section holding what it found once, in the page's order", () => {
    const checklist = english();
    const result = found(checklist, { words: "data" });
    expect(result.questionIds.size).toBeGreaterThan(1);
    expect(new Set(result.principleIds).size).toBe(result.principleIds.length);
    const order = checklist.map((p) => p.id);
    expect([...result.principleIds].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(
      result.principleIds,
    );
    for (const sub of checklist.flatMap((p) => p.subprinciples)) {
      const holds = [...sub.questions, ...(sub.subItems ?? []).flatMap((i) => i.questions)].some(
        (q) => result.questionIds.has(q.id),
      );
      expect(result.subPrincipleIds.includes(sub.id)).toBe(holds);
    }
  });
});

describe("questionWords", () => {
  const question: Question = { id: "ic-2", text: "Can participants withdraw?", checked: false };

  it("adds the question's guidance, where its messages are", () => {
    const messages: Record<string, string> = {
      "guidance.asks.ic-2": "Whether leaving is easy.",
      "guidance.meets.ic-2": "A withdraw button on every page",
      "guidance.ifNot.ic-2": "Add an exit link",
    };
    const words = questionWords(question, (id) => messages[id] ?? id);
    expect(words).toContain("Can participants withdraw?");
    expect(words).toContain("exit link");
    const checklist = english();
    const byGuidance = findQuestions(checklist, { ...NO_FILTER, words: "EXIT link" }, "en", (q) =>
      questionWords(q, (id) => messages[id] ?? id),
    );
    expect(byGuidance.questionIds).toEqual(new Set(["ic-2"]));
  });

  it("is the question's own text where its guidance is absent, not the messages' ids", () => {
    expect(questionWords(question, (id) => id)).toBe("Can participants withdraw?");
    const checklist = english();
    const byId = findQuestions(checklist, { ...NO_FILTER, words: "guidance asks" }, "en", (q) =>
      questionWords(q, (id) => id),
    );
    expect(byId.questionIds.size).toBe(0);
  });
});
