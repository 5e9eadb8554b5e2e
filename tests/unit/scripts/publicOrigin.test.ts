// @vitest-environment node
// The site's public origin, the one setting a deployment gives the build for its pages' absolute
// canonical and hreflang links (scripts/publicOrigin.mjs, docs/deploying.md): an http or https
// origin is taken, written as the browser writes an origin; absent or blank, there is none; any
// other value stops the build, saying what is wrong with it.

import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script with no declarations
import { publicOriginFrom, publicOriginOf } from "../../../scripts/publicOrigin.mjs";

const originFrom = publicOriginFrom as (value: string | undefined) => string | null;
const originOf = publicOriginOf as (env: Record<string, string | undefined>) => string | null;

describe("PUBLIC_ORIGIN", () => {
  it.each([
    ["https://example.org", "https://example.org"],
    ["https://example.org/", "https://example.org"],
    ["HTTPS://Example.ORG", "https://example.org"],
    ["  https://example.org  ", "https://example.org"],
    ["http://localhost:8080", "http://localhost:8080"],
    ["https://example.org:443", "https://example.org"],
    ["https://checklist.uni-example.de:8443/", "https://checklist.uni-example.de:8443"],
  ])("takes %j as %j", (value, origin) => {
    expect(originFrom(value)).toBe(origin);
  });

  it("is none when absent or blank", () => {
    expect(originFrom(undefined)).toBeNull();
    expect(originFrom("")).toBeNull();
    expect(originFrom("   ")).toBeNull();
    expect(originOf({})).toBeNull();
    expect(originOf({ PUBLIC_ORIGIN: "https://example.org" })).toBe("https://example.org");
  });

  it.each([
    ["example.org", "it is not an absolute address"],
    ["/checklist", "it is not an absolute address"],
    ["ftp://example.org", "its scheme is ftp, not https or http"],
    ["file:///srv/site", "its scheme is file, not https or http"],
    ["https://example.org/checklist", "it has a path"],
    ["https://example.org/checklist/", "it has a path"],
    ["https://example.org//", "it has a path"],
    ["https://example.org/?lang=fr", "it has a query"],
    ["https://example.org#top", "it has a fragment"],
    ["https://user:secret@example.org", "it carries a user name"],
  ])("refuses %j: %s", (value, why) => {
    expect(() => originFrom(value)).toThrow(why);
    expect(() => originFrom(value)).toThrow(
      `PUBLIC_ORIGIN="${value}" is not a public origin: ${why}`,
    );
    expect(() => originFrom(value)).toThrow("such as https://example.org (docs/deploying.md)");
  });
});
