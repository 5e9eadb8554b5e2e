// The worker-url policy: a worker's script URL is a Trusted Types sink (TrustedScriptURL), and the
// export starts two workers, the page-image deflater and PDF.js's, both files of its own build.

import { lazyPolicy } from "./lazyPolicy";

export const WORKER_URL_POLICY = "worker-url";

/** The page's address, as `location` gives it. */
export interface PageAddress {
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
}

/**
 * Whether `url` is one of the app's own built scripts: on the page's origin and scheme (a blob: or
 * data: URL is refused, though a blob: URL's origin is the page's), a script file under the
 * build's assets folder, with no query or fragment. `assets` null admits any path of the origin:
 * the dev server serves workers from their source paths, with queries.
 */
export function isOwnScriptUrl(url: string, page: PageAddress, assets: string | null): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, page.href);
  } catch {
    return false;
  }
  if (parsed.protocol !== page.protocol || parsed.origin !== page.origin) return false;
  if (assets === null) return true;
  return (
    parsed.pathname.startsWith(assets) &&
    /\.m?js$/.test(parsed.pathname) &&
    parsed.search === "" &&
    parsed.hash === ""
  );
}

// Where the build puts its scripts: the base path (vite.config.ts) and Vite's assets folder.
const ASSETS = import.meta.env.DEV ? null : `${import.meta.env.BASE_URL}assets/`;

/** `url`, if it is one of the app's own scripts; throws otherwise, in every engine. */
function ownScriptUrl(url: string): string {
  if (!isOwnScriptUrl(url, location, ASSETS))
    throw new TypeError(`Refused as a worker: ${url} is not one of the app's own scripts.`);
  return url;
}

const workerUrlPolicy = lazyPolicy(WORKER_URL_POLICY, { createScriptURL: ownScriptUrl });

/**
 * Starts a worker from one of the app's own built scripts, through the worker-url policy where
 * the engine has Trusted Types. Throws for any other URL, in every engine, as the policy would.
 */
export function startOwnWorker(url: string, options: WorkerOptions): Worker {
  const checked = ownScriptUrl(url);
  const policy = workerUrlPolicy();
  // A TrustedScriptURL where the engine has Trusted Types: the Worker constructor takes one, though
  // the DOM types name only strings.
  return new Worker((policy ? policy.createScriptURL(checked) : checked) as string, options);
}
