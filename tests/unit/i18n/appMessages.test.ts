// @vitest-environment node
// A language's `app` messages arrive as a list without their ids (build/messageCatalogs.ts), the
// checklist's ids asked of the checklist: what the loaders give must be each message under its own
// id, as compiled from the language's file, in every language.

import { MESSAGE_LOADERS } from "virtual:message-catalogs";
import { describe, expect, it } from "vitest";
import { appMessageOrder, compiledPart } from "../../../build/messageCatalogs";
import { LANGUAGE_CODES } from "../../../src/i18n";

describe("the app part's messages, shipped as a list", () => {
  it.each(LANGUAGE_CODES)("gives every %s message under its own id", async (language) => {
    const loaded = await MESSAGE_LOADERS[language]?.app?.();
    expect(loaded).toEqual(compiledPart(language, "app"));
  });

  it("lists the checklist's messages first, and each message of the part once", () => {
    const order = appMessageOrder();
    expect(new Set(order).size).toBe(order.length);
    expect(order.slice(0, 2)).toEqual([
      "checklist.name.respect-for-persons",
      "checklist.name.informed-consent",
    ]);
    expect(order.sort()).toEqual(Object.keys(compiledPart("en", "app")).sort());
  });
});
