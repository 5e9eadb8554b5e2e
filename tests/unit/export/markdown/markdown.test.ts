// @vitest-environment node
// The Markdown file, read back with a real GitHub-flavoured Markdown parser (marked, GFM on): its
// headings, task items, quotes and table are what they should be, and nothing in a note becomes
// markup.

import { Lexer, marked, type Token, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { buildReportModel } from "../reportWords";
import { englishText } from "../../../../src/i18n/english";

const UNTICKED_NOTES_HEADING = englishText("report.untickedNotesHeading");
import { reportMarkdown } from "../../../../src/export/markdown/markdown";
import { exportFileName } from "../../../../src/export/report/exportFileName";
import {
  FIELD_VARIANT,
  checklistWithNotes,
  checklistWithTicked,
  customisedChecklistWithTicked,
} from "../checklistFixtures";
import { EMPTY_CHANGES, type ChecklistVariant } from "../../../../src/variant";
import { allQuestions } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";

const GENERATED_AT = new Date("2025-02-28T12:30:00Z");
const UTC = { timeZone: "UTC" } as const;

const NASTY = [
  "<img src=x onerror=alert(1)>",
  "</style><script>alert(2)</script>",
  "# not a heading",
  "- not a list",
  "1. not a list either",
  "> not a quote",
  "*not emphasis* _nor this_ `nor code` [not](a link) ![no](image) | a pipe | ~~no strike~~ &amp;",
  "    four spaces: not code",
  "\\ a backslash",
].join("\n");

function markdownFor(ticked: string[], notes: Record<string, string>): string {
  return reportMarkdown(buildReportModel(checklistWithNotes(ticked, notes), GENERATED_AT, UTC));
}

/** Every token in the tree, depth first. */
function walk(tokens: readonly Token[]): Token[] {
  return tokens.flatMap((token) => {
    const children: Token[] = [];
    if ("tokens" in token && Array.isArray(token.tokens)) children.push(...walk(token.tokens));
    if (token.type === "list") children.push(...walk((token as Tokens.List).items));
    if (token.type === "table") {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()])
        children.push(...walk(cell.tokens));
    }
    return [token, ...children];
  });
}

const lex = (markdown: string) => walk(new Lexer({ gfm: true }).lex(markdown));

