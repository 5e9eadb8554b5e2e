// What the export does with canvases, recorded in the page: every canvas's size as it is set
// (html2canvas sizes its canvas after taking its context), and every reading of a canvas's pixels,
// told apart by whether the canvas's first context was asked for with willReadFrequently. A long
// report must be drawn a page at a time (no canvas larger than a page: a whole report on one canvas
// passes the engines' size limits and fails), and reading back a canvas not made for reading took
// 20–50 ms a page in WebKitGTK, against about 7.

import type { App } from "./fixtures";

export interface CanvasRecord {
  readonly largest: { readonly width: number; readonly height: number };
  /** How many times a canvas was given a non-empty size. */
  readonly sizings: number;
  readonly pixelReads: number;
  readonly readsOfCanvasesNotMadeForReading: number;
}

interface Watch {
  largest: { width: number; height: number; area: number };
  sizings: number;
  pixelReads: number;
  readsOfCanvasesNotMadeForReading: number;
}

/** Starts recording, from now on: canvases made before are not seen, so call it before the export. */
export function watchCanvases(app: App): Promise<void> {
  return app.evaluate(() => {
    const watch: Watch = {
      largest: { width: 0, height: 0, area: 0 },
      sizings: 0,
      pixelReads: 0,
      readsOfCanvasesNotMadeForReading: 0,
    };
    (window as unknown as { __canvasWatch: Watch }).__canvasWatch = watch;
    for (const side of ["width", "height"] as const) {
      const descriptor = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, side);
      if (!descriptor?.get || !descriptor.set) continue;
      const { get, set } = descriptor;
      Object.defineProperty(HTMLCanvasElement.prototype, side, {
        configurable: true,
        get,
        set(this: HTMLCanvasElement, value: number) {
          set.call(this, value);
          const area = this.width * this.height;
          if (area > 0) watch.sizings += 1;
          if (area > watch.largest.area)
            watch.largest = { width: this.width, height: this.height, area };
        },
      });
    }
    const madeForReading = new WeakMap<HTMLCanvasElement, boolean>();
    const getContext = HTMLCanvasElement.prototype.getContext;
    // The original's overloads cannot be named in one signature: this forwards whatever it is given.
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: Parameters<HTMLCanvasElement["getContext"]>
    ) {
      const options = args[1] as { willReadFrequently?: boolean } | undefined;
      if (!madeForReading.has(this)) madeForReading.set(this, options?.willReadFrequently === true);
      return getContext.apply(this, args);
    } as HTMLCanvasElement["getContext"];
    const getImageData = CanvasRenderingContext2D.prototype.getImageData;
    CanvasRenderingContext2D.prototype.getImageData = function (
      this: CanvasRenderingContext2D,
      ...args: Parameters<CanvasRenderingContext2D["getImageData"]>
    ) {
      watch.pixelReads += 1;
      if (madeForReading.get(this.canvas) !== true) watch.readsOfCanvasesNotMadeForReading += 1;
      return getImageData.apply(this, args);
    } as CanvasRenderingContext2D["getImageData"];
  }, null);
}

/** What was recorded since watchCanvases. */
export function canvasRecord(app: App): Promise<CanvasRecord> {
  return app.evaluate(() => {
    const { largest, sizings, pixelReads, readsOfCanvasesNotMadeForReading } = (
      window as unknown as { __canvasWatch: Watch }
    ).__canvasWatch;
    return {
      largest: { width: largest.width, height: largest.height },
      sizings,
      pixelReads,
      readsOfCanvasesNotMadeForReading,
    };
  }, null);
}
