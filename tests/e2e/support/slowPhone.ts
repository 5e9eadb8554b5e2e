// A slow phone in Chromium, as DevTools makes one: 150 ms latency, 1.6 Mbps down,
// 750 kbps up, the CPU 4× slower, no cache. bench/ready.mjs measures under the same figures, read
// from here.

import type { Page } from "@playwright/test";
import { holdRequests } from "./holdRequests";

export const SLOW_PHONE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

/**
 * Slows the page's network and CPU from now on, through the DevTools protocol. Returns a way to
 * change the CPU's slowdown later, for a test that needs a moment stretched.
 */
export async function throttleLikeASlowPhone(
  page: Page,
): Promise<{ slowCpuBy: (rate: number) => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PHONE.latency,
    downloadThroughput: SLOW_PHONE.downloadThroughput,
    uploadThroughput: SLOW_PHONE.uploadThroughput,
  });
  const slowCpuBy = async (rate: number) => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  };
  await slowCpuBy(SLOW_PHONE.cpuSlowdown);
  return { slowCpuBy };
}

/**
 * Holds the app's main script (the entry chunk, /assets/index-<hash>.js) until `release()`: the page
 * then shows its prerendered content, buttons and all, for as long as a test needs, with no
 * JavaScript of the app's but the inline early-input capture.
 */
export function holdMainScript(page: Page): Promise<{ release: () => void }> {
  return holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
}

/**
 * Notes, for every click a person makes (real input, not the app's replay), whether the app was ready then: added before the
 * page's own scripts, its listener hears each click before the early-input capture does.
 */
export async function recordClicks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const clicks: { name: string; appReady: boolean }[] = [];
    Object.defineProperty(window, "__clicksSeen", { value: clicks });
    addEventListener(
      "click",
      (event) => {
        // A person's clicks only: the app's replay of a held click is a click() of its own.
        if (!event.isTrusted) return;
        const target = event.target instanceof Element ? event.target.closest("button, a") : null;
        clicks.push({
          name: target?.textContent?.trim() ?? "",
          appReady: document.documentElement.hasAttribute("data-app-ready"),
        });
      },
      true,
    );
  });
}

export function clicksSeen(page: Page): Promise<{ name: string; appReady: boolean }[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __clicksSeen: { name: string; appReady: boolean }[] }).__clicksSeen,
  );
}

export interface PartEvent {
  type: string;
  name: string;
  appReady: boolean;
  /** Whether React had taken the element over (hydrated it) when the event came. */
  takenOver: boolean;
}

/**
 * Notes, for every tap (the pointer coming over an element, and the click) and key a person makes,
 * whether React had yet taken over the button or link it came to: hydration leaves its own property
 * on each element it takes over, and a part React hydrates after the rest (layout/HydratedApart.tsx)
 * has none until then. Added before the page's own scripts, the listener hears each event before
 * React does. The same check is left on the page as `__takenOver(element)`, for a test to ask.
 */
export async function recordEventsOnParts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Object.defineProperty(window, "__partEvents", { value: seen });
    // React's own name for it, "__reactFiber$" and a random suffix: what a test can see.
    const takenOver = (element: Element | null) =>
      element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
    Object.defineProperty(window, "__takenOver", { value: takenOver });
    const note = (event: Event) => {
      if (!event.isTrusted) return;
      const target = event.target instanceof Element ? event.target.closest("button, a") : null;
      seen.push({
        type: event.type,
        name: target?.textContent?.trim() ?? "",
        appReady: document.documentElement.hasAttribute("data-app-ready"),
        takenOver: takenOver(target),
      });
    };
    // A tap begins as the pointer comes over the element (React starts taking a part over from
    // there), then is a click; a key begins with its keydown.
    for (const type of ["pointerover", "keydown", "click"]) addEventListener(type, note, true);
  });
}

export function partEvents(page: Page): Promise<PartEvent[]> {
  return page.evaluate(() => (window as unknown as { __partEvents: PartEvent[] }).__partEvents);
}

/**
 * Resolves as the app marks itself ready, from inside the page: no polling, which on a CPU slowed
 * many times would take the main thread's time and report the moment late.
 */
