// Taps before the app responds: the inline script every built page carries holds back
// clicks on the app's buttons and checkboxes, and the app makes each again, in order, once React
// has taken the page over. These run the shipped script text itself.

import { act, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App, AppProviders, AppRoutes } from "../../../../src/app";
import {
  EARLY_INPUT_GLOBAL,
  EARLY_INPUT_SCRIPT,
} from "../../../../src/app/earlyInput/earlyInputScript";
import { replayEarlyInput } from "../../../../src/app/earlyInput/replayEarlyInput";

/** Runs the inline script as the page's first script would. */
function runEarlyInputScript(): void {
  // The shipped text, run as it is: no module scope, only the page's globals.
  new Function(EARLY_INPUT_SCRIPT)();
}

afterEach(() => {
  // Whatever a test left: the capture stopped, the page emptied.
  window[EARLY_INPUT_GLOBAL]?.stop();
  window[EARLY_INPUT_GLOBAL] = undefined;
  document.body.replaceChildren();
  delete document.documentElement.dataset.appReady;
});

describe("the early-input script", () => {
  let root: HTMLElement;
  let reachedApp: string[];

  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root">
        <button type="button" id="toggle"><span id="toggle-name">Respect for Persons</span></button>
        <label><input type="checkbox" id="question" /> A question?</label>
        <button type="button" id="disabled" disabled>Busy</button>
        <a href="#elsewhere" id="link">About</a>
      </div>
      <button type="button" id="outside">Not the app's</button>`;
    root = document.getElementById("root") as HTMLElement;
    reachedApp = [];
    // Where React listens: on the root element.
    root.addEventListener("click", (event) => reachedApp.push((event.target as Element).id));
    runEarlyInputScript();
  });

  const element = <T extends HTMLElement = HTMLElement>(id: string) =>
    document.getElementById(id) as T;

  it("holds back a click on a button in the app, even on the text inside it", () => {
    element("toggle").click();
    element("toggle-name").click();
    expect(reachedApp).toEqual([]);
    expect(window[EARLY_INPUT_GLOBAL]?.stop()).toEqual([element("toggle"), element("toggle")]);
  });

  it("holds back a tick, leaving the checkbox as it was", () => {
    element<HTMLInputElement>("question").click();
    expect(element<HTMLInputElement>("question").checked).toBe(false);
    expect(reachedApp).toEqual([]);
    expect(window[EARLY_INPUT_GLOBAL]?.stop()).toEqual([element("question")]);
  });

  it("leaves links, disabled buttons and anything outside the app alone", () => {
    const link = new MouseEvent("click", { bubbles: true, cancelable: true });
    element("link").dispatchEvent(link);
    element("disabled").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    element("outside").click();
    expect(link.defaultPrevented).toBe(false);
    expect(reachedApp).toEqual(["link", "disabled"]);
    expect(window[EARLY_INPUT_GLOBAL]?.stop()).toEqual([]);
  });

  it("hands over the taps once, oldest first, and then lets every click through", () => {
    element("question").click();
    element("toggle").click();
    const capture = window[EARLY_INPUT_GLOBAL];
    expect(capture?.stop()).toEqual([element("question"), element("toggle")]);
    expect(capture?.stop()).toEqual([]);
    element("toggle").click();
    expect(reachedApp).toEqual(["toggle"]);
  });

  it("is replayed by the app: each held click made again, in order, on the same element", () => {
    element("toggle").click();
    element("question").click();
    element("toggle").click();
    expect(replayEarlyInput()).toBe(3);
    expect(reachedApp).toEqual(["toggle", "question", "toggle"]);
    expect(element<HTMLInputElement>("question").checked).toBe(true);
  });

  it("skips an element that is no longer in the page", () => {
    element("toggle").click();
    element("toggle").remove();
    expect(replayEarlyInput()).toBe(0);
  });
});

describe("a prerendered checklist tapped before it hydrates", () => {
  it("opens each tapped principle once the app responds, and not before", async () => {
    const root = document.createElement("div");
    root.id = "root";
    root.innerHTML = renderToString(
      <AppProviders language="en">
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </AppProviders>,
    );
    document.body.append(root);
    runEarlyInputScript();

    const persons = screen.getByRole("button", { name: /^Respect for Persons/ });
    const democracy = screen.getByRole("button", { name: /^Respect for Democracy/ });
    persons.click();
    democracy.click();
    democracy.click();
    const society = screen.getByRole("button", { name: /^Respect for Society/ });
    society.click();
    expect(persons).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("checkbox")).toBeNull();

    const recoverable = vi.fn();
    let hydrated: Root | null = null;
    await act(async () => {
      hydrated = hydrateRoot(
        root,
        <StrictMode>
          <App language="en" />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    expect(document.documentElement).not.toHaveAttribute("data-app-ready");
    // The app responds, and replays the taps, in a task after hydrating (App.tsx).
    await act(() => new Promise((resolve) => setTimeout(resolve)));

    expect(document.documentElement).toHaveAttribute("data-app-ready");
    // Hydrated, not replaced: the buttons tapped are the ones React now drives.
    expect(screen.getByRole("button", { name: /^Respect for Persons/ })).toBe(persons);
    expect(persons).toHaveAttribute("aria-expanded", "true");
    // Tapped twice: opened, then closed again.
    expect(democracy).toHaveAttribute("aria-expanded", "false");
    expect(society).toHaveAttribute("aria-expanded", "true");
    // Opening a principle opens its sub-principles: their questions show.
    expect(screen.getByRole("checkbox", { name: /fully informed/ })).toBeVisible();
    expect(recoverable).not.toHaveBeenCalled();
    // Unmounted before the test ends: work React had scheduled otherwise ran after jsdom's window
    // was gone ("window is not defined", seen on a slower machine).
    act(() => (hydrated as Root | null)?.unmount());
  });
});
