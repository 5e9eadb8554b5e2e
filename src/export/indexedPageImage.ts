// Page images as 4-bit indexed colour, deflated: the report is drawn in a handful of flat colours on
// white, so sixteen palette entries (those colours and their anti-aliasing blends with white) hold
// it. Measured on a full page of the 68-question report: 111 KiB, against 384 KiB as JPEG at 0.85,
// with no JPEG ringing around the letters. Text stays sharp because every pixel keeps its place;
// only its colour is rounded to the nearest entry.

import { REPORT_COLORS } from "./reportStyles";

export type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function blendWithWhite([r, g, b]: Rgb, amount: number): Rgb {
  const mix = (channel: number) => Math.round(channel + (255 - channel) * amount);
  return [mix(r), mix(g), mix(b)];
}

/**
 * White first (index 0, the margins), then each colour the report uses, with blends toward white
 * for the inks that draw text, where anti-aliased edges need in-between shades.
 */
export function buildReportPalette(): Rgb[] {
  const c = REPORT_COLORS;
  const palette: Rgb[] = [
    parseHex(c.page),
    parseHex(c.text),
    blendWithWhite(parseHex(c.text), 1 / 3),
    blendWithWhite(parseHex(c.text), 2 / 3),
    blendWithWhite(parseHex(c.text), 5 / 6),
    parseHex(c.muted),
    blendWithWhite(parseHex(c.muted), 1 / 2),
    parseHex(c.subtle),
    blendWithWhite(parseHex(c.subtle), 1 / 2),
    parseHex(c.rule),
    parseHex(c.accent),
    blendWithWhite(parseHex(c.accent), 1 / 3),
    blendWithWhite(parseHex(c.accent), 2 / 3),
    parseHex(c.accentSoft),
    parseHex(c.summaryBackground),
    parseHex(c.summaryBorder),
  ];
  if (palette.length > 16) throw new Error("A 4-bit palette holds at most 16 colours.");
  return palette;
}

function nearestIndex(palette: readonly Rgb[], r: number, g: number, b: number): number {
  let best = 0;
  let bestDistance = Infinity;
  for (const [index, [pr, pg, pb]] of palette.entries()) {
    // Weighted towards green, as the eye is: a cheap stand-in for perceptual distance.
    const distance = 2 * (r - pr) ** 2 + 4 * (g - pg) ** 2 + 3 * (b - pb) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  }
  return best;
}

export interface IndexedImage {
  readonly width: number;
  readonly height: number;
  /** Rows of 4-bit palette indices, two pixels a byte, high nibble first, each row byte-aligned. */
  readonly data: Uint8Array;
}

/**
 * A page image of `height` rows: white (index 0) everywhere except rows `top`..`top + pixels.height`,
 * which show `pixels`. Taking the band straight from the rendered report spares drawing each page
 * onto a canvas of its own first.
 */
const UNMATCHED = 0xff;

/**
 * Remembers the palette index of every colour already matched: one byte for each of the 2^24
 * colours (16 MiB), a plain array read per pixel. A Map did the same job measurably slower, and the
 * few thousand distinct colours on a page are matched once each. Make one per palette.
 */
export function createColorLookup(): Uint8Array {
  return new Uint8Array(1 << 24).fill(UNMATCHED);
}

export function indexPageImage(
  pixels: { readonly width: number; readonly height: number; readonly data: Uint8ClampedArray },
  height: number,
  top: number,
  palette: readonly Rgb[],
  lookup: Uint8Array = createColorLookup(),
): IndexedImage {
  const { width } = pixels;
  const rowBytes = Math.ceil(width / 2);
  const data = new Uint8Array(rowBytes * height);
  // One read a pixel instead of four. The byte order inside each word does not matter: words are
  // only compared with each other and with opaque white, which reads the same either way.
  const words = new Uint32Array(
    pixels.data.buffer,
    pixels.data.byteOffset,
    pixels.data.byteLength >> 2,
  );
  const bytes = pixels.data;
  const OPAQUE_WHITE = 0xffffffff;
  const indexOf = (word: number, at: number): number => {
    if (word === OPAQUE_WHITE) return 0;
    const r = bytes[at] ?? 255;
    const g = bytes[at + 1] ?? 255;
    const b = bytes[at + 2] ?? 255;
    const key = (r << 16) | (g << 8) | b;
    let index = lookup[key] ?? UNMATCHED;
    if (index === UNMATCHED) {
      index = nearestIndex(palette, r, g, b);
      lookup[key] = index;
    }
    return index;
  };
  const rows = Math.min(pixels.height, height - top);
  for (let y = 0; y < rows; y++) {
    const rowStart = y * width;
    const target = (top + y) * rowBytes;
    for (let x = 0; x < width; x += 2) {
      const p = rowStart + x;
      const first = words[p] ?? OPAQUE_WHITE;
      const second = x + 1 < width ? (words[p + 1] ?? OPAQUE_WHITE) : OPAQUE_WHITE;
      // Most of a page is margin and the white between lines: skip it without a lookup.
      if (first === OPAQUE_WHITE && second === OPAQUE_WHITE) continue;
      data[target + (x >> 1)] = (indexOf(first, p * 4) << 4) | indexOf(second, (p + 1) * 4);
    }
  }
  return { width, height, data };
}

/** zlib-wrapped deflate, which is what a PDF's FlateDecode filter reads. */
export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const compression = new CompressionStream("deflate");
  const writer = compression.writable.getWriter();
  // One write of the whole buffer: feeding it through Blob.stream() instead splits it into small
  // chunks, each a trip through the event loop, and measured three times slower.
  void writer.write(bytes as Uint8Array<ArrayBuffer>);
  void writer.close();
  return new Uint8Array(await new Response(compression.readable).arrayBuffer());
}

export function canDeflateNatively(): boolean {
  return typeof CompressionStream === "function";
}
