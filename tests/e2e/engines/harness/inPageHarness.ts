// What the cross-engine tests run inside the page, bundled once per run (see buildHarness.ts) and
// installed after every navigation. It finds elements the way a person does (by role and name, with
// Testing Library's queries), and records, in every engine alike, what the Playwright-only guards
// (../../fixtures.ts) record through Chromium's protocol: policy violations, page errors, console
// errors, requests that left the origin, and the files the app hands to the browser to download.

import { queryAllByRole, queryAllByText, type ByRoleOptions } from "@testing-library/dom";

export interface RoleQuery {
  readonly role: string;
  readonly name?: string | { readonly pattern: string; readonly flags?: string };
  readonly level?: number;
  /** A string name matches the whole accessible name only when exact; otherwise any part of it. */
  readonly exact?: boolean;
  /** Looks inside the element found by this query (for example a heading's button). */
  readonly within?: Query;
}
export interface TextQuery {
  readonly text: string | { readonly pattern: string; readonly flags?: string };
}
export interface CssQuery {
  readonly css: string;
}
/** Which of several matches to take, from 0 (by default a query must find exactly one). */
export type Query = (RoleQuery | TextQuery | CssQuery) & { readonly nth?: number };

export interface ElementFacts {
  readonly tag: string;
  readonly text: string;
  readonly checked: boolean | null;
  readonly expanded: string | null;
  readonly current: string | null;
  readonly busy: string | null;
  readonly focused: boolean;
  readonly visible: boolean;
  readonly value: string | null;
  readonly attributes: Record<string, string>;
}

export interface GuardReport {
  readonly violations: string[];
  readonly errors: string[];
  readonly consoleErrors: string[];
  readonly offOrigin: string[];
}

