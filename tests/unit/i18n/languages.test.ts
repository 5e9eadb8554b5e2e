// @vitest-environment node
// Where each language's pages live, and which of the browser's preferred languages the app has.

import { describe, expect, it } from "vitest";
import {
  LANGUAGES,
  pathInLanguage,
  preferredLanguage,
  splitLanguagePath,
  translatorFor,
} from "../../../src/i18n";

const byCode = (code: string) => {
  const language = LANGUAGES.find((entry) => entry.code === code);
  if (!language) throw new Error(`No language ${code}`);
  return language;
};

describe("a page's address", () => {
  it("is English at the root, each other language under its own segment", () => {
    expect(splitLanguagePath("/")).toEqual({ language: byCode("en"), path: "/" });
    expect(splitLanguagePath("/about")).toEqual({ language: byCode("en"), path: "/about" });
    expect(splitLanguagePath("/fr/")).toEqual({ language: byCode("fr"), path: "/" });
    expect(splitLanguagePath("/fr")).toEqual({ language: byCode("fr"), path: "/" });
    expect(splitLanguagePath("/AR/how-to-use")).toEqual({
      language: byCode("ar"),
      path: "/how-to-use",
    });
    expect(splitLanguagePath("/pt-br/about")).toEqual({
      language: byCode("pt-BR"),
      path: "/about",
    });
  });

  it("is English for a first segment that is no language's", () => {
    expect(splitLanguagePath("/xx/about")).toEqual({ language: byCode("en"), path: "/xx/about" });
    expect(splitLanguagePath("/frank")).toEqual({ language: byCode("en"), path: "/frank" });
  });

  it("goes back and forth between languages", () => {
    for (const language of LANGUAGES)
      for (const path of ["/", "/about", "/how-to-use"]) {
        const address = pathInLanguage(language, path);
        expect(splitLanguagePath(address)).toEqual({ language, path });
      }
    expect(pathInLanguage(byCode("fr"), "/")).toBe("/fr");
    expect(pathInLanguage(byCode("en"), "/about")).toBe("/about");
  });
});

describe("the browser's preferred languages", () => {
  it("pick the first the app has, exactly or by its primary subtag", () => {
    expect(preferredLanguage(["fr-CA", "en"])?.code).toBe("fr");
    expect(preferredLanguage(["ja", "de-AT"])?.code).toBe("de");
    expect(preferredLanguage(["pt-PT"])?.code).toBe("pt-BR");
    expect(preferredLanguage(["ar-EG"])?.code).toBe("ar");
    expect(preferredLanguage(["en-GB", "fr"])?.code).toBe("en");
    expect(preferredLanguage(["ja", "zh"])).toBeUndefined();
  });
});

describe("each language", () => {
  it("is named in itself, Arabic right to left", () => {
    expect(LANGUAGES.map((language) => language.name)).toEqual([
      "English",
      "Français",
      "Español",
      "Deutsch",
      "Português (Brasil)",
      "العربية",
    ]);
    expect(LANGUAGES.filter((language) => language.dir === "rtl").map((l) => l.code)).toEqual([
      "ar",
    ]);
  });

  it("formats numbers and plurals by its own rules", () => {
    expect(translatorFor("fr").number(0.5, { style: "percent" })).toMatch(/^50[\u00a0\u202f]%$/);
    expect(translatorFor("de").number(1234.5)).toBe("1.234,5");
    expect(translatorFor("en").number(1234.5)).toBe("1,234.5");
  });
});

describe("text put into a message", () => {
  it("is shown as written: escapes in it are not decoded, markup not read", () => {
    const { t } = translatorFor("fr");
    const title = "A\\u0042 \\u202E <b>x</b> {name} \\x41";
    const made = t("page.documentTitle", { page: title, product: "P" });
    expect(made).toBe(`${title} | P`);
  });
});

describe("each language's numbers", () => {
  it("are written with the digits 0–9 in every engine, Arabic's too, as its translations write them", () => {
    for (const language of LANGUAGES)
      expect(
        new Intl.NumberFormat(language.intlLocale).resolvedOptions().numberingSystem,
        language.code,
      ).toBe("latn");
  });
});
