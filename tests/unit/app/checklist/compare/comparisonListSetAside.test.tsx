// The compare dialog's list of changes, for questions set aside as "does not apply": each kind
// named in words, with the question and its reason (the old and the new when it changed).

import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ComparisonList } from "../../../../../src/app/checklist/compare/ComparisonList";
import { TranslatorProvider } from "../../../../../src/app/language/TranslatorContext";
import { system } from "../../../../../src/app/theme/system";
import { createInitialChecklist } from "../../../../../src/data/english";
import { checklistOfAssessment, compareAssessments } from "../../../../../src/record";
import { translatorFor } from "../../../../../src/i18n";

const BUILT_IN = createInitialChecklist();
const side = (setAside: Record<string, string>) => ({
  checklist: checklistOfAssessment(BUILT_IN, {
    variant: null,
    ticked: [],
    notes: new Map(),
    setAside: new Map(Object.entries(setAside)),
  }),
  variant: null,
});

describe("ComparisonList, for questions set aside", () => {
  it("says what changed in words, each with its reason", () => {
    const comparison = compareAssessments(
      side({ "ic-1": "Old reason", "ic-2": "Was set aside" }),
      side({ "ic-1": "New reason", "asd-1": "No data kept" }),
    );
    render(
      <ChakraProvider value={system}>
        <TranslatorProvider translator={translatorFor("en")}>
          <ComparisonList comparison={comparison} />
        </TranslatorProvider>
      </ChakraProvider>,
    );
    expect(screen.getByText("Newly set aside (does not apply): 1")).toBeInTheDocument();
    expect(screen.getByText("No longer set aside: 1")).toBeInTheDocument();
    expect(screen.getByText("Reasons for setting aside changed: 1")).toBeInTheDocument();
    const newly = screen.getByRole("heading", { name: "Newly set aside (does not apply)" });
    const newlyList = within(newly.parentElement ?? document.body);
    expect(newlyList.getByText("Reason:")).toBeInTheDocument();
    expect(newlyList.getByText("No data kept")).toBeInTheDocument();
    const gone = within(
      screen.getByRole("heading", { name: "No longer set aside" }).parentElement ?? document.body,
    );
    expect(gone.getByText("Reason it was set aside:")).toBeInTheDocument();
    expect(gone.getByText("Was set aside")).toBeInTheDocument();
    const changed = within(
      screen.getByRole("heading", { name: "Reasons for setting aside changed" }).parentElement ??
        document.body,
    );
    expect(changed.getByText("Old reason")).toBeInTheDocument();
    expect(changed.getByText("New reason")).toBeInTheDocument();
  });
});