export interface CapturedDownload {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

const pattern = (value: string | { pattern: string; flags?: string }) =>
  typeof value === "string" ? value : new RegExp(value.pattern, value.flags);

/**
 * Words as a person reads them, or a screen reader says them: the U+2068…U+2069 marks that set a
 * name from a file or a user apart in its own direction dropped, white space collapsed.
 */
const unmarked = (text: string) => text.replace(/[\u2068\u2069]/g, "");
const asRead = (text: string) => unmarked(text).replace(/\s+/g, " ").trim();

const wordsOf = (element: Element) => asRead(element.textContent ?? "");

/**
 * A sentence read whole, as a person reads it, for a text query no element's own text answers:
 * words not the message's own (a file's name, a checklist's title) are <bdi> elements of their own
 * inside it, so such a sentence is read from the element's text, not from one text node; the
 * innermost element that says it, never its ancestors too
 * (tests/unit/app/sentence.ts reads the same way).
 */
const sentence = (words: string | RegExp) => {
  const match = (text: string) =>
    typeof words === "string" ? text === words.replace(/\s+/g, " ").trim() : words.test(text);
  const says = (element: Element) => match(wordsOf(element));
  return (_: string, element: Element | null) =>
    element !== null && says(element) && ![...element.children].some(says);
};

function findAll(query: Query, root: HTMLElement = document.body): HTMLElement[] {
  if ("css" in query) return [...root.querySelectorAll<HTMLElement>(query.css)];
  if ("text" in query) {
    // An element's own text first, as Testing Library reads it; a sentence whole only where none
    // says it so.
    const own = queryAllByText(root, pattern(query.text));
    return own.length > 0 ? own : queryAllByText(root, sentence(pattern(query.text)));
  }
  const scopes = query.within ? findAll(query.within, root) : [root];
  const options: ByRoleOptions = {};
  const { name, exact } = query;
  if (typeof name === "string")
    // A role's name as Testing Library compares it, white space as it is (French's narrow no-break
    // space before "?" is in the name and in the words a test asks for), less the marks alone.
    options.name = (accessibleName: string) =>
      exact ? unmarked(accessibleName) === name : unmarked(accessibleName).includes(name);
  else if (name !== undefined) options.name = pattern(name);
  if (query.level !== undefined) options.level = query.level;
  return scopes.flatMap((scope) => queryAllByRole(scope, query.role, options));
}

function describe(query: Query): string {
  return JSON.stringify(query);
}

function findOne(query: Query): HTMLElement {
  const found = findAll(query);
  if (query.nth !== undefined) {
    const element = found[query.nth];
    if (!element)
      throw new Error(
        `No match number ${query.nth} for ${describe(query)}: ${found.length} found.`,
      );
    return element;
  }
  if (found.length !== 1)
    throw new Error(`Expected one element for ${describe(query)}, found ${found.length}.`);
  return found[0] as HTMLElement;
}

let nextTarget = 0;

function isVisible(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return box.width > 0 && box.height > 0 && style.visibility !== "hidden";
}

const guardReport = { violations: [], errors: [], consoleErrors: [], offOrigin: [] } as {
  violations: string[];
  errors: string[];
  consoleErrors: string[];
  offOrigin: string[];
};
const downloads: { name: string; blob: Blob }[] = [];
const blobs = new Map<string, Blob>();

function installGuards(): void {
  document.addEventListener("securitypolicyviolation", (event) => {
    guardReport.violations.push(`${event.effectiveDirective} refused ${event.blockedURI}`);
  });
  window.addEventListener("error", (event) => {
    guardReport.errors.push(String(event.message));
  });
  window.addEventListener("unhandledrejection", (event) => {
    guardReport.errors.push(`unhandled rejection: ${String(event.reason)}`);
  });
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    guardReport.consoleErrors.push(args.map((arg) => String(arg)).join(" "));
    consoleError(...args);
  };
  // Buffered, so resources fetched before the harness came in are seen too.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const url = entry.name;
      if (/^(data|blob|about):/.test(url)) continue;
      if (new URL(url).origin !== location.origin) guardReport.offOrigin.push(url);
    }
  }).observe({ type: "resource", buffered: true });

  // The app downloads through a blob: URL on an <a download> it clicks. The blob is kept when the
  // URL is made, and recorded when its link is clicked, so the test reads the very bytes the
  // browser was handed, in engines whose automation has no download API.
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL(object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  document.addEventListener(
    "click",
    (event) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[download]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const blob = blobs.get(anchor.href);
      if (blob) downloads.push({ name: anchor.download, blob });
    },
    true,
  );
}

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/** Gives the element a selector of its own, for the driver to act on it with real input. */
function mark(element: Element): string {
  const id = String((nextTarget += 1));
  element.setAttribute("data-e2e-target", id);
  return `[data-e2e-target="${id}"]`;
}

/** How long after a text field's focus a click waits (WebKit's reveal came ~100 ms after). */
const QUIET_MS = 250;
/** When a text field last took focus: the engine may yet scroll to reveal it. */
let lastFieldFocus = -Infinity;
const TEXT_INPUTS = new Set(["text", "search", "email", "url", "tel", "number", "password"]);

function watchFieldFocus(): void {
  document.addEventListener("focusin", ({ target }) => {
    // Fields one types into, where the engine keeps the caret in view; not checkboxes or buttons.
    const typedInto =
      target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type)) ||
      (target instanceof HTMLElement && target.isContentEditable);
    if (typedInto) lastFieldFocus = performance.now();
  });
}

/**
 * Waits until `element` can take a person's click: its centre in view, in the same place over two
 * animation frames, and the topmost element there. A WebDriver click scrolls the element into view
 * and then clicks at its centre, without waiting for the page to settle: a scroll the page still
 * has pending can come in between and send the click elsewhere (WebKit reveals a field given focus
 * at its next rendering update, so a click right after one opens landed on the checklist, not on
 * More). Playwright's own click makes the same checks ("stable", "receives events"). After a text
 * field takes focus it also waits a while: WebKit's reveal came about 100 ms after the focus, after
 * a frame in which nothing had moved yet. Past the deadline it returns, and the driver's click
 * reports what is wrong.
 */
