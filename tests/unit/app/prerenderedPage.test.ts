// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PRERENDERED_PATHS, isPrerenderedFor } from "../../../src/app";

describe("isPrerenderedFor", () => {
  it("prerenders the three routes in every language", () => {
    expect(PRERENDERED_PATHS.slice(0, 6)).toEqual([
      "/",
      "/about",
      "/how-to-use",
      "/fr",
      "/fr/about",
      "/fr/how-to-use",
    ]);
    expect(PRERENDERED_PATHS).toHaveLength(18);
    expect(PRERENDERED_PATHS).toContain("/pt-br/how-to-use");
    expect(PRERENDERED_PATHS).toContain("/ar");
  });

  it("hydrates a page whose markup was rendered for its path", () => {
    for (const path of PRERENDERED_PATHS) expect(isPrerenderedFor(path, path)).toBe(true);
  });

  it("matches as the router does: a trailing slash or other case is the same route", () => {
    expect(isPrerenderedFor("/about", "/about/")).toBe(true);
    expect(isPrerenderedFor("/how-to-use", "/How-To-Use")).toBe(true);
    expect(isPrerenderedFor("/", "/")).toBe(true);
  });

  it("renders afresh over markup for another path, as a host's index.html fallback gives", () => {
    expect(isPrerenderedFor("/", "/about")).toBe(false);
    expect(isPrerenderedFor("/", "/missing")).toBe(false);
    expect(isPrerenderedFor("/about", "/about/more")).toBe(false);
  });

  it("renders afresh where there is no prerendered markup or it names no route", () => {
    expect(isPrerenderedFor(undefined, "/")).toBe(false);
    expect(isPrerenderedFor("/missing", "/missing")).toBe(false);
  });
});
