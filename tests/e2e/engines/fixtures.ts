// The cross-engine tests' fixtures: `app`, the built app in this project's engine (Chromium, Firefox
// or WebKit, see playwright.config.ts), with the same guards in every engine. A test fails on a
// Content-Security-Policy violation, a page error, an unexpected console error, a request that left
// the page's origin, or anything the app left in storage.

import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "../support/browser";
import {
  launchEngine,
  launchPlaywrightChromium,
  type ColorScheme,
  type EngineBrowser,
  type EngineName,
  type EnginePage,
  type Key,
} from "./engine";
import type {
  CapturedDownload,
  ElementFacts,
  GuardReport,
  InPageHarness,
  Query,
} from "./harness/inPageHarness";
import { readHarness } from "./harness/buildHarness";

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** What a cross-engine test drives: the app in one engine, found by role and name. */
export class App {
  private readonly allowed: string[] = [];

  constructor(readonly page: EnginePage) {}

  get engine(): EngineName {
    return this.page.engine;
  }

  setViewport(width: number, height: number) {
    return this.page.setViewport(width, height);
  }
  goto(path: string) {
    return this.page.goto(path);
  }
  click(query: Query) {
    return this.page.click(query);
  }
  press(key: Key) {
    return this.page.press(key);
  }
  type(text: string) {
    return this.page.type(text);
  }
  screenshot(path: string) {
    return this.page.screenshot(path);
  }
  setInputFiles(query: Query, path: string) {
    return this.page.setInputFiles(query, path);
  }
  selectOption(query: Query, label: string) {
    return this.page.selectOption(query, label);
  }
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.page.evaluate(fn, arg);
  }

  focus(query: Query): Promise<void> {
    return this.page.evaluate((q) => (window.__e2e as InPageHarness).focus(q), query);
  }
  count(query: Query): Promise<number> {
    return this.page.evaluate((q) => (window.__e2e as InPageHarness).count(q), query);
  }
  facts(query: Query): Promise<ElementFacts> {
    return this.page.evaluate((q) => (window.__e2e as InPageHarness).facts(q), query);
  }
  texts(query: Query): Promise<string[]> {
    return this.page.evaluate((q) => (window.__e2e as InPageHarness).texts(q), query);
  }
  activeElement() {
    return this.page.evaluate(() => (window.__e2e as InPageHarness).activeElement(), null);
  }

  /**
   * Polls `read` until `check` accepts its value, as Playwright's web-first assertions do, and then
   * asserts on the last value read, so a failure shows what the page said.
   */
  async until<T>(
    read: () => Promise<T>,
    check: (value: T) => boolean,
    what: string,
    timeoutMs = 15_000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let last: T | undefined;
    let error: unknown;
    for (;;) {
      try {
        last = await read();
        error = undefined;
        if (check(last)) return last;
      } catch (caught) {
        error = caught;
      }
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(
      `${what}: not so after ${timeoutMs} ms; last seen ${
        error === undefined ? JSON.stringify(last) : String(error)
      }`,
    );
  }

  expectCount(query: Query, count: number) {
    return this.until(
      () => this.count(query),
      (n) => n === count,
      `${JSON.stringify(query)} count is ${count}`,
    );
  }

  expectFacts(query: Query, expected: Partial<ElementFacts>) {
    return this.until(
      () => this.facts(query),
      (facts) =>
        Object.entries(expected).every(
          ([key, value]) =>
            JSON.stringify(facts[key as keyof ElementFacts]) === JSON.stringify(value),
        ),
      `${JSON.stringify(query)} has ${JSON.stringify(expected)}`,
    );
  }

  /** A console error the test expects (the failure paths log theirs), matched by substring. */
  allowConsoleErrors(fragment: string) {
    this.allowed.push(fragment);
  }

  downloads(): Promise<CapturedDownload[]> {
    return this.page.evaluate(() => (window.__e2e as InPageHarness).downloads(), null);
  }

  /**
   * Waits for the `index`th file the app handed to the browser, and returns it: as soon as it comes,
   * or fails after `timeoutMs`.
   */
  async download(index: number, timeoutMs = 60_000): Promise<{ name: string; bytes: Buffer }> {
    const list = await this.until(
      () => this.downloads(),
      (downloads) => downloads.length > index,
      `download number ${index + 1}`,
      timeoutMs,
    );
    const base64 = await this.page.evaluate(
      (i) => (window.__e2e as InPageHarness).downloadBase64(i),
      index,
    );
    return { name: list[index]?.name ?? "", bytes: Buffer.from(base64, "base64") };
  }

  /**
   * axe-core's violations on the page as it is now, one line each, its finite transitions and
   * animations first brought to their end: a colour still on its way (a button's, 200 ms) is
   * measured as it is at that instant, and a slow engine would fail contrast that a person, a
   * moment later, never sees. (Waiting for them instead can wait for ever: a headless engine that
   * paints nothing may not move an animation on.)
   */
  async axeViolations(): Promise<string[]> {
    await this.page.evaluate(() => {
      for (const animation of document.getAnimations())
        if (
          animation.playState === "running" &&
          Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity)
        )
          animation.finish();
    }, null);
    const loaded = await this.page.evaluate(() => "axe" in window, null);
    if (!loaded) await this.page.run(AXE_SOURCE);
    return this.page.evaluate(async (tags) => {
      type AxeResult = {
        violations: { id: string; help: string; nodes: { target: string[] }[] }[];
      };
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }
      ).axe;
      // Violations only: axe then keeps one node of each passing or inapplicable rule, not every
      // one, which took a fifth to a third of a run on the open checklist in Firefox and WebKit.
      const result = await axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return result.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
      );
    }, AXE_TAGS);
  }

  async checkGuards(): Promise<void> {
    const report: GuardReport = await this.page.evaluate(
      () => (window.__e2e as InPageHarness).guards(),
      null,
    );
    expect(report.violations, "Content-Security-Policy violations").toEqual([]);
    expect(report.errors, "page errors").toEqual([]);
    expect(
      report.consoleErrors.filter(
        (text) => !this.allowed.some((fragment) => text.includes(fragment)),
      ),
      "console errors",
    ).toEqual([]);
    expect(report.offOrigin, "requests that left the page's origin").toEqual([]);
    const storage = await this.page.evaluate(() => (window.__e2e as InPageHarness).storage(), null);
    expect(storage, "storage written by the app").toEqual({
      localStorage: 0,
      sessionStorage: 0,
      cookies: "",
      indexedDB: [],
    });
  }
}

