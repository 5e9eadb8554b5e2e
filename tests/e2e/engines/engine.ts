// One way to drive the built app in each browser engine, so a cross-engine test is written once:
// - Chromium: Playwright, with Debian's chromium (as every other end-to-end test);
// - Firefox: puppeteer-core over WebDriver BiDi, with Debian's firefox-esr (no geckodriver);
// - WebKit: WebdriverIO over classic WebDriver, with Debian's WebKitWebDriver and WebKitGTK's
//   MiniBrowser under Xvfb.
// None downloads a browser. Elements are found in the page by role and name (the in-page harness),
// then acted on with each driver's real input: a click is the browser's own click, a key its own key.

import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";
import type { Browser as PlaywrightBrowser, Page as PlaywrightPage } from "@playwright/test";
import type { Browser as PuppeteerBrowser, Page as PuppeteerPage } from "puppeteer-core";
import type { Query } from "./harness/inPageHarness";

export type EngineName = "chromium" | "firefox" | "webkit";
export type ColorScheme = "light" | "dark";
export type Key =
  | "Tab"
  | "Shift+Tab"
  | "Enter"
  | "Space"
  | "Escape"
  | "ArrowDown"
  | "ArrowUp"
  | "Backspace"
  | "Control+S";

export interface EnginePage {
  readonly engine: EngineName;
  /** The CSS viewport: the page's innerWidth and innerHeight. */
  setViewport(width: number, height: number): Promise<void>;
  /** Loads a path of the app and waits until the app responds (<html data-app-ready>). */
  goto(path: string): Promise<void>;
  /** Runs `fn` in the page with one JSON argument; it must not close over anything outside. */
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Runs a script's source in the page (a library such as axe-core). */
  run(source: string): Promise<void>;
  /** The browser's own click on the one element `query` finds. */
  click(query: Query): Promise<void>;
  /** The browser's own key press, on whatever has focus. */
  press(key: Key): Promise<void>;
  /** The browser's own typing, on whatever has focus. */
  type(text: string): Promise<void>;
  /**
   * Picks a file in the file field `query` finds, as the browser's file chooser does (each driver's
   * file upload; the chooser itself is the operating system's, which no driver can work).
   */
  setInputFiles(query: Query, path: string): Promise<void>;
  /**
   * Chooses the option labelled `label` in the <select> `query` finds, as a person picking it from
   * the list does (each driver's own select: the option chosen and the field's input and change
   * events fired; the list itself is drawn by the browser, outside the page, in every engine).
   */
  selectOption(query: Query, label: string): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/** The in-page harness, installed before the app's own scripts where the engine allows it. */
export interface EngineOptions {
  readonly origin: string;
  readonly harness: string;
  readonly colorScheme: ColorScheme;
}

export interface EngineBrowser {
  readonly engine: EngineName;
  readonly version: string;
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

const APP_READY = () => document.documentElement.hasAttribute("data-app-ready");

async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function targetOf(page: { evaluate: EnginePage["evaluate"] }, query: Query): Promise<string> {
  return page.evaluate((q) => {
    if (!window.__e2e) throw new Error("The in-page harness is not installed.");
    return window.__e2e.target(q);
  }, query);
}

/** Marks the <select> and gives its option's value (see the harness's `optionTarget`). */
function optionTargetOf(
  page: { evaluate: EnginePage["evaluate"] },
  query: Query,
  label: string,
): Promise<{ select: string; value: string }> {
  return page.evaluate(
    ([q, l]) => {
      if (!window.__e2e) throw new Error("The in-page harness is not installed.");
      return window.__e2e.optionTarget(q, l);
    },
    [query, label] as const,
  );
}

/** Marks the element once it can take a click (see the harness's `clickTarget`), in one call. */
function clickTargetOf(page: { evaluate: EnginePage["evaluate"] }, query: Query): Promise<string> {
  return page.evaluate((q) => {
    if (!window.__e2e) throw new Error("The in-page harness is not installed.");
    return window.__e2e.clickTarget(q);
  }, query);
}

// ---------------------------------------------------------------------------------------------
// Chromium: a Playwright page (the project's browser is Debian's chromium, see playwright.config.ts).

export function chromiumPage(page: PlaywrightPage, options: EngineOptions): EnginePage {
  const ready = page.addInitScript({ content: options.harness });
  const emulated = page.emulateMedia({ colorScheme: options.colorScheme });
  const self: EnginePage = {
    engine: "chromium",
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    async goto(path) {
      await Promise.all([ready, emulated]);
      await page.goto(new URL(path, options.origin).href);
      await page.waitForFunction(APP_READY);
    },
    // The argument is plain JSON, for which Playwright's unboxed type is the type itself.
    evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg: A) =>
      page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown),
    async run(source) {
      await page.evaluate(source);
    },
    async click(query) {
      await page.locator(await targetOf(self, query)).click();
    },
    press: (key) => page.keyboard.press(key === "Control+S" ? "Control+s" : key),
    type: (text) => page.keyboard.type(text),
    async setInputFiles(query, path) {
      await page.locator(await targetOf(self, query)).setInputFiles(path);
    },
    async selectOption(query, label) {
      const { select, value } = await optionTargetOf(self, query, label);
      await page.locator(select).selectOption({ value });
    },
    async screenshot(path) {
      await page.screenshot({ path });
    },
    close: () => page.close(),
  };
  return self;
}

