// A drawn page's canvas in the form jsPDF takes (encodePageImages's encodePageCanvas), where the page is
// the canvas's top rows only: every page of an export is drawn on one canvas as tall as the tallest.

import { afterEach, describe, expect, it, vi } from "vitest";
import { encodePageCanvas } from "../../../../src/export/pdf/encodePageImages";

// jsdom has no 2D context and no encoder: each canvas gets a context that records what is drawn on
// it, and an encoder that records the size of the canvas it encoded.
const drawn: { on: HTMLCanvasElement; from: unknown }[] = [];
const encoded: { width: number; height: number; canvas: HTMLCanvasElement }[] = [];
function fakeCanvasSupport() {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    // Stands in for the 2D context: only what encodePageCanvas uses.
    return {
      canvas: this,
      drawImage(this: { canvas: HTMLCanvasElement }, from: unknown) {
        drawn.push({ on: this.canvas, from });
      },
      getImageData: (_x: number, _y: number, width: number, height: number) => ({
        width,
        height,
        data: new Uint8ClampedArray(width * height * 4).fill(255),
      }),
    } as unknown as ReturnType<HTMLCanvasElement["getContext"]>;
  });
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (
    this: HTMLCanvasElement,
    callback,
  ) {
    encoded.push({ width: this.width, height: this.height, canvas: this });
    const bytes = new Uint8Array([0xff, 0xd8, 0xff]);
    callback({ size: 3, type: "image/jpeg", arrayBuffer: async () => bytes.buffer } as Blob);
  });
}

function pageCanvas(height: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = 40;
  canvas.height = height;
  return canvas;
}

afterEach(() => {
  vi.restoreAllMocks();
  drawn.length = 0;
  encoded.length = 0;
});

describe("encodePageCanvas", () => {
  it("encodes only the page's rows as JPEG, from a copy of them, released once encoded", async () => {
    fakeCanvasSupport();
    const canvas = pageCanvas(100);
    const page = encodePageCanvas(canvas, 2, { format: "JPEG", quality: 0.85 }, undefined, 60);
    await page.read;
    expect(await page.encoded).toMatchObject({
      format: "JPEG",
      alias: "page-3",
      width: 40,
      height: 60,
    });
    expect(encoded.map(({ width, height }) => [width, height])).toEqual([[40, 60]]);
    const copy = encoded[0]?.canvas;
    expect(copy).not.toBe(canvas);
    expect(drawn).toEqual([{ on: copy, from: canvas }]);
    expect([copy?.width, copy?.height]).toEqual([0, 0]);
    // The export's own canvas is left for the next page.
    expect([canvas.width, canvas.height]).toEqual([40, 100]);
  });

  it("encodes the canvas itself where the page fills it", async () => {
    fakeCanvasSupport();
    const canvas = pageCanvas(100);
    const page = encodePageCanvas(canvas, 0, { format: "JPEG", quality: 0.85 });
    expect(await page.encoded).toMatchObject({ width: 40, height: 100 });
    expect(encoded.map((each) => each.canvas)).toEqual([canvas]);
    expect(drawn).toEqual([]);
  });

  it("reads only the page's rows for an indexed page", async () => {
    fakeCanvasSupport();
    const canvas = pageCanvas(100);
    const sent: { width: number; height: number; length: number }[] = [];
    const page = encodePageCanvas(
      canvas,
      0,
      { format: "INDEXED" },
      async (pixels) => {
        sent.push({ width: pixels.width, height: pixels.height, length: pixels.data.length });
        return new Uint8Array([1]);
      },
      60,
    );
    expect(await page.encoded).toMatchObject({ width: 40, height: 60 });
    expect(sent).toEqual([{ width: 40, height: 60, length: 40 * 60 * 4 }]);
  });
});
