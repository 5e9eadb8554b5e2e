import type { Page, Route } from "@playwright/test";

/**
 * Holds every request of the page whose URL matches `pattern` until `release()`, then lets each
 * through: a test that needs a moment to last (a loading state, a click while the app is busy, a
 * page before its script arrives) holds it for exactly as long as it needs, on any host.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}
