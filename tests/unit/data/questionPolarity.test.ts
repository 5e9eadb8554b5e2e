// @vitest-environment node
// Spec §3: every question asks whether the research meets an ethical practice, so a tick means
// "yes, it does", and the report lists ticked questions as completed. A question that asks whether
// the research could cause a harm turns that round: ticking it records the harm as completed. Two
// questions were written that way (cr-1 and dp-1, once); these tests keep any more out.

import { describe, expect, it } from "vitest";
import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";

/**
 * A leading condition ("If the research touches on policing, sentencing or punishment, …") is not
 * the question asked: the question starts at the first verb that opens a clause after it.
 */
function mainClause(text: string): string {
  return text.replace(
    /^(if|where|when)\b.*?,\s*(?=(are|is|do|does|have|has|can|will|could|might|may|would)\b)/i,
    "",
  );
}

/** What the research, its outputs or its systems are called as the subject of a question. */
const RESEARCH_SUBJECT =
  /^(the research|the project|the study|the systems?|the tools?|the models?|the outputs?|the results?|the innovation|its outputs|its results)\b/i;

/** Verbs naming a harm done to someone, as a question's main verb would put them. */
const HARM_VERB =
  /\b(harm|hurt|damag|discriminat|exclud|endanger|deceiv|mislead|manipulat|exploit|surveil|censor|restrict|undermin|degrad|disadvantag|stigmati|re-?identif|leak|expos|make it harder|make it more difficult)\w*/i;

/**
 * Words that turn a harm into the practice that prevents or deals with it ("avoid making it
 * harder", "seek to address past harms").
 */
const REMEDY =
  /\b(avoid|not|never|prevent|protect|against|free from|without|address|repair|redress|mitigat|minimi[sz]|reduc|assess|identif|examin|consider|detect|report)\w*/i;

/**
 * Whether a question asks if the research could or might cause a harm, rather than whether it
 * meets the practice that prevents it. A question that asks whether you have *assessed* a harm
 * ("Have you assessed whether the research could…") asks about a practice, and passes.
 */
function asksWhetherResearchCausesHarm(text: string): boolean {
  const clause = mainClause(text.trim());
  // "Could …?", "Might …?", "May …?", "Would …?": a question of possibility is never a practice.
  if (/^(could|might|may|would)\b/i.test(clause)) return true;
  // "Is there a risk that …?", "Is it likely that …?"
  if (/^(is|are) there (a|any) (risk|chance|danger|possibility|likelihood)\b/i.test(clause)) {
    return true;
  }
  if (/^is it (possible|likely)\b/i.test(clause)) return true;
  // "Does the research discriminate …?", "Will its outputs exclude …?": the research as the
  // subject of a harm verb, with nothing before the verb that says the harm is prevented.
  const auxiliary = /^(can|will|does|do|is|are)\s+/i.exec(clause);
  if (!auxiliary) return false;
  const rest = clause.slice(auxiliary[0].length);
  if (!RESEARCH_SUBJECT.test(rest)) return false;
  const harm = HARM_VERB.exec(rest);
  if (!harm) return false;
  return !REMEDY.test(rest.slice(0, harm.index));
}

describe("asksWhetherResearchCausesHarm", () => {
  it.each([
    // The two questions found so, as they were worded.
    "Could the research or the systems it produces discriminate against people on the basis of protected characteristics?",
    "Could the research or its outputs make it harder for anyone to take part in democratic processes such as voting or public consultation?",
    "Might the published data be re-identified?",
    "Would the deployment disturb wildlife?",
    "Is there a risk that the research excludes people with disabilities?",
    "Is it likely that participants are harmed?",
    "Does the research discriminate against anyone?",
    "Will its outputs make it harder for people to vote?",
    "Can the system be used to surveil journalists?",
    "If the research uses social media data, could it expose the people who posted it?",
  ])("flags a question that asks about a harm: %s", (text) => {
    expect(asksWhetherResearchCausesHarm(text)).toBe(true);
  });

  it.each([
    "Can participants withdraw at any time without penalty, and is it clear to them how to do so?",
    "Have you assessed whether the research could contribute to human-rights harms, directly or through foreseeable misuse?",
    "Does the research avoid enabling surveillance or profiling that could chill freedom of expression, association or assembly?",
    "Do the research and its outputs avoid making it harder for anyone to take part in democratic processes such as voting or public consultation?",
    "If the research touches on policing, sentencing or punishment, have you examined whether it could reinforce bias in those systems?",
    "Is there accountability, with a named responsible person, if the research causes harm?",
    "Will the benefits of the research be available to the populations that took part?",
    "Does the research acknowledge and seek to address past harms to the communities involved?",
  ])("passes a question that asks about a practice: %s", (text) => {
    expect(asksWhetherResearchCausesHarm(text)).toBe(false);
  });
});

describe("the built-in questions, read against spec §3", () => {
  const questions = allQuestions(createInitialChecklist());

  it("never ask whether the research could or might cause a harm", () => {
    const harmQuestions = questions
      .filter((q) => asksWhetherResearchCausesHarm(q.text))
      .map((q) => `${q.id}: ${q.text}`);
    expect(harmQuestions).toEqual([]);
  });

  it("open as a question about what is done (are, is, do, does, have, can, will), after any condition", () => {
    for (const question of questions) {
      expect(mainClause(question.text), question.id).toMatch(
        /^(are|is|do|does|have|has|can|will)\b/i,
      );
    }
  });

  it("word cr-1 and dp-1 so that a tick means the practice is met", () => {
    const text = (id: string) => questions.find((q) => q.id === id)?.text ?? "";
    expect(text("cr-1")).toMatch(/do not discriminate/);
    expect(text("dp-1")).toMatch(/^Do the research and its outputs avoid making it harder/);
  });
});
