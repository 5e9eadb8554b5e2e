// @vitest-environment node
// A feature shows a part of its own by the name the lazy parts' chunk exports it under
// (src/app/onDemand's lazyPart), since it may not import the registry above it. Each such name is
// held here to the chunk's exports: a part renamed or moved out of the chunk fails this test, not a
// user's click. The types are held by the type-check: each part below must fit the props its
// feature shows it with.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { ComponentProps, ComponentType } from "react";
import { describe, expect, it } from "vitest";
import * as chunk from "../../../src/app/parts/lazyParts";
import type * as CustomiseSlots from "../../../src/app/checklist/customise/partSlots";
import type * as PreviewSlots from "../../../src/app/checklist/preview/partSlots";
import type * as QuestionSlots from "../../../src/app/checklist/question/partSlots";
import type * as RecordSlots from "../../../src/app/checklist/record/partSlots";
import { LANGUAGE_OFFER_BANNER } from "../../../src/app/layout/LanguageOffer";

/** Every `lazyPart("…")` and `loadPart<…>(…)` name written in src/app, with its file. */
function namesShown(folder: string): [string, string][] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return namesShown(path);
    if (!/\.tsx?$/.test(entry.name) || path.includes("src/app/parts/")) return [];
    return [
      ...readFileSync(path, "utf8").matchAll(/lazyPart(?:<[\s\S]*?>)?\(\s*"(\w+)"\s*\)/g),
    ].map((match): [string, string] => [match[1] ?? "", path]);
  });
}

/** What a slot's component takes, as the chunk's part must take it. */
type Shown<Slot> = Slot extends ComponentType<infer Props> ? Props : never;
// Compile-time only: each assignment fails the type-check if the chunk's part no longer fits.
export const fits: {
  [Name in keyof typeof QuestionSlots]: ComponentType<Shown<(typeof QuestionSlots)[Name]>>;
} & {
  [Name in keyof typeof PreviewSlots]: ComponentType<Shown<(typeof PreviewSlots)[Name]>>;
} & {
  [Name in keyof typeof CustomiseSlots]: ComponentType<Shown<(typeof CustomiseSlots)[Name]>>;
} & {
  [Name in keyof typeof RecordSlots]: ComponentType<Shown<(typeof RecordSlots)[Name]>>;
} = {
  NoteEditor: chunk.NoteEditor,
  QuestionGuidance: chunk.QuestionGuidance,
  PrincipleGuidance: chunk.PrincipleGuidance,
  SetAsideEditor: chunk.SetAsideEditor,
  SetAsideTickDialog: chunk.SetAsideTickDialog,
  SetAsideWords: chunk.SetAsideWords,
  PreviewDialog: chunk.PreviewDialog,
  CustomisedBanner: chunk.CustomisedBanner,
  DropOverlay: chunk.DropOverlay,
  OpenReview: chunk.OpenReview,
  ReplaceDialog: chunk.ReplaceDialog,
  TeamDialog: chunk.TeamDialog,
};
export const banner: ComponentType<ComponentProps<typeof chunk.LanguageOfferBanner>> =
  chunk.LanguageOfferBanner;

describe("the parts a feature shows by name", () => {
  const shown = namesShown("src/app");

  it("are found in the features (the check itself)", () => {
    expect(shown.map(([name]) => name)).toEqual(
      expect.arrayContaining(["NoteEditor", "PreviewDialog", "TeamDialog", "DropOverlay"]),
    );
  });

  it("are each exported by the lazy parts' chunk, under that name", () => {
    const missing = shown.filter(([name]) => !(name in chunk));
    expect(missing).toEqual([]);
    expect(LANGUAGE_OFFER_BANNER in chunk).toBe(true);
    expect(Object.keys(fits).sort()).toEqual(
      [...new Set(shown.map(([name]) => name))].filter((name) => name in fits).sort(),
    );
  });
});