describe("the Markdown report", () => {
  it("has the title, the date, the summary and a table row per principle", () => {
    const markdown = markdownFor(["ic-1", "cr-1"], {});
    const tokens = lex(markdown);
    const headings = tokens.filter((t): t is Tokens.Heading => t.type === "heading");
    expect(headings[0]).toMatchObject({
      depth: 1,
      text: "Principles and Guidelines for Computing Research",
    });
    expect(headings[1]).toMatchObject({ depth: 2, text: "Summary" });
    expect(markdown).toContain("Date: February 28, 2025");
    const table = tokens.find((t): t is Tokens.Table => t.type === "table");
    expect(table?.header.map((cell) => cell.text)).toEqual(["Principle", "Ticked", "Progress"]);
    expect(table?.rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ["Respect for Persons", "1 of 14", "7%"],
      ["Respect for Communities", "0 of 8", "0%"],
      ["Respect for Society", "1 of 22", "5%"],
      ["Respect for Democracy", "0 of 8", "0%"],
      ["Respect for Environment", "0 of 8", "0%"],
      ["Respect for Knowledge", "0 of 8", "0%"],
    ]);
  });

  it("lists the ticked questions as checked task items under principle, sub-principle and sub-item headings", () => {
    const tokens = lex(markdownFor(["ic-1", "cr-1"], {}));
    const structure = tokens
      .filter((t) => t.type === "heading" || t.type === "list_item")
      .map((t) =>
        t.type === "heading"
          ? `h${(t as Tokens.Heading).depth} ${(t as Tokens.Heading).text}`
          : `${(t as Tokens.ListItem).task ? "task" : "item"} ${(t as Tokens.ListItem).checked ? "x" : " "}`,
      );
    expect(structure.filter((s) => !s.startsWith("item"))).toEqual([
      "h1 Principles and Guidelines for Computing Research",
      "h2 Summary",
      "h2 Respect for Persons",
      "h3 Informed Consent",
      "task x",
      "h2 Respect for Society",
      "h3 Rights",
      "h4 Civil Rights",
      "task x",
    ]);
    expect(tokens.some((t) => t.type === "blockquote")).toBe(false);
    expect(
      lex(markdownFor(["ic-1"], {}))
        .map((t) => t.raw)
        .join(""),
    ).not.toContain(UNTICKED_NOTES_HEADING);
  });

  it("puts each note in a block quote inside its question's item, line breaks kept", () => {
    const tokens = lex(
      markdownFor(["ic-1"], { "ic-1": "First line\nsecond line\n\nNew paragraph" }),
    );
    const item = tokens.find((t): t is Tokens.ListItem => t.type === "list_item" && t.task);
    expect(item?.checked).toBe(true);
    const quote = walk(item?.tokens ?? []).find(
      (t): t is Tokens.Blockquote => t.type === "blockquote",
    );
    expect(quote).toBeDefined();
    const html = marked.parse(quote?.raw.replace(/^ {2}/gm, "") ?? "", { gfm: true, async: false });
    expect(html).toContain("<strong>Note:</strong> First line<br>second line</p>");
    expect(html).toContain("<p>New paragraph</p>");
  });

  it("escapes Markdown and HTML in notes: the rendered text is the note as typed", () => {
    const markdown = markdownFor(["ic-1"], { "ic-1": NASTY, "cr-1": NASTY });
    const html = marked.parse(markdown, { gfm: true, async: false });
    // No element is made from a note: no image, script, style, link, code, emphasis or heading.
    for (const tag of ["<img", "<script", "<style", "<a ", "<code", "<em", "<del", "<pre"])
      expect(html).not.toContain(tag);
    expect(html.match(/<h1/g)).toHaveLength(1);
    // Two notes, each a quote of its own and nothing nested in it.
    expect(html.match(/<blockquote>/g)).toHaveLength(2);
    const text = (html.match(/<blockquote>([\s\S]*?)<\/blockquote>/)?.[1] ?? "")
      .replace(/<br>/g, "\n")
      .replace(/<[^>]+>/g, "")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&")
      .trim();
    // Line-leading indentation is dropped (four spaces would be code); every character is kept.
    expect(text).toBe(`Note: ${NASTY.replace("    four", "four")}`);
  });

  it("ends with the notes on questions not ticked, as unticked task items, by principle and sub-principle", () => {
    const tokens = lex(markdownFor(["ic-1"], { "cr-1": "Does not apply: no system is built." }));
    const at = tokens.findIndex(
      (t) => t.type === "heading" && (t as Tokens.Heading).text === UNTICKED_NOTES_HEADING,
    );
    expect(at).toBeGreaterThan(0);
    const after = tokens.slice(at).filter((t) => t.type === "heading" || t.type === "list_item");
    expect(
      after.map((t) =>
        t.type === "heading" ? (t as Tokens.Heading).text : (t as Tokens.ListItem).checked,
      ),
    ).toEqual([UNTICKED_NOTES_HEADING, "Respect for Society", "Rights", "Civil Rights", false]);
    expect(
      after.filter((t) => t.type === "heading").map((t) => (t as Tokens.Heading).depth),
    ).toEqual([2, 3, 4, 5]);
  });

  it("says when nothing is ticked, and is named like the PDF with .md", () => {
    const markdown = reportMarkdown(buildReportModel(checklistWithTicked([]), GENERATED_AT, UTC));
    expect(markdown).toContain("\nNo questions were ticked.\n");
    expect(exportFileName(GENERATED_AT, "computing-research", "UTC", "md")).toBe(
      "computing-research-principles-checklist-2025-02-28.md",
    );
  });
});

