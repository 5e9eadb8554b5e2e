// "Download as Word" in the checklist's More panel, with the real Word export, caught as the
// browser takes the file: the file made from the ticks on screen, its name announced; a failure
// logged and alerted, every tick kept, and the next click making the file.

import { screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readDocx } from "../../../tools/docxReader";
import { renderApp } from "../renderApp";
import { sentence } from "../sentence";
import { downloads, refuseNextDownload } from "../../support/downloads";

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

const FILE_NAME = /^computing-research-principles-checklist-\d{4}-\d{2}-\d{2}\.docx$/;

// The Word module and the docx library, compiled for the tests once before them: the first import
// of a megabyte of library is the test runner's work, not the button's.
beforeAll(async () => {
  await import("../../../../src/export/word");
}, 120_000);

afterEach(() => vi.restoreAllMocks());

describe("Download as Word", { timeout: 30_000 }, () => {
  it("is in More beside Markdown, and downloads the report of the ticks on screen as a .docx", async () => {
    const { user } = renderApp("/");
    await user.click(screen.getByRole("button", { name: /^Respect for Persons,/ }));
    await user.click(screen.getAllByRole("checkbox")[0] as HTMLElement);
    await user.click(screen.getByRole("button", { name: "More" }));
    const word = await screen.findByRole(
      "button",
      { name: "Download as Word" },
      { timeout: 15_000 },
    );
    const markdown = screen.getByRole("button", { name: "Download as Markdown" });
    // Markdown first, then Word, in the same panel.
    expect(markdown.compareDocumentPosition(word) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(word);
    const status = await screen.findByText(sentence(/^Word file ready: /), {}, { timeout: 15_000 });
    expect(downloads()).toHaveLength(1);
    const [file] = downloads();
    expect(file?.name).toMatch(FILE_NAME);
    expect(status).toHaveTextContent(`Word file ready: ${file?.name ?? ""}`);
    const docx = readDocx(await bytesOf(file?.blob ?? new Blob()));
    expect(docx.problems).toEqual([]);
    const ticked = docx.paragraphs.filter((p) => p.list?.marker === "☑");
    expect(ticked).toHaveLength(1);
    expect(docx.paragraphs.filter((p) => p.style === "Heading2").map((p) => p.text)).toEqual([
      "Summary",
      "Respect for Persons",
    ]);
  });

  it("alerts when the file cannot be made, keeps every tick, and makes it on the next click", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user } = renderApp("/");
    await user.click(screen.getByRole("button", { name: /^Respect for Persons,/ }));
    const boxes = screen.getAllByRole("checkbox");
    await user.click(boxes[0] as HTMLElement);
    await user.click(boxes[2] as HTMLElement);
    await user.click(screen.getByRole("button", { name: "More" }));
    const word = await screen.findByRole(
      "button",
      { name: "Download as Word" },
      { timeout: 15_000 },
    );

    refuseNextDownload();
    await user.click(word);
    expect(await screen.findByRole("alert", {}, { timeout: 15_000 })).toHaveTextContent(
      "There was an error generating the Word file. Please try again.",
    );
    expect(logged).toHaveBeenCalledWith("Word export failed", expect.any(Error));
    expect(downloads()).toEqual([]);
    expect(screen.getByText("2 of 68 questions ticked")).toBeInTheDocument();
    expect(boxes[0]).toBeChecked();
    expect(boxes[2]).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Download as Word" }));
    await screen.findByText(sentence(/^Word file ready: /), {}, { timeout: 15_000 });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(downloads()).toHaveLength(1);
  });
});