export async function launchPlaywrightChromium(
  browser: PlaywrightBrowser,
  options: EngineOptions,
): Promise<EngineBrowser> {
  return {
    engine: "chromium",
    version: browser.version(),
    async newPage() {
      const context = await browser.newContext({ acceptDownloads: true });
      const page = chromiumPage(await context.newPage(), options);
      return { ...page, close: () => context.close() };
    },
    close: async () => undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// Firefox: puppeteer-core over WebDriver BiDi.

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export async function launchFirefox(options: EngineOptions): Promise<EngineBrowser> {
  const { default: puppeteer } = await import("puppeteer-core");
  // The tests read each file from the page (the harness keeps what the app hands over); the copies
  // Firefox saves go to a folder of this browser's own, removed with it.
  const downloads = mkdtempSync(join(tmpdir(), "checklist-firefox-downloads-"));
  const removeDownloads = () => rmSync(downloads, { recursive: true, force: true });
  const launched = puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    // A benchmark's single evaluate (several full exports) can outlast puppeteer's 3 minutes.
    protocolTimeout: 600_000,
    extraPrefsFirefox: {
      // WebDriver BiDi has no media emulation in Firefox 153: the colour scheme is a preference
      // (0 dark, 1 light), so a browser is launched per scheme.
      "layout.css.prefers-color-scheme.content-override": options.colorScheme === "dark" ? 0 : 1,
      // Files the app downloads go to a temporary folder without asking, as a person's do.
      "browser.download.folderList": 2,
      "browser.download.dir": downloads,
      "browser.download.useDownloadDir": true,
      "browser.download.always_ask_before_handling_new_types": false,
      "browser.download.open_pdf_attachments_inline": false,
      // Firefox opens a PDF it has downloaded in a tab of its own, in front of the app: the app's
      // page is then hidden, its timers run at most once a second and it draws no frames, and
      // every step after the first export took seconds (a 10 s test took 45). Without its PDF
      // viewer it only saves the file, as a person's Firefox set to "Save file" does. The app
      // never asks for the viewer (navigator.pdfViewerEnabled, now false).
      "pdfjs.disabled": true,
    },
  });
  const browser: PuppeteerBrowser = await launched.catch((error: unknown) => {
    removeDownloads();
    throw error;
  });
  return {
    engine: "firefox",
    version: await browser.version(),
    newPage: async () => firefoxPage(await browser.newPage(), options),
    async close() {
      try {
        await browser.close();
      } finally {
        removeDownloads();
      }
    },
  };
}