async function settled(element: Element, timeoutMs = 5_000): Promise<void> {
  // A hidden page draws no frames; a timer stands in.
  const frame = () =>
    new Promise<void>((resolve) => {
      requestAnimationFrame(() => resolve());
      setTimeout(resolve, 100);
    });
  const deadline = performance.now() + timeoutMs;
  let last = "";
  while (performance.now() < deadline) {
    await frame();
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
      element.scrollIntoView({ block: "center", inline: "center" });
      last = "";
      continue;
    }
    const where = [box.left, box.top, box.width, box.height].join();
    const hit = document.elementFromPoint(x, y);
    const quiet = performance.now() - lastFieldFocus >= QUIET_MS;
    if (quiet && where === last && hit !== null && element.contains(hit)) return;
    last = where;
  }
}

const harness = {
  count: (query: Query) => findAll(query).length,
  /** Marks the one element the query finds, so the driver can act on it with real input. */
  target: (query: Query): string => mark(findOne(query)),
  /** Marks the element as `target` does, once it can take a person's click (see `settled`). */
  async clickTarget(query: Query): Promise<string> {
    const element = findOne(query);
    await settled(element);
    return mark(element);
  },
  /**
   * Marks the one <select> the query finds, once it can take a person's click, and gives the value
   * of its option labelled `label` (its words as a person reads them), for the driver to choose.
   */
  async optionTarget(query: Query, label: string): Promise<{ select: string; value: string }> {
    const element = findOne(query);
    if (!(element instanceof HTMLSelectElement))
      throw new Error(
        `${JSON.stringify(query)} is a <${element.tagName.toLowerCase()}>, not a <select>.`,
      );
    const options = [...element.options];
    const option = options.find((candidate) => wordsOf(candidate) === label);
    if (!option)
      throw new Error(
        `No option "${label}" in ${JSON.stringify(query)}: ${options.map(wordsOf).join(" | ")}.`,
      );
    await settled(element);
    return { select: mark(element), value: option.value };
  },
  /** Moves focus as a test's starting point; what follows is real keyboard input. */
  focus(query: Query): void {
    findOne(query).focus();
  },
  facts(query: Query): ElementFacts {
    const element = findOne(query);
    const attributes: Record<string, string> = {};
    for (const attribute of element.attributes) attributes[attribute.name] = attribute.value;
    return {
      tag: element.tagName.toLowerCase(),
      text: wordsOf(element),
      checked: element instanceof HTMLInputElement ? element.checked : null,
      expanded: element.getAttribute("aria-expanded"),
      current: element.getAttribute("aria-current"),
      busy: element.getAttribute("aria-busy"),
      focused: document.activeElement === element,
      visible: isVisible(element),
      value: element instanceof HTMLInputElement ? element.value : null,
      attributes,
    };
  },
  texts: (query: Query) => findAll(query).map(wordsOf),
  activeElement(): { tag: string; role: string | null; name: string } {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? "",
      role: element?.getAttribute("role") ?? null,
      name: asRead(element?.getAttribute("aria-label") ?? element?.textContent ?? ""),
    };
  },
  guards: (): GuardReport => guardReport,
  storage: async () => ({
    localStorage: localStorage.length,
    sessionStorage: sessionStorage.length,
    cookies: document.cookie,
    indexedDB:
      typeof indexedDB.databases === "function"
        ? (await indexedDB.databases()).map((db) => db.name ?? "")
        : [],
  }),
  downloads: (): CapturedDownload[] =>
    downloads.map(({ name, blob }) => ({ name, type: blob.type, size: blob.size })),
  downloadBase64: (index: number) => {
    const download = downloads[index];
    if (!download) throw new Error(`No download number ${index}.`);
    return toBase64(download.blob);
  },
};

export type InPageHarness = typeof harness;

declare global {
  interface Window {
    __e2e?: InPageHarness;
  }
}

// Frames the app makes (the export's and html2canvas's) get the init script too; only the app's own
// document wants the harness. The app itself may sit in a frame of another origin (see engine.ts), and
// there frameElement is null as it is at the top.
if (!window.__e2e && window.frameElement === null) {
  installGuards();
  watchFieldFocus();
  window.__e2e = harness;
}
