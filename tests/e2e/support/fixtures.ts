// Guards every end-to-end test: any page error, console error, Content-Security-Policy violation or
// request leaving the page's origin fails the test, and storage must be empty when the test ends.
// The app under test is the production build, which carries the policy, so every test runs with it
// enforced.

import { test as base, expect, type Page } from "@playwright/test";

interface Guards {
  /** Console errors a test expects (for example the export failure path); matched by substring. */
  allowConsoleErrors: (fragment: string) => void;
}

/** Waits for the app to respond: hydrated, or rendered (see App.tsx). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
}

export const test = base.extend<{ guards: Guards }>({
  // A prerendered page shows its content before React has hydrated it, and a click before then
  // does nothing; a page without prerendered markup renders in slices after the load event (see
  // main.tsx). Either way the app marks <html data-app-ready> once it responds, and a test that
  // navigates waits for that, as a person waits for the page to settle, before it acts.
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    await provide(page);
  },
  guards: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      const pageErrors: string[] = [];
      const consoleErrors: string[] = [];
      const offOrigin: string[] = [];
      const allowed: string[] = [];
      const violations: string[] = [];

      // Chromium also logs each violation as a console error; the event says which directive and
      // source, and comes from every frame of the page (the export's and the preview's too).
      await page.exposeBinding("__reportPolicyViolation", (_source, text: string) => {
        violations.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportPolicyViolation?: (text: string) => void })
            .__reportPolicyViolation;
          report?.(
            `${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });

      page.on("pageerror", (error) => pageErrors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      page.on("request", (request) => {
        const url = request.url();
        // In-page data, and the browser's own PDF viewer (chrome:, chrome-extension:) loading its
        // built-in files to show the preview: none of it is a request that leaves the machine.
        if (/^(data|blob|chrome|chrome-extension):/.test(url)) return;
        if (new URL(url).origin !== origin) offOrigin.push(url);
      });

      await use({ allowConsoleErrors: (fragment) => allowed.push(fragment) });

      expect(violations, "Content-Security-Policy violations").toEqual([]);
      expect(pageErrors, "page errors").toEqual([]);
      expect(
        consoleErrors.filter((text) => !allowed.some((fragment) => text.includes(fragment))),
        "console errors",
      ).toEqual([]);
      expect(offOrigin, "requests that left the page's origin").toEqual([]);
      if (!page.isClosed() && page.url().startsWith(origin)) {
        expect(await readStorage(page), "storage written by the app").toEqual({
          localStorage: 0,
          sessionStorage: 0,
          cookies: "",
          indexedDB: [],
        });
      }
    },
    { auto: true },
  ],
});

export async function readStorage(page: Page) {
  return page.evaluate(async () => ({
    localStorage: window.localStorage.length,
    sessionStorage: window.sessionStorage.length,
    cookies: document.cookie,
    indexedDB: (await indexedDB.databases()).map((db) => db.name),
  }));
}

export { expect };