export function whenAppReady(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const ready = () => document.documentElement.hasAttribute("data-app-ready");
        if (ready()) return resolve();
        new MutationObserver((_, observer) => {
          if (!ready()) return;
          observer.disconnect();
          resolve();
        }).observe(document.documentElement, { attributes: true });
      }),
  );
}

/** The page's holds, left on the page by `installHolds` for the tests to set and release. */
interface Holds {
  holdFrames(): void;
  framesAsked(): number;
  releaseFrames(): void;
  holdTasksFromFrameTakenOver(): void;
  tasksHeld(): boolean;
  releaseTasks(): void;
}

/**
 * Two holds a test sets on the page, so that the moment it acts in is certain whatever the host's
 * speed, never won in a race:
 *
 * - Frames. While held, `requestAnimationFrame` callbacks wait. The app's script, once it has run,
 *   takes the page over only after the next frame (src/main.tsx): with frames held, the script has
 *   arrived and run and the app is starting up, and it cannot become ready. `framesAsked` counts
 *   the frames asked for while held, which tells that the script has run.
 * - React's later work. Armed by `holdTasksFromFrameTakenOver`, it holds React's scheduler from the
 *   moment the app marks the frame taken over (FRAME_TAKEN_OVER_MARK, App's first effect): the app
 *   still becomes ready (a timer of its own), but React takes over none of the page's other parts
 *   (layout/HydratedApart.tsx) until released, unless an event or print in one makes it do so at
 *   once, which is what the tests check. The scheduler runs its work in slices, each a message on a
 *   MessageChannel, and goes on to the next piece of work in the same slice while less than 5 ms
 *   has passed since the slice began: the mark's listener waits 6 ms, so the slice that runs the
 *   effect ends with it, and every later slice is held.
 *
 * Added before the page's own scripts, so React's scheduler takes the wrapped MessageChannel.
 */
export async function installHolds(page: Page, frameTakenOverMark: string): Promise<void> {
  await page.addInitScript((mark: string) => {
    const nativeFrame = window.requestAnimationFrame.bind(window);
    let framesHeld = false;
    const heldFrames: FrameRequestCallback[] = [];
    window.requestAnimationFrame = (callback) => {
      if (!framesHeld) return nativeFrame(callback);
      heldFrames.push(callback);
      return 0;
    };

    let armed = false;
    let tasksHeld = false;
    const heldTasks: (() => void)[] = [];
    const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, "onmessage");
    const NativeChannel = window.MessageChannel;
    window.MessageChannel = class extends NativeChannel {
      constructor() {
        super();
        const port = this.port1;
        Object.defineProperty(port, "onmessage", {
          get: () => onmessage?.get?.call(port),
          set: (handler: ((event: MessageEvent) => void) | null) =>
            onmessage?.set?.call(
              port,
              handler &&
                ((event: MessageEvent) => {
                  if (tasksHeld) heldTasks.push(() => handler.call(port, event));
                  else handler.call(port, event);
                }),
            ),
        });
      }
    };
    const nativeMark = performance.mark.bind(performance);
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      const entry = nativeMark(name, options);
      if (name === mark && armed) {
        tasksHeld = true;
        const start = performance.now();
        while (performance.now() - start < 6);
      }
      return entry;
    };

    const holds: Holds = {
      holdFrames: () => void (framesHeld = true),
      framesAsked: () => heldFrames.length,
      releaseFrames: () => {
        framesHeld = false;
        for (const callback of heldFrames.splice(0)) nativeFrame(callback);
      },
      holdTasksFromFrameTakenOver: () => void (armed = true),
      tasksHeld: () => tasksHeld,
      releaseTasks: () => {
        armed = false;
        tasksHeld = false;
        for (const task of heldTasks.splice(0)) setTimeout(task);
      },
    };
    Object.defineProperty(window, "__holds", { value: holds });
  }, frameTakenOverMark);
}

/** Calls one of the page's holds (installHolds). */
export function onHolds<K extends keyof Holds>(page: Page, name: K): Promise<ReturnType<Holds[K]>> {
  return page.evaluate(
    (name) => (window as unknown as { __holds: Holds }).__holds[name]() as ReturnType<Holds[K]>,
    name,
  );
}