export interface EngineTestOptions {
  engine: EngineName;
}

/** The engine's browsers, one per colour scheme, each started when a test first asks for it. */
interface EngineBrowsers {
  get(scheme: ColorScheme): Promise<EngineBrowser>;
}

export const test = base.extend<
  { app: App; scheme: ColorScheme },
  EngineTestOptions & { engineBrowsers: EngineBrowsers; harness: string }
>({
  engine: ["chromium", { option: true, scope: "worker" }],
  scheme: ["light", { option: true }],
  // Playwright reads a fixture's dependencies from its destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  harness: [async ({}, provide) => provide(readHarness()), { scope: "worker" }],
  engineBrowsers: [
    async ({ engine, harness, playwright }, provide, workerInfo) => {
      const origin = String(workerInfo.project.use.baseURL);
      const started = new Map<ColorScheme, Promise<EngineBrowser>>();
      const launch = async (colorScheme: ColorScheme): Promise<EngineBrowser> => {
        const options = { origin, harness, colorScheme };
        if (engine !== "chromium") return launchEngine(engine, options);
        const chromium = await playwright.chromium.launch({
          executablePath: chromiumExecutable(),
          args: CHROMIUM_ARGS,
        });
        const browser = await launchPlaywrightChromium(chromium, options);
        return { ...browser, close: () => chromium.close() };
      };
      await provide({
        get(scheme) {
          let browser = started.get(scheme);
          if (!browser) {
            browser = launch(scheme);
            started.set(scheme, browser);
          }
          return browser;
        },
      });
      for (const browser of started.values()) await (await browser).close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  app: async ({ engineBrowsers, scheme }, provide) => {
    const enginePage = await (await engineBrowsers.get(scheme)).newPage();
    const app = new App(enginePage);
    await app.setViewport(DEFAULT_LOOK.width, DEFAULT_LOOK.height);
    try {
      await provide(app);
      await app.checkGuards();
    } finally {
      await enginePage.close();
    }
  },
});

export { expect };

export type Look = { scheme: "light" | "dark"; width: number; height: number };

const DESKTOP = [1280, 800] as const;
const PHONE = [390, 844] as const;

/**
 * Declares a test for each scheme, light and dark, given the looks it is to check in turn: that
 * scheme at a desktop's 1280 × 800 and at a phone's 390 × 844. Their titles are grouped under
 * "light" and "dark". For the whole app's pages (accessibility.spec) and Arabic's, where every
 * pairing is asked for.
 */
export function forEachLook(declare: (looks: readonly Look[]) => void): void {
  for (const scheme of ["light", "dark"] as const)
    test.describe(scheme, () => {
      test.use({ scheme });
      // Both widths in one test: a scheme is the browser's, a width only the page's.
      declare([DESKTOP, PHONE].map(([width, height]) => ({ scheme, width, height })));
    });
}

/**
 * Declares a screen's test in the phone's dark look (390 × 844). The screen's own flow runs in the
 * default look (light, 1280 × 800) and checks it there with axe, photographed: so a dialog or a
 * part of one screen is checked in each scheme and at each width once, and the pages around it in
 * all four looks by forEachLook. Colours do not change with the width, nor the layout with the
 * scheme, and each look costs a whole test in three engines.
 */
export function onDarkPhone(declare: (look: Look) => void): void {
  const [width, height] = PHONE;
  test.describe("dark", () => {
    test.use({ scheme: "dark" });
    declare({ scheme: "dark", width, height });
  });
}

/** The look a test runs in unless it asks for another: light, at the desktop's 1280 × 800. */
export const DEFAULT_LOOK = { scheme: "light", width: DESKTOP[0], height: DESKTOP[1] } as const;

/**
 * axe on the page as it is now, then a screenshot for a person to look at, named for what it shows
 * and the look it is in: `artifacts/engines/<engine>-<name>-<scheme>-<width>.png`.
 */
export async function checkLook(
  app: App,
  name: string,
  look: Pick<Look, "scheme" | "width"> = DEFAULT_LOOK,
): Promise<void> {
  expect(await app.axeViolations(), name).toEqual([]);
  mkdirSync("artifacts/engines", { recursive: true });
  await app.screenshot(`artifacts/engines/${app.engine}-${name}-${look.scheme}-${look.width}.png`);
}