async function firefoxPage(page: PuppeteerPage, options: EngineOptions): Promise<EnginePage> {
  await page.evaluateOnNewDocument(options.harness);
  const self: EnginePage = {
    engine: "firefox",
    setViewport: (width, height) => page.setViewport({ width, height }),
    async goto(path) {
      await page.goto(new URL(path, options.origin).href);
      await page.waitForFunction(APP_READY, { polling: 50, timeout: 20_000 });
    },
    // The argument is plain JSON, for which puppeteer's handle-flattened type is the type itself.
    evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg: A) =>
      page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown) as Promise<R>,
    async run(source) {
      await page.evaluate(source);
    },
    async click(query) {
      const handle = await page.$(await clickTargetOf(self, query));
      if (!handle) throw new Error(`No element for ${JSON.stringify(query)}.`);
      await handle.click();
      await handle.dispose();
    },
    async press(key) {
      if (key === "Shift+Tab") {
        await page.keyboard.down("Shift");
        await page.keyboard.press("Tab");
        await page.keyboard.up("Shift");
      } else if (key === "Control+S") {
        await page.keyboard.down("Control");
        await page.keyboard.press("s");
        await page.keyboard.up("Control");
        // puppeteer names the space bar by the character it types.
      } else await page.keyboard.press(key === "Space" ? " " : key);
    },
    type: (text) => page.keyboard.type(text),
    async setInputFiles(query, path) {
      const handle = await page.$(await targetOf(self, query));
      if (!handle) throw new Error(`No element for ${JSON.stringify(query)}.`);
      // WebDriver BiDi's input.setFiles.
      await (handle as import("puppeteer-core").ElementHandle<HTMLInputElement>).uploadFile(path);
      await handle.dispose();
    },
    async selectOption(query, label) {
      const { select, value } = await optionTargetOf(self, query, label);
      const handle = await page.$(select);
      if (!handle) throw new Error(`No element for ${JSON.stringify(query)}.`);
      // puppeteer's select: the option chosen, and the field's input and change events.
      await (handle as import("puppeteer-core").ElementHandle<HTMLSelectElement>).select(value);
      await handle.dispose();
    },
    async screenshot(path) {
      await page.screenshot({ path });
    },
    close: () => page.close(),
  };
  return self;
}

// ---------------------------------------------------------------------------------------------
// WebKit: WebKitWebDriver + MiniBrowser (WebKitGTK) under Xvfb, over classic WebDriver.

export const WEBKIT_DRIVER = process.env.WEBKIT_WEBDRIVER ?? "/usr/bin/WebKitWebDriver";
export const MINIBROWSER = [
  process.env.MINIBROWSER_PATH,
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/libexec/webkit2gtk-4.1/MiniBrowser",
].find((path): path is string => Boolean(path) && existsSync(path as string));

