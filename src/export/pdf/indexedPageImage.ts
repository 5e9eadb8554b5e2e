// Page images as 4-bit indexed colour, deflated: the report is drawn in a handful of flat colours on
// white, so sixteen palette entries (those colours and their anti-aliasing blends with white) hold
// it, in a fraction of JPEG's bytes and with no JPEG ringing around the letters (decision 0002).
// Text stays sharp because every pixel keeps its place; only its colour is rounded to the nearest
// entry.

// Past the room's index on purpose: this module runs in the page deflater's worker, a bundle of its
// own, where the index would bring the report font's module and its build-time virtual import.
import { REPORT_COLORS } from "../report/reportStyles";

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
 * Remembers the palette index of every colour already matched: one byte for each of the 2^24
 * colours, holding the index plus one, so that 0, what a new buffer holds, means "not matched yet".
 * A zeroed buffer costs next to nothing until written (pages are mapped on first touch); filling it
 * with a marker instead cost each export time (decision 0002). A Map was slower, and the
 * few thousand distinct colours on a page are matched once each. Make one per palette.
 */
export function createColorLookup(): Uint8Array {
  return new Uint8Array(1 << 24);
}

const OPAQUE_WHITE = 0xffffffff;
// Pixels are read as whole 32-bit words; the colour's key is the word's RGB bytes, which sit at the
// low end of the word on a little-endian machine (every browser's) and the high end otherwise.
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

function lookUpIndex(
  word: number,
  bytes: Uint8ClampedArray,
  pixel: number,
  palette: readonly Rgb[],
  lookup: Uint8Array,
): number {
  const key = LITTLE_ENDIAN ? word & 0xffffff : word >>> 8;
  const known = lookup[key] ?? 0;
  if (known !== 0) return known - 1;
  const at = pixel * 4;
  const index = nearestIndex(palette, bytes[at] ?? 255, bytes[at + 1] ?? 255, bytes[at + 2] ?? 255);
  lookup[key] = index + 1;
  return index;
}

/**
 * A page image of `height` rows: white (index 0) everywhere except rows `top`..`top + pixels.height`,
 * which show `pixels`. Taking the band straight from the rendered report spares drawing each page
 * onto a canvas of its own first.
 *
 * The loop is the export's hottest: about 19 million pixels for the full report, 90% of them white.
 * A pair of white pixels is one AND and one comparison; a run of one colour (the inside of a letter
 * or a rule) reuses the last answer; only then is the lookup read: about half the time of a
 * per-pixel lookup that read the colour byte by byte (decision 0002).
 */
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
  const bytes = pixels.data;
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
  const rows = Math.max(0, Math.min(pixels.height, height - top));
  let lastWord = OPAQUE_WHITE;
  let lastIndex = 0;
  for (let y = 0; y < rows; y++) {
    let pixel = y * width;
    let out = (top + y) * rowBytes;
    for (let x = 0; x < width; x += 2, pixel += 2, out++) {
      const first = words[pixel] ?? OPAQUE_WHITE;
      const second = x + 1 < width ? (words[pixel + 1] ?? OPAQUE_WHITE) : OPAQUE_WHITE;
      // Both opaque white (all bits set; `&` works on signed 32-bit values, hence -1).
      if ((first & second) === -1) continue;
      let high = 0;
      if (first !== OPAQUE_WHITE) {
        high = first === lastWord ? lastIndex : lookUpIndex(first, bytes, pixel, palette, lookup);
        lastWord = first;
        lastIndex = high;
      }
      let low = 0;
      if (second !== OPAQUE_WHITE) {
        low =
          second === lastWord ? lastIndex : lookUpIndex(second, bytes, pixel + 1, palette, lookup);
        lastWord = second;
        lastIndex = low;
      }
      data[out] = (high << 4) | low;
    }
  }
  return { width, height, data };
}
