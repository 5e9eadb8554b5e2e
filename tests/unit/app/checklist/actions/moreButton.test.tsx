// More, under the checklist, is named by its visible word at every width: no label of its own that
// a narrow screen would be left showing a bare chevron for.

import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../../../src/i18n";
import { renderApp } from "../../renderApp";

describe("More", () => {
  it.each(["/", "/ar/"])("at %s: its name is its visible word, shown at every width", (path) => {
    renderApp(path);
    const { t } = translatorFor(path === "/" ? "en" : "ar");
    const more = screen.getByRole("button", { name: t("actions.more") });
    expect(more).not.toHaveAttribute("aria-label");
    // The word is the button's own text, in no element hidden below a width.
    const word = [...more.childNodes].find((node) => node.textContent === t("actions.more"));
    expect(word?.nodeType).toBe(Node.TEXT_NODE);
    expect(more).toHaveAttribute("aria-expanded", "false");
  });
});