/**
 * MiniBrowser's window cannot be narrower than its toolbar: 447 CSS px here. A narrower viewport
 * asked of WebKit gets that: the same layout as a 390 px phone (the app's one breakpoint, Chakra's
 * md, is 768 px). Putting the app in a 390 px frame instead did not work: WebKitGTK 2.50 never loads a
 * frame of the app's origin into a page opened after the app.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

async function portAnswers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/status`)).ok;
  } catch {
    return false;
  }
}

export async function launchWebKit(options: EngineOptions): Promise<EngineBrowser> {
  if (!MINIBROWSER)
    throw new Error("WebKitGTK's MiniBrowser is missing: install libwebkit2gtk-4.1-0.");
  const port = await freePort();
  // Its own process group, so that closing stops xvfb-run, Xvfb, the driver and the browser; and a
  // temporary folder of its own, for xvfb-run's, removed with it.
  const scratch = mkdtempSync(join(tmpdir(), "checklist-webkit-"));
  // GTK's overlay scrollbars off, by a settings file of the browser's own (GTK_OVERLAY_SCROLLING
  // does not reach WebKit's scrollbars). Under Xvfb, with an overlay scrollbar, every page taller
  // than the window kept WebKit's compositor drawing frames through Mesa's software GL while the
  // page sat idle: 86% of a core, against 1% without; taken from the tests in the other engine
  // running beside it. The scrollbar is then drawn as a classic one, always shown.
  mkdirSync(join(scratch, "config", "gtk-3.0"), { recursive: true });
  writeFileSync(
    join(scratch, "config", "gtk-3.0", "settings.ini"),
    "[Settings]\ngtk-overlay-scrolling=false\n",
  );
  const driver: ChildProcess = spawn(
    "xvfb-run",
    ["-a", "-s", "-screen 0 1920x1080x24", WEBKIT_DRIVER, `--port=${port}`],
    {
      stdio: "ignore",
      detached: true,
      env: { ...process.env, TMPDIR: scratch, XDG_CONFIG_HOME: join(scratch, "config") },
    },
  );
  /** Sends `signal` to the group (0 sends none, only asks): false once no process is left in it. */
  const signalGroup = (signal: NodeJS.Signals | 0): boolean => {
    try {
      if (!driver.pid) return false;
      process.kill(-driver.pid, signal);
      return true;
    } catch {
      return false;
    }
  };
  // Asked first: Xvfb then removes its display's lock file and socket from /tmp, which a kill
  // leaves behind (and xvfb-run -a then takes the next display number, run after run).
  const stop = async () => {
    signalGroup("SIGTERM");
    await waitUntil(async () => !signalGroup(0), "WebKit's processes to end", 5_000).catch(() =>
      signalGroup("SIGKILL"),
    );
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await waitUntil(() => portAnswers(port), `WebKitWebDriver on port ${port}`);
    const { remote } = await import("webdriverio");
    const browser = await remote({
      hostname: "127.0.0.1",
      port,
      logLevel: "silent",
      connectionRetryCount: 1,
      capabilities: {
        browserName: "MiniBrowser",
        "wdio:enforceWebDriverClassic": true,
        // WebDriver's default script timeout is 30 s; an export of a long report, or a benchmark's
        // several exports in one script, takes longer in WebKit.
        timeouts: { script: 600_000, pageLoad: 60_000, implicit: 0 },
        "webkitgtk:browserOptions": {
          binary: MINIBROWSER,
          args: ["--automation", ...(options.colorScheme === "dark" ? ["--dark-mode"] : [])],
        },
      },
    } as WebdriverIO.RemoteConfig);
    const version = String(
      (browser.capabilities as Record<string, unknown>).browserVersion ?? "unknown",
    );
    let busy = false;
    return {
      engine: "webkit",
      version,
      async newPage() {
        // One window per session: a test gets it to itself, and its first goto starts afresh.
        if (busy) throw new Error("The WebKit session drives one page at a time.");
        busy = true;
        const page = webkitPage(browser, options);
        return {
          ...page,
          close: async () => {
            busy = false;
            await page.close();
          },
        };
      },
      async close() {
        try {
          await browser.deleteSession();
        } finally {
          await stop();
        }
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function webkitPage(browser: WebdriverIO.Browser, options: EngineOptions): EnginePage {
  const evaluate: EnginePage["evaluate"] = async (fn, arg) =>
    // WebDriver runs a function body; the function is sent as its source and called with the
    // argument, and a returned promise is awaited (WebDriver's execute script).
    (await browser.execute(`return (${fn.toString()})(arguments[0]);`, arg as never)) as never;

  const keys: Record<Key, string[]> = {
    Tab: ["\uE004"],
    "Shift+Tab": ["\uE008", "\uE004"],
    Enter: ["\uE007"],
    Space: ["\uE00D"],
    Escape: ["\uE00C"],
    ArrowDown: ["\uE015"],
    ArrowUp: ["\uE013"],
    Backspace: ["\uE003"],
    // A modifier stays down until the sequence ends.
    "Control+S": ["\uE009", "s"],
  };

  const self: EnginePage = {
    engine: "webkit",
    async setViewport(width, height) {
      await browser.setWindowSize(width, height);
      // The window's size includes MiniBrowser's toolbar: measure, then make up the difference.
      const [innerWidth, innerHeight] = (await browser.execute(() => [
        window.innerWidth,
        window.innerHeight,
      ])) as [number, number];
      await browser.setWindowSize(width + (width - innerWidth), height + (height - innerHeight));
    },
    async goto(path) {
      await browser.url(new URL(path, options.origin).href);
      await waitUntil(async () => Boolean(await browser.execute(APP_READY)), "the app to respond");
      // No init scripts over classic WebDriver: the harness comes in once the app responds.
      await browser.execute(options.harness);
    },
    evaluate,
    async run(source) {
      await browser.execute(source);
    },
    async click(query) {
      await browser.$(await clickTargetOf(self, query)).click();
    },
    async press(key) {
      await browser.keys(keys[key]);
    },
    async type(text) {
      // One action sequence a character: sent as one sequence, WebKitWebDriver (2.50) drops every
      // space after the first ("Forms intwolanguages"), in any text field.
      for (const character of text) await browser.keys(character);
    },
    async setInputFiles(query, path) {
      // Classic WebDriver's file upload: the path sent as keys to the file field (not cleared
      // first, which a file field refuses).
      await browser.$(await targetOf(self, query)).addValue(path);
    },
    async selectOption(query, label) {
      const { select, value } = await optionTargetOf(self, query, label);
      // WebDriver's Element Click on the option, which chooses it as a person's pick does.
      await browser.$(select).selectByAttribute("value", value);
    },
    async screenshot(path) {
      await browser.saveScreenshot(path);
    },
    async close() {
      await browser.url("about:blank");
    },
  };
  return self;
}

export async function launchEngine(
  engine: Exclude<EngineName, "chromium">,
  options: EngineOptions,
): Promise<EngineBrowser> {
  return engine === "firefox" ? launchFirefox(options) : launchWebKit(options);
}
