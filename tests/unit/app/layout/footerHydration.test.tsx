// The footer's year on a prerendered page: the build's year in the HTML, and the current year once
// hydrated, without a hydration mismatch, should the page be served after a New Year.

import { ChakraProvider } from "@chakra-ui/react";
import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, expect, it, vi } from "vitest";
import { system } from "../../../../src/app";
import { TranslatorProvider } from "../../../../src/app/language/TranslatorContext";
import { SiteFooter } from "../../../../src/app/layout/SiteFooter";
import { translatorFor } from "../../../../src/i18n";

const footer = (
  <ChakraProvider value={system}>
    <TranslatorProvider translator={translatorFor("en")}>
      <SiteFooter />
    </TranslatorProvider>
  </ChakraProvider>
);

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

it("hydrates with the build's year, then shows the current one, with no mismatch", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(footer);
  document.body.append(container);
  expect(container.textContent).toContain(`© ${__BUILD_YEAR__} `);

  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(__BUILD_YEAR__ + 1, 0, 1, 9));
  const recoverable = vi.fn();
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const contentinfo = container.querySelector("footer");
  await act(async () => {
    hydrateRoot(container, footer, { onRecoverableError: recoverable });
  });

  expect(container.textContent).toContain(`© ${__BUILD_YEAR__ + 1} `);
  // Hydrated, not replaced: the footer element is the one the HTML brought.
  expect(container.querySelector("footer")).toBe(contentinfo);
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
