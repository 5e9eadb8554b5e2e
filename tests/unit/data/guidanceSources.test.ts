// @vitest-environment node
// Every source the guidance cites is one of the documents it lists, and every link to it (the
// document's, and a citation's deeper one) goes over https to a host its publisher serves its
// official text from: no link to a copy, a mirror or a look-alike host.

import { describe, expect, it } from "vitest";
import { GUIDANCE_DOCUMENTS, QUESTION_CITATIONS } from "../../../src/data/guidance";
import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";

const BUILT_IN = new Set(allQuestions(createInitialChecklist()).map((q) => q.id));

function official(link: string, hosts: readonly string[]): boolean {
  const url = new URL(link);
  return (
    url.protocol === "https:" &&
    url.username === "" &&
    url.password === "" &&
    url.port === "" &&
    hosts.includes(url.hostname)
  );
}

describe("the guidance's documents", () => {
  it.each(Object.entries(GUIDANCE_DOCUMENTS))("%s links to its official text", (_, document) => {
    expect(document.title.trim()).not.toBe("");
    expect(document.hosts.length).toBeGreaterThan(0);
    expect(official(document.url, document.hosts), document.url).toBe(true);
  });
});

describe("the guidance's citations", () => {
  it("cite one to three documents that exist, for built-in questions only", () => {
    for (const [questionId, citations] of Object.entries(QUESTION_CITATIONS)) {
      expect(BUILT_IN.has(questionId), questionId).toBe(true);
      expect(citations.length, questionId).toBeGreaterThanOrEqual(1);
      expect(citations.length, questionId).toBeLessThanOrEqual(3);
      for (const citation of citations) {
        expect(Object.hasOwn(GUIDANCE_DOCUMENTS, citation.document), questionId).toBe(true);
        expect(citation.section.trim(), questionId).not.toBe("");
      }
    }
  });

  it("link to a section only on its document's official hosts, over https", () => {
    for (const [questionId, citations] of Object.entries(QUESTION_CITATIONS))
      for (const { document, url } of citations) {
        if (url === undefined) continue;
        const { hosts } = GUIDANCE_DOCUMENTS[document];
        expect(official(url, hosts), `${questionId}: ${url}`).toBe(true);
      }
  });

  it("holds the check itself to what it refuses", () => {
    const hosts = ["www.hhs.gov"];
    expect(official("https://www.hhs.gov/ohrp/", hosts)).toBe(true);
    expect(official("http://www.hhs.gov/ohrp/", hosts)).toBe(false);
    expect(official("https://www.hhs.gov.example.com/", hosts)).toBe(false);
    expect(official("https://evil.example/?www.hhs.gov", hosts)).toBe(false);
    expect(official("https://user@www.hhs.gov/", hosts)).toBe(false);
  });
});