/** An element's text as a reader sees it: tags dropped, line breaks kept, entities decoded. */
function htmlText(html: string): string {
  return html
    .replace(/<br>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}

function customisedMarkdown(variant: ChecklistVariant, ticked: string[] = ["ic-1"]): string {
  return reportMarkdown(
    buildReportModel(customisedChecklistWithTicked(variant, ticked), GENERATED_AT, {
      ...UTC,
      variant,
    }),
  );
}

/** The items of the list after each level-3 heading of the changes section, as rendered text. */
function changeGroups(markdown: string): [string, string[]][] {
  const tokens = new Lexer({ gfm: true }).lex(markdown).filter((t) => t.type !== "space");
  const section = tokens.findIndex(
    (t) =>
      t.type === "heading" && (t as Tokens.Heading).text === "Changes from the standard checklist",
  );
  const groups: [string, string[]][] = [];
  tokens.slice(section).forEach((token, index, rest) => {
    const list = rest[index + 1];
    if (token.type !== "heading" || (token as Tokens.Heading).depth !== 3) return;
    if (list?.type !== "list") throw new Error(`no list after ${(token as Tokens.Heading).text}`);
    groups.push([
      (token as Tokens.Heading).text,
      // An item's content rendered on its own: lines and nested blocks joined with " | ".
      (list as Tokens.List).items.map((item) =>
        htmlText(marked.parse(item.text, { gfm: true, async: false }))
          .split(/\s*\n\s*/)
          .join(" | "),
      ),
    ]);
  });
  return groups;
}

const builtIn = (id: string) =>
  allQuestions(createInitialChecklist()).find((q) => q.id === id)?.text ?? "";

describe("the Markdown report on a customised checklist", () => {
  it("names the checklist under the date", () => {
    const markdown = customisedMarkdown(FIELD_VARIANT);
    expect(markdown).toContain(
      "Date: February 28, 2025\n\nChecklist: Checklist for HCI field studies, version 1.0, published by Ethics board, Dept. of CS\n\n## Summary",
    );
  });

  it("ends with the changes: a level-2 heading, a level-3 heading and a list for each kind", () => {
    const markdown = customisedMarkdown(FIELD_VARIANT);
    const headings = lex(markdown).filter((t): t is Tokens.Heading => t.type === "heading");
    const at = headings.findIndex((h) => h.text === "Changes from the standard checklist");
    expect(headings.slice(at).map((h) => `h${h.depth} ${h.text}`)).toEqual([
      "h2 Changes from the standard checklist",
      "h3 Added sub-principles",
      "h3 Added questions",
      "h3 Reworded questions",
      "h3 Hidden questions",
    ]);
    expect(markdown.trimEnd().endsWith("Generated on February 28, 2025 at 12:30 PM")).toBe(true);
    expect(changeGroups(markdown)).toEqual([
      [
        "Added sub-principles",
        [
          "Respect for Persons | Field visits | Is a local contact named? | Is the visit announced?",
          "Respect for Environment | Field travel | Is travel by train where possible?",
        ],
      ],
      [
        "Added questions",
        [
          "Respect for Persons › Informed Consent | Is consent recorded on site?",
          "Respect for Society › Rights › Civil Rights | Are local laws on recording checked?",
        ],
      ],
      [
        "Reworded questions",
        [
          `Respect for Persons › Informed Consent | Can participants leave at any time? | Original wording: ${builtIn("ic-2")}`,
        ],
      ],
      [
        "Hidden questions",
        [
          `Respect for Persons › Labor | ${builtIn("labor-2")} | Reason: No research workers in field studies.`,
          `Respect for Society › Rights › Human Rights | ${builtIn("hr-1")} | Reason: No reason given.`,
        ],
      ],
    ]);
  });

  it("escapes a field's words: names, questions and reasons are text as written", () => {
    const line = NASTY.split("\n");
    const variant: ChecklistVariant = {
      title: "# <b>Title</b>",
      version: "*1*",
      publisher: "[Lab](x)",
      changes: {
        ...EMPTY_CHANGES,
        addedSubPrinciples: [
          { id: "custom-s-1", principleId: "respect-for-persons", name: line[2] ?? "" },
        ],
        addedQuestions: [
          { id: "custom-q-2", parentId: "custom-s-1", text: line[0] ?? "" },
          { id: "custom-q-3", parentId: "informed-consent", text: line[4] ?? "" },
          // A line break the Customise mode would not let in: still no block of its own.
          { id: "custom-q-4", parentId: "informed-consent", text: "Two\n- lines" },
        ],
        rewordedQuestions: [{ id: "ic-2", text: line[6] ?? "" }],
        hiddenQuestions: [{ id: "hr-1", reason: NASTY }],
        nextNumber: 5,
      },
    };
    const markdown = customisedMarkdown(variant);
    const html = marked.parse(markdown, { gfm: true, async: false });
    for (const tag of ["<img", "<script", "<style", "<a ", "<code", "<em", "<del", "<pre", "<b>"])
      expect(html).not.toContain(tag);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(markdown).toContain("Checklist: \\# \\<b\\>Title\\</b\\>, version \\*1\\*");
    const groups = Object.fromEntries(changeGroups(markdown));
    expect(groups["Added sub-principles"]).toEqual([
      `Respect for Persons | ${line[2]} | ${line[0]}`,
    ]);
    expect(groups["Added questions"]).toEqual([
      `Respect for Persons › Informed Consent | ${line[4]}`,
      "Respect for Persons › Informed Consent | Two - lines",
    ]);
    expect(groups["Reworded questions"]).toEqual([
      `Respect for Persons › Informed Consent | ${line[6]} | Original wording: ${builtIn("ic-2")}`,
    ]);
    // The reason quoted as a note is: every line kept, line-leading indentation dropped.
    expect(groups["Hidden questions"]).toEqual([
      `Respect for Society › Rights › Human Rights | ${builtIn("hr-1")} | Reason: ${NASTY.replace("    four", "four").replace(/\n/g, " | ")}`,
    ]);
  });

  it("is the standard report, byte for byte, for a variant that changes nothing", () => {
    const snapshot = () => checklistWithNotes(["ic-1", "cr-1"], { "hr-1": "Does not apply." });
    const standard = reportMarkdown(buildReportModel(snapshot(), GENERATED_AT, UTC));
    const unchanged = reportMarkdown(
      buildReportModel(snapshot(), GENERATED_AT, {
        ...UTC,
        variant: { ...FIELD_VARIANT, changes: EMPTY_CHANGES },
      }),
    );
    expect(unchanged).toBe(standard);
    expect(standard).not.toContain("Checklist:");
    expect(standard).not.toContain("Changes from the standard checklist");
  });
});
