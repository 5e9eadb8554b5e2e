// Emotion told which rules a prerendered page's stylesheet already holds (pageStyleCache.ts): at
// hydration it writes none of them again.

import { CacheProvider } from "@emotion/react";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App, AppProviders, AppRoutes } from "../../../../src/app";
import { createPageStyleCache } from "../../../../src/app/theme/pageStyleCache";

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.appReady;
});

function root(html: string, prerendered: boolean): HTMLElement {
  const element = document.createElement("div");
  element.id = "root";
  if (prerendered) element.dataset.prerendered = "/";
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe("createPageStyleCache", () => {
  it("marks every Emotion class in prerendered markup as written, and nothing else", () => {
    const cache = createPageStyleCache(
      root('<div class="css-abc12 chakra-x"><span class="css-def34"></span></div>', true),
    );
    expect(cache.key).toBe("css");
    expect(cache.inserted).toEqual({ abc12: true, def34: true });
  });

  it("marks nothing when the markup was not prerendered (no stylesheet holds its rules)", () => {
    const cache = createPageStyleCache(root('<div class="css-abc12"></div>', false));
    expect(cache.inserted).toEqual({});
  });

  it("lets a prerendered checklist hydrate without writing any of its rules again", async () => {
    const element = root(
      renderToString(
        <AppProviders language="en">
          <StaticRouter location="/">
            <AppRoutes />
          </StaticRouter>
        </AppProviders>,
      ),
      true,
    );
    const cache = createPageStyleCache(element);
    const prerendered = new Set(Object.keys(cache.inserted));
    expect(prerendered.size).toBeGreaterThan(20);
    const written: string[] = [];
    const insert = cache.insert.bind(cache);
    cache.insert = (selector, serialized, sheet, shouldCache) => {
      written.push(serialized.name);
      return insert(selector, serialized, sheet, shouldCache);
    };
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        element,
        <CacheProvider value={cache}>
          <App language="en" />
        </CacheProvider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(written.filter((name) => prerendered.has(name))).toEqual([]);
  });
});
