// @vitest-environment node
// The checklist file: what Save checklist file writes opens to exactly the variant, and anything else
// (damaged, hostile, too large, from a newer version) gives problems in words and no variant.

import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CHECKLIST_FORMAT,
  CHECKLIST_LIMITS,
  checklistFileName,
  encodeChecklistFile,
  parseChecklistFile,
  type ChecklistParseResult,
  type ChecklistVariant,
} from "../../../src/variant";
import { problemsInEnglish } from "./problemsInEnglish";
import { SAMPLE_VARIANT, arbitraryVariant } from "./variantFixtures";

/** The sample's file form as a plain object, for a test to spoil one field of. */
const sampleFile = () => JSON.parse(encodeChecklistFile(SAMPLE_VARIANT)) as Record<string, unknown>;
const sampleChanges = (file: Record<string, unknown>) => file.changes as Record<string, unknown[]>;

function problemsOf(result: ChecklistParseResult): readonly string[] {
  if (result.ok) throw new Error("The file was accepted");
  return problemsInEnglish(result.problems);
}
const refused = (input: unknown) => problemsOf(parseChecklistFile(input)).join(" ");

describe("encodeChecklistFile and parseChecklistFile", () => {
  it("write the format's fields, indented, and nothing else", () => {
    const text = encodeChecklistFile({ ...SAMPLE_VARIANT, ticks: ["ic-1"] } as ChecklistVariant);
    expect(text).toMatch(
      /^\{\n {2}"format": "computing-research-principles-checklist",\n {2}"formatVersion": 1,\n/,
    );
    expect(text.endsWith("}\n")).toBe(true);
    expect(Object.keys(JSON.parse(text) as object)).toEqual([
      "format",
      "formatVersion",
      "title",
      "version",
      "publisher",
      "changes",
    ]);
    expect(text).not.toContain("ticks");
  });

  it("open the sample as text, as bytes and as a parsed value", () => {
    const text = encodeChecklistFile(SAMPLE_VARIANT);
    const expected = { ok: true, variant: SAMPLE_VARIANT };
    expect(parseChecklistFile(text)).toEqual(expected);
    expect(parseChecklistFile(`\uFEFF${text}`)).toEqual(expected);
    expect(parseChecklistFile(new TextEncoder().encode(text))).toEqual(expected);
    expect(parseChecklistFile(new TextEncoder().encode(text).buffer)).toEqual(expected);
    expect(parseChecklistFile(JSON.parse(text))).toEqual(expected);
  });

  it("round-trip every valid variant", () => {
    fc.assert(
      fc.property(arbitraryVariant, (variant) => {
        expect(parseChecklistFile(encodeChecklistFile(variant))).toEqual({ ok: true, variant });
      }),
      { numRuns: 300 },
    );
  });

  it("keep markup as plain text", () => {
    const variant: ChecklistVariant = {
      ...SAMPLE_VARIANT,
      title: "<h1>Big</h1> & <script>alert(1)</script>",
      changes: {
        ...SAMPLE_VARIANT.changes,
        rewordedQuestions: [{ id: "ic-2", text: '<img src=x onerror="alert(2)">' }],
      },
    };
    expect(parseChecklistFile(encodeChecklistFile(variant))).toEqual({ ok: true, variant });
  });
});

describe("an added question's own guidance", () => {
  const withGuidance = (guidance: unknown) => {
    const file = sampleFile();
    const [first, ...rest] = sampleChanges(file).addedQuestions ?? [];
    return {
      ...file,
      changes: {
        ...sampleChanges(file),
        addedQuestions: [{ ...(first as object), guidance }, ...rest],
      },
    };
  };

  it("is optional, kept as written with its line breaks, and written back after the text", () => {
    const guidance = "Ask the site's lead.\nRecord <b>who</b> consented.";
    const result = parseChecklistFile(withGuidance(guidance));
    if (!result.ok) throw new Error("refused");
    expect(result.variant.changes.addedQuestions[0]?.guidance).toBe(guidance);
    expect(result.variant.changes.addedQuestions[1]).not.toHaveProperty("guidance");
    const written = JSON.parse(encodeChecklistFile(result.variant)) as {
      changes: { addedQuestions: object[] };
    };
    expect(Object.keys(written.changes.addedQuestions[0] ?? {})).toEqual([
      "id",
      "parentId",
      "text",
      "guidance",
    ]);
    expect(Object.keys(written.changes.addedQuestions[1] ?? {})).toEqual([
      "id",
      "parentId",
      "text",
    ]);
  });

  it("is refused blank, not text, or with a control character, naming its question", () => {
    expect(refused(withGuidance("  "))).toBe("The guidance of added question 1 is empty.");
    expect(refused(withGuidance(7))).toMatch(/^The guidance of added question 1 /);
    expect(refused(withGuidance("a\u0000b"))).toMatch(/^The guidance of added question 1 /);
  });
});

describe("parseChecklistFile refuses", () => {
  it("what is not a checklist file, without throwing", () => {
    for (const input of [
      null,
      42,
      [],
      "",
      "hello",
      "[1, 2]",
      new Uint8Array([0xff, 0xfe, 0x00]),
      { format: "computing-research-principles-assessment", formatVersion: 1 },
      {},
    ])
      expect(refused(input)).toBe("This is not a checklist file made by this tool.");
    expect(refused('{"format": "computing-research-principles-checklist", ')).toMatch(
      /malformed or cut short/,
    );
  });

  it("a newer or unknown format version, saying so", () => {
    expect(refused({ ...sampleFile(), formatVersion: 2 })).toBe(
      "This checklist file was made by a newer version of this tool (checklist format 2); this version reads format 1.",
    );
    for (const formatVersion of [0, 1.5, "1", null, undefined])
      expect(refused({ ...sampleFile(), formatVersion })).toMatch(
        /format version is missing or not a whole number/,
      );
  });

  it("a file larger than 512 KiB, before reading it", () => {
    const big = `{"format": "${CHECKLIST_FORMAT}", "pad": "${"x".repeat(CHECKLIST_LIMITS.fileBytes)}"}`;
    expect(refused(big)).toMatch(/never larger than 512 KB/);
    expect(refused(new TextEncoder().encode(big))).toMatch(/never larger than 512 KB/);
  });

  it("text past each bound", () => {
    const file = sampleFile();
    const changes = sampleChanges(file);
    const long = (n: number) => "é".repeat(n + 1);
    expect(refused({ ...file, title: long(200) })).toBe("Its title is longer than 200 characters.");
    expect(refused({ ...file, version: long(100) })).toBe(
      "Its version is longer than 100 characters.",
    );
    expect(refused({ ...file, publisher: long(200) })).toBe(
      "Its publisher is longer than 200 characters.",
    );
    const spoil = (key: string, index: number, field: string, value: unknown) => ({
      ...file,
      changes: {
        ...changes,
        [key]: (changes[key] ?? []).map((entry, i) =>
          i === index ? { ...(entry as object), [field]: value } : entry,
        ),
      },
    });
    expect(refused(spoil("addedSubPrinciples", 0, "name", long(200)))).toBe(
      "The name of added sub-principle 1 is longer than 200 characters.",
    );
    expect(refused(spoil("addedQuestions", 1, "text", long(1000)))).toBe(
      "The text of added question 2 is longer than 1,000 characters.",
    );
    expect(refused(spoil("addedQuestions", 1, "guidance", long(2000)))).toBe(
      "The guidance of added question 2 is longer than 2,000 characters.",
    );
    expect(refused(spoil("rewordedQuestions", 0, "text", long(1000)))).toBe(
      "The text of reworded question 1 is longer than 1,000 characters.",
    );
    expect(refused(spoil("hiddenQuestions", 0, "reason", long(1000)))).toBe(
      "The reason of hidden question 1 is longer than 1,000 characters.",
    );
    // At the bound exactly, an emoji counted once: accepted.
    expect(parseChecklistFile({ ...file, title: "😀".repeat(200) }).ok).toBe(true);
  });

  it("more added questions or sub-principles than the bounds", () => {
    const file = sampleFile();
    const questions = Array.from({ length: 501 }, (_, i) => ({
      id: `custom-q-${i + 1}`,
      parentId: "informed-consent",
      text: "Q?",
    }));
    const subs = Array.from({ length: 101 }, (_, i) => ({
      id: `custom-s-${i + 1}`,
      principleId: "respect-for-persons",
      name: "S",
    }));
    expect(
      refused({
        ...file,
        changes: {
          ...sampleChanges(file),
          addedQuestions: questions,
          addedSubPrinciples: [],
          nextNumber: 600,
        },
      }),
    ).toBe("It has 501 added questions; a checklist may have at most 500.");
    expect(
      refused({
        ...file,
        changes: {
          ...sampleChanges(file),
          addedQuestions: [],
          addedSubPrinciples: subs,
          nextNumber: 600,
        },
      }),
    ).toBe("It has 101 added sub-principles; a checklist may have at most 100.");
    expect(
      parseChecklistFile({
        ...file,
        changes: {
          ...sampleChanges(file),
          addedQuestions: questions.slice(0, 500),
          addedSubPrinciples: [],
          nextNumber: 600,
        },
      }).ok,
    ).toBe(true);
    expect(
      refused({ ...file, changes: { ...sampleChanges(file), nextNumber: 1_000_001 } }),
    ).toMatch(/nextNumber must be/);
  });

  it("a blank title, blank question text or a missing field", () => {
    const file = sampleFile();
    expect(refused({ ...file, title: "  " })).toBe("Its title is empty.");
    expect(refused({ ...file, publisher: 3 })).toBe("Its publisher is number, not text.");
    const noVersion = { ...file };
    delete noVersion.version;
    expect(refused(noVersion)).toBe("Its version is missing.");
    expect(refused({ ...file, changes: null })).toBe("Its changes are null, not an object.");
    expect(refused({ ...file, changes: { ...sampleChanges(file), hiddenQuestions: "none" } })).toBe(
      "Its hidden questions is string, not a list.",
    );
  });

  it("control characters, but not a line break in a reason", () => {
    const file = sampleFile();
    expect(refused({ ...file, title: "A\u0000B" })).toMatch(/control character/);
    expect(refused({ ...file, title: "A\nB" })).toMatch(/control character/);
    expect(refused({ ...file, version: "1\u009b" })).toMatch(/control character/);
    const changes = sampleChanges(file);
    const reason = (text: string) => ({
      ...file,
      changes: { ...changes, hiddenQuestions: [{ id: "labor-2", reason: text }] },
    });
    expect(parseChecklistFile(reason("Two\nlines")).ok).toBe(true);
    expect(refused(reason("Bell\u0007"))).toMatch(/control character/);
  });

  it("ids that do not belong where they are", () => {
    const file = sampleFile();
    const changes = sampleChanges(file);
    const withChanges = (partial: Record<string, unknown>) => ({
      ...file,
      changes: { ...changes, ...partial },
    });
    expect(refused(withChanges({ rewordedQuestions: [{ id: "zz-1", text: "T" }] }))).toBe(
      'Reworded question 1 names "zz-1", which is not a question of the standard checklist.',
    );
    expect(refused(withChanges({ hiddenQuestions: [{ id: "custom-q-1", reason: "" }] }))).toMatch(
      /not a question of the standard checklist/,
    );
    expect(
      refused(
        withChanges({
          hiddenQuestions: [
            { id: "ic-1", reason: "" },
            { id: "ic-1", reason: "" },
          ],
        }),
      ),
    ).toBe('Hidden question 2 names "ic-1" a second time.');
    expect(
      refused(
        withChanges({ addedQuestions: [{ id: "ic-9", parentId: "informed-consent", text: "T" }] }),
      ),
    ).toBe('Added question 1 has the id "ic-9"; an added one\'s id is custom-q-<number>.');
    expect(
      refused(
        withChanges({
          addedQuestions: [{ id: "custom-q-01", parentId: "informed-consent", text: "T" }],
        }),
      ),
    ).toMatch(/an added one's id is custom-q-<number>/);
    expect(
      refused(
        withChanges({
          addedQuestions: [{ id: "custom-q-4", parentId: "informed-consent", text: "T" }],
        }),
      ),
    ).toBe('Added question 1 has the id "custom-q-4", which is not below nextNumber (4).');
    expect(
      refused(
        withChanges({
          addedQuestions: [
            { id: "custom-q-1", parentId: "informed-consent", text: "T" },
            { id: "custom-q-1", parentId: "informed-consent", text: "U" },
          ],
        }),
      ),
    ).toBe('The id "custom-q-1" is given twice.');
    expect(
      refused(
        withChanges({ addedQuestions: [{ id: "custom-q-1", parentId: "nowhere", text: "T" }] }),
      ),
    ).toBe(
      'Added question 1 is in "nowhere", which is not a sub-principle or sub-item of the checklist.',
    );
    expect(
      refused(
        withChanges({
          addedSubPrinciples: [{ id: "custom-s-2", principleId: "informed-consent", name: "N" }],
        }),
      ),
    ).toBe(
      'Added sub-principle 1 is under "informed-consent", which is not one of the checklist\'s principles.',
    );
    expect(
      refused(
        withChanges({
          addedSubPrinciples: [{ id: "custom-q-2", principleId: "respect-for-persons", name: "N" }],
        }),
      ),
    ).toMatch(/custom-s-<number>/);
  });

  it("lists several problems, at most ten and a count of the rest", () => {
    const file = sampleFile();
    const hidden = Array.from({ length: 14 }, (_, i) => ({ id: `zz-${i}`, reason: "" }));
    const problems = problemsOf(
      parseChecklistFile({ ...file, changes: { ...sampleChanges(file), hiddenQuestions: hidden } }),
    );
    expect(problems).toHaveLength(11);
    expect(problems[10]).toBe("There are 4 more problems.");
  });
});

describe("parseChecklistFile and hostile keys", () => {
  it("ignores __proto__, constructor and prototype keys and never assigns them", () => {
    const text = `{
      "__proto__": { "polluted": true, "title": "From the prototype" },
      "constructor": { "prototype": { "polluted": true } },
      "prototype": { "polluted": true },
      "format": "${CHECKLIST_FORMAT}", "formatVersion": 1,
      "title": "T", "version": "1", "publisher": "",
      "changes": {
        "__proto__": { "nextNumber": 99 },
        "addedQuestions": [{ "__proto__": { "text": "x" }, "id": "custom-q-1", "parentId": "informed-consent", "text": "Q?", "constructor": 1 }],
        "addedSubPrinciples": [], "rewordedQuestions": [], "hiddenQuestions": [], "nextNumber": 2
      }
    }`;
    const result = parseChecklistFile(text);
    expect(result).toEqual({
      ok: true,
      variant: {
        title: "T",
        version: "1",
        publisher: "",
        changes: {
          addedQuestions: [{ id: "custom-q-1", parentId: "informed-consent", text: "Q?" }],
          addedSubPrinciples: [],
          rewordedQuestions: [],
          hiddenQuestions: [],
          nextNumber: 2,
        },
      },
    });
    if (!result.ok) return;
    expect(Object.getPrototypeOf(result.variant)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(result.variant.changes.addedQuestions[0])).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("does not take a title or a field from the prototype", () => {
    const text = `{"format": "${CHECKLIST_FORMAT}", "formatVersion": 1, "__proto__": {"title": "T", "version": "", "publisher": ""}, "changes": {"addedQuestions": [], "addedSubPrinciples": [], "rewordedQuestions": [], "hiddenQuestions": [], "nextNumber": 1}}`;
    expect(refused(text)).toBe(
      "Its title is missing. Its version is missing. Its publisher is missing.",
    );
  });
});

describe("checklistFileName", () => {
  it("is made of the short name, the title and the version", () => {
    expect(checklistFileName(SAMPLE_VARIANT)).toBe(
      "computing-research-checklist-checklist-for-hci-field-studies-1.0.json",
    );
    expect(checklistFileName({ ...SAMPLE_VARIANT, title: "Über / ../ «Field»", version: "" })).toBe(
      "computing-research-checklist-uber-field.json",
    );
  });
});

describe("the documented example (docs/checklist-file-format.md)", () => {
  it("is a checklist file the parser accepts", () => {
    const doc = readFileSync("docs/checklist-file-format.md", "utf8");
    const example = /```json\n([\s\S]*?)```/u.exec(doc)?.[1] ?? "";
    // The example also shows a field's own guidance on its first added question.
    const [first, ...others] = SAMPLE_VARIANT.changes.addedQuestions;
    expect(parseChecklistFile(example)).toEqual({
      ok: true,
      variant: {
        ...SAMPLE_VARIANT,
        language: "en",
        changes: {
          ...SAMPLE_VARIANT.changes,
          addedQuestions: [
            {
              ...first,
              guidance:
                "Ask the site's lead how consent is recorded there.\nKeep the signed forms apart from the data.",
            },
            ...others,
          ],
        },
      },
    });
  });
});
