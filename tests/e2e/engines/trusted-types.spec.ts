// Trusted Types in every engine: Chromium, firefox-esr and WebKitGTK, as the tests run them, all
// enforce them (docs/security.md). The built page's policy (require-trusted-types-for 'script',
// build/contentSecurityPolicy.ts) refuses a string at a script sink and a policy it does not list,
// and reports each as a policy violation, which every other test's guards count as a failure.

import { expect, test } from "./fixtures";

interface Guards {
  guards(): { violations: string[] };
}

test("a string at a script sink, or a policy not listed, is refused and reported", async ({
  app,
}) => {
  await app.goto("/");
  const outcome = await app.evaluate(() => {
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
        trustedTypes?: { createPolicy?: (name: string, rules: object) => unknown };
      }
    ).trustedTypes;
    return {
      trustedTypes: typeof factory?.createPolicy === "function",
      innerHTML: refused(() => {
        document.createElement("div").innerHTML = "<b>x</b>";
      }),
      scriptSrc: refused(() => {
        document.createElement("script").src = "/assets/injected.js";
      }),
      worker: refused(() => new Worker("/assets/injected.js")),
      unlistedPolicy: refused(() => factory?.createPolicy?.("injected", {})),
    };
  }, null);
  expect(outcome).toEqual({
    trustedTypes: true,
    innerHTML: "refused",
    scriptSrc: "refused",
    worker: "refused",
    unlistedPolicy: "refused",
  });

  // Reported as the guards see any violation, and taken from their report here, as this test's
  // point (they would fail it otherwise).
  const sink = "require-trusted-types-for refused trusted-types-sink";
  const expected = [sink, sink, sink, "trusted-types refused trusted-types-policy"];
  const reported = await app.until(
    () => app.evaluate(() => (window.__e2e as Guards).guards().violations.slice(), null),
    (violations) => violations.length >= expected.length,
    "the violations reported",
  );
  expect(reported).toEqual(expected);
  await app.evaluate(() => (window.__e2e as Guards).guards().violations.splice(0).length, null);
});
