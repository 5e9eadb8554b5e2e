// Indexes and deflates page images in a worker, so that one page's encoding overlaps with drawing
// the next on the main thread. CompressionStream does its work on the thread that feeds it, and
// on the main thread deflating and indexing (indexedPageImage.ts) the pages held up the drawing
// (decision 0002). With the worker, the main thread only reads each page's
// pixels (getImageData) and moves them to the worker, which does the rest while the next page is
// drawn: on a machine with two cores or more, all but the last page's encoding costs no time.

import { startOwnWorker } from "../../trustedTypes";
import { encodeIndexedPage } from "./encodeIndexedPage";
import type { PagePixels } from "./encodeIndexedPage";
// The worker's built file's URL, not a constructor: the worker is started through the worker-url
// Trusted Types policy (startOwnWorker), which a `new Worker(new URL(…))` Vite rewrites would skip.
import deflateWorkerUrl from "./deflateWorker.ts?worker&url";

export interface DeflateRequest {
  readonly id: number;
  readonly pixels: PagePixels;
}

export type DeflateReply =
  | { readonly id: number; readonly bytes: Uint8Array }
  | { readonly id: number; readonly error: string };

export interface PageDeflater {
  /**
   * The page's bytes for the PDF (encodeIndexedPage). Takes ownership of `pixels`: their buffer may
   * be moved to the worker, and is unusable afterwards. `lookup` serves the main thread's encoding.
   */
  encode(pixels: PagePixels, lookup?: Uint8Array): Promise<Uint8Array>;
  /** Stops the worker. Deflations still under way fail. Safe to call more than once. */
  dispose(): void;
  /** Whether its worker has failed or been stopped (it then encodes on the main thread). */
  readonly stopped: boolean;
}

export type WorkerFactory = () => Worker;

function startDeflateWorker(): Worker {
  return startOwnWorker(deflateWorkerUrl, { type: "module", name: "PDF page deflate" });
}

const onMainThread: PageDeflater = {
  encode: encodeIndexedPage,
  dispose: () => undefined,
  stopped: false,
};

/**
 * A deflater that uses a worker once the worker says it is ready, and the main thread until then, or
 * where no worker can be started (no Worker, or a content security policy that forbids it). Start it
 * early, so that the worker has come up by the time the first page is ready.
 */
export function createPageDeflater(startWorker: WorkerFactory = startDeflateWorker): PageDeflater {
  if (typeof Worker !== "function") return onMainThread;
  let worker: Worker;
  try {
    worker = startWorker();
  } catch {
    return onMainThread;
  }

  let ready = false;
  let failure: Error | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve(bytes: Uint8Array): void; reject(e: Error): void }>();
  const failAll = (error: Error) => {
    failure = error;
    ready = false;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker.terminate();
  };

  worker.onmessage = ({ data }: MessageEvent<DeflateReply | "ready">) => {
    if (data === "ready") {
      ready = failure === null;
      return;
    }
    const job = pending.get(data.id);
    if (job === undefined) return;
    pending.delete(data.id);
    if ("error" in data) job.reject(new Error(`Encoding a page image failed: ${data.error}`));
    else job.resolve(data.bytes);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failAll(new Error(`The deflate worker failed: ${event.message || "it could not start"}`));
  };
  worker.onmessageerror = () => failAll(new Error("The deflate worker sent an unreadable reply."));

  return {
    encode(pixels, lookup) {
      if (!ready) return encodeIndexedPage(pixels, lookup);
      const id = nextId++;
      return new Promise<Uint8Array>((resolve, reject) => {
        // A plain object, not the ImageData itself: browsers serialise an ImageData by copying its
        // pixels even when its buffer is in the transfer list (decision 0002), but a
        // typed array's transferred buffer moves without a copy.
        const { width, height, data } = pixels;
        const request: DeflateRequest = { id, pixels: { width, height, data } };
        try {
          worker.postMessage(request, [pixels.data.buffer]);
        } catch {
          // Not sent (pixels that cannot be moved): nothing was taken, so encode them here.
          encodeIndexedPage(pixels, lookup).then(resolve, reject);
          return;
        }
        pending.set(id, { resolve, reject });
      });
    },
    dispose() {
      if (failure === null) failAll(new Error("The deflate worker was stopped."));
    },
    get stopped() {
      return failure !== null;
    },
  };
}

/** How long the shared worker is kept with no page to encode. */
export const SHARED_DEFLATER_IDLE_MS = 30_000;

let shared: PageDeflater | null = null;
let busy = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function stopWhenIdle(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    shared?.dispose();
    shared = null;
  }, SHARED_DEFLATER_IDLE_MS);
}

/**
 * The deflater the exports share, its worker started at the first call (startPageDeflater, when the
 * export's code is fetched on hovering or focusing Export) and kept while exports come. A worker
 * started with an export comes up late: the engines start it, or deliver its word that it is up,
 * only when the main thread has time, and the drawing keeps that busy: most pages were then
 * encoded on the main thread, holding up the next page's drawing (decision 0002). Stopped after SHARED_DEFLATER_IDLE_MS with nothing to do, and started again after a
 * failure.
 */
export function sharedPageDeflater(startWorker: WorkerFactory = startDeflateWorker): PageDeflater {
  if (shared === null || shared.stopped) shared = createPageDeflater(startWorker);
  if (busy === 0) stopWhenIdle();
  const deflater = shared;
  return {
    encode(pixels, lookup) {
      busy += 1;
      clearTimeout(idleTimer);
      const done = deflater.encode(pixels, lookup);
      const settled = () => {
        busy -= 1;
        if (busy === 0) stopWhenIdle();
      };
      done.then(settled, settled);
      return done;
    },
    // The worker is the page's, not one export's: an export that ends leaves it running.
    dispose: () => undefined,
    get stopped() {
      return deflater.stopped;
    },
  };
}

/** Starts the shared worker ahead of an export, so that it is up by the time pages come. */
export function startPageDeflater(): void {
  sharedPageDeflater();
}
