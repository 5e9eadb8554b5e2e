// @vitest-environment node
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflate } from "../../../../src/export/pdf/deflate";
import {
  buildReportPalette,
  createColorLookup,
  indexPageImage,
  type Rgb,
} from "../../../../src/export/pdf/indexedPageImage";
import { REPORT_COLORS } from "../../../../src/export/report/reportStyles";

function pixels(width: number, height: number, colors: readonly Rgb[]) {
  const data = new Uint8ClampedArray(width * height * 4);
  colors.forEach(([r, g, b], i) => data.set([r, g, b, 255], i * 4));
  return { width, height, data };
}

function nibbles(data: Uint8Array): number[] {
  return [...data].flatMap((byte) => [byte >> 4, byte & 15]);
}

const WHITE: Rgb = [255, 255, 255];
const palette = buildReportPalette();

describe("buildReportPalette", () => {
  it("fits in 4 bits, starts with white, and holds every colour the report uses", () => {
    expect(palette.length).toBeLessThanOrEqual(16);
    expect(palette[0]).toEqual(WHITE);
    const hex = palette.map(
      ([r, g, b]) => `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, "0")}`,
    );
    for (const color of Object.values(REPORT_COLORS)) expect(hex).toContain(color);
  });
});

describe("indexPageImage", () => {
  it("maps each palette colour to its own index and white to 0, two pixels a byte, high nibble first", () => {
    const image = indexPageImage(pixels(palette.length, 1, palette), 1, 0, palette);
    expect(image.data).toHaveLength(Math.ceil(palette.length / 2));
    expect(nibbles(image.data).slice(0, palette.length)).toEqual(palette.map((_, i) => i));
  });

  it("rounds an anti-aliased edge to the nearest shade", () => {
    const text = palette[1] as Rgb;
    const nearlyText: Rgb = [text[0] + 3, text[1] + 2, text[2] + 4];
    const image = indexPageImage(pixels(2, 1, [nearlyText, [254, 254, 254]]), 1, 0, palette);
    expect(nibbles(image.data)).toEqual([1, 0]);
  });

  it("places the band `top` rows down a white page, byte-aligning odd-width rows", () => {
    const ink = palette[10] as Rgb; // the accent colour
    const band = pixels(3, 2, [ink, WHITE, ink, WHITE, ink, WHITE]);
    const image = indexPageImage(band, 5, 2, palette);
    expect(image).toMatchObject({ width: 3, height: 5 });
    const rows = [...Array(5).keys()].map((y) => nibbles(image.data.slice(y * 2, y * 2 + 2)));
    expect(rows).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [10, 0, 10, 0],
      [0, 10, 0, 0],
      [0, 0, 0, 0],
    ]);
  });

  it("never writes past the page when the band is taller than the room below `top`", () => {
    const ink = palette[1] as Rgb;
    const image = indexPageImage(pixels(2, 4, Array(8).fill(ink)), 3, 1, palette);
    expect(image.data).toHaveLength(3);
    expect(nibbles(image.data)).toEqual([0, 0, 1, 1, 1, 1]);
  });

  it("gives the same answer with a shared lookup as with a fresh one", () => {
    const lookup = createColorLookup();
    const colors: Rgb[] = [
      [100, 120, 110],
      [15, 118, 110],
      [240, 250, 250],
      [1, 2, 3],
    ];
    const first = indexPageImage(pixels(4, 1, colors), 1, 0, palette, lookup);
    const again = indexPageImage(pixels(4, 1, colors), 1, 0, palette, lookup);
    const fresh = indexPageImage(pixels(4, 1, colors), 1, 0, palette);
    expect(again.data).toEqual(first.data);
    expect(fresh.data).toEqual(first.data);
  });
});

describe("indexPageImage's shortcuts", () => {
  it("answers a run of one colour, and a colour met again later, as it answered the first time", () => {
    const accent = palette[10] as Rgb;
    const nearlyWhite: Rgb = [254, 254, 254];
    const muted = palette[5] as Rgb;
    const row: Rgb[] = [accent, accent, accent, nearlyWhite, nearlyWhite, muted, accent, WHITE];
    const lookup = createColorLookup();
    const first = indexPageImage(pixels(row.length, 1, row), 1, 0, palette, lookup);
    expect(nibbles(first.data)).toEqual([10, 10, 10, 0, 0, 5, 10, 0]);
    // Now every colour is in the lookup, including the one that maps to entry 0 (white).
    const again = indexPageImage(pixels(row.length, 1, row), 1, 0, palette, lookup);
    expect(nibbles(again.data)).toEqual([10, 10, 10, 0, 0, 5, 10, 0]);
  });

  it("reads an odd-width row's last pixel, never its neighbour on the next row", () => {
    const ink = palette[1] as Rgb;
    const band = pixels(3, 2, [WHITE, WHITE, ink, WHITE, WHITE, WHITE]);
    const image = indexPageImage(band, 2, 0, palette);
    expect(nibbles(image.data)).toEqual([0, 0, 1, 0, 0, 0, 0, 0]);
  });
});

describe("deflate", () => {
  it("produces a zlib stream (what FlateDecode reads) that inflates to the input", async () => {
    const input = new Uint8Array(10_000).map((_, i) => (i % 97 === 0 ? 0x1a : 0));
    const compressed = await deflate(input);
    expect(compressed[0]).toBe(0x78); // zlib header
    expect(compressed.length).toBeLessThan(input.length / 10);
    expect(new Uint8Array(inflateSync(compressed))).toEqual(input);
  });
});
