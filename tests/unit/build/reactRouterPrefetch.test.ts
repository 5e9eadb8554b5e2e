// react-router's link prefetching left out of the build (build/reactRouterPrefetch.ts): the text
// transform, and what makes it sound, that in this app's declarative mode a Link never prefetches.

import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { Link, MemoryRouter, NavLink } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { withoutLinkPrefetching } from "../../../build/reactRouterPrefetch";

/** The installed production modules the build transforms, by name. */
function installedProductionModules(): Map<string, string> {
  // A path, not a URL: under jsdom, URL is jsdom's, which node:fs does not take.
  const production = resolve("node_modules/react-router/dist/production");
  return new Map(
    readdirSync(production)
      .filter((file) => file.endsWith(".mjs"))
      .map((file) => [file, readFileSync(join(production, file), "utf8")]),
  );
}

describe("withoutLinkPrefetching", () => {
  it("has the installed Link render its <a> alone, and leaves every other module as it is", () => {
    const modules = installedProductionModules();
    const changed = [...modules].filter(([, source]) => withoutLinkPrefetching(source) !== source);
    expect(changed).toHaveLength(1);
    const [[, source]] = changed as [[string, string]];
    const leftOut = withoutLinkPrefetching(source);
    expect(source).toContain("React10.createElement(PrefetchPageLinks, { page: href })");
    expect(leftOut).not.toContain("createElement(PrefetchPageLinks,");
    expect(leftOut).toContain(
      'if (shouldPrefetch && !isAbsolute) throw new Error("This build leaves out <Link prefetch>',
    );
    expect(leftOut).toContain("    return link;\n  }\n);");
  });

  it("fails the build if Link is written differently", () => {
    expect(() =>
      withoutLinkPrefetching("var Link = forwardRef(function LinkWithRef({ to }) { return a; });"),
    ).toThrow(/no longer renders its prefetch links/);
  });
});

describe("a Link in declarative mode", () => {
  const container = document.createElement("div");
  afterEach(() => container.replaceChildren());

  it("never prefetches, whatever its prefetch prop: it renders its <a> alone", async () => {
    // Unpatched react-router, as the unit tests load it: what the build's change relies on.
    const root = createRoot(container);
    await act(async () => {
      root.render(
        createElement(
          MemoryRouter,
          null,
          createElement(Link, { to: "/about", prefetch: "render" }, "About"),
          createElement(NavLink, { to: "/how-to-use", prefetch: "render" }, "How to use"),
          createElement(Link, { to: "/", prefetch: "intent" }, "Checklist"),
        ),
      );
    });
    const intent = container.querySelector('a[href="/"]');
    await act(async () => {
      intent?.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
      intent?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      await new Promise((done) => setTimeout(done, 150));
    });
    expect([...container.children].map((element) => element.tagName)).toEqual(["A", "A", "A"]);
    await act(async () => root.unmount());
  });
});
