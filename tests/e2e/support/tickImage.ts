// Looks at the ticks drawn on an exported PDF's page, as a reader would: the page rendered by
// poppler, each tick's box found by its colour, and the check inside it. In WebKit the ticks once
// came out as filled shapes with no check, and the file was otherwise fine: only the pixels show it.

import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

interface Raster {
  readonly width: number;
  readonly height: number;
  /** RGB, one byte a channel, row after row. */
  readonly pixels: Uint8Array;
}

/** One page of the PDF, rendered at `dpi` (poppler's PPM: a short text header, then raw RGB). */
export function renderPdfPage(path: string, page: number, dpi = 150): Raster {
  const [raster] = renderPdfPages(path, page, page, dpi);
  if (!raster) throw new Error(`No page ${page} in ${path}`);
  return raster;
}

/**
 * Pages `first` to `last` of the PDF at `dpi`, in one run of poppler; with `topPx`, only each page's
 * top `topPx` rows are drawn.
 */
export function renderPdfPages(
  path: string,
  first: number,
  last: number,
  dpi = 150,
  topPx?: number,
): Raster[] {
  const dir = mkdtempSync(join(tmpdir(), "pdf-page-"));
  try {
    execFileSync("pdftoppm", [
      "-r",
      String(dpi),
      "-f",
      String(first),
      "-l",
      String(last),
      ...(topPx === undefined ? [] : ["-y", "0", "-H", String(topPx)]),
      path,
      join(dir, "p"),
    ]);
    // pdftoppm numbers its files with as many digits as the document's last page needs: sorted by
    // name, they are in page order.
    return readdirSync(dir)
      .filter((file) => file.endsWith(".ppm"))
      .sort()
      .map((file) => parsePpm(readFileSync(join(dir, file))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Poppler's PPM: "P6", width, height, max value, each followed by white space, then raw RGB. */
function parsePpm(bytes: Buffer): Raster {
  const fields: string[] = [];
  let offset = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[offset] ?? 32))) offset += 1;
    let field = "";
    while (!/\s/.test(String.fromCharCode(bytes[offset] ?? 32)))
      field += String.fromCharCode(bytes[offset++] ?? 32);
    fields.push(field);
  }
  offset += 1;
  if (fields[0] !== "P6" || fields[3] !== "255")
    throw new Error(`Not an 8-bit PPM: ${fields.join(" ")}`);
  const width = Number(fields[1]);
  const height = Number(fields[2]);
  return {
    width,
    height,
    pixels: new Uint8Array(bytes.subarray(offset, offset + width * height * 3)),
  };
}

export interface TickBox {
  readonly left: number;
  readonly top: number;
  readonly size: number;
  /** Share of the box's pixels that are light: the check. */
  readonly lightShare: number;
  /** The check rises to the right: its light pixels sit higher in the box's right third than in its left third. */
  readonly rises: boolean;
  /** The light pixels reach both halves of the box. */
  readonly spans: boolean;
  /** The box's corners are the tick's colour, so the box is drawn round the check. */
  readonly filledCorners: boolean;
}

const near = (pixels: Uint8Array, index: number, [r, g, b]: readonly number[], tolerance: number) =>
  Math.abs((pixels[index] ?? 0) - (r ?? 0)) +
    Math.abs((pixels[index + 1] ?? 0) - (g ?? 0)) +
    Math.abs((pixels[index + 2] ?? 0) - (b ?? 0)) <=
  tolerance;

function hexToRgb(hex: string): number[] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
}

/**
 * Every tick box on the page: solid, square areas of `tickColor` as large as a tick (16 CSS px of the
 * 800 CSS px report on a 210 mm page, at `dpi`), each with what is drawn inside it.
 */
export function findTickBoxes(raster: Raster, tickColor: string, dpi = 150): TickBox[] {
  const { width, height, pixels } = raster;
  const colour = hexToRgb(tickColor);
  const cssPx = ((210 / 25.4) * dpi) / 800;
  const expected = 16 * cssPx;
  const seen = new Uint8Array(width * height);
  const boxes: TickBox[] = [];
  const isTick = (x: number, y: number) => near(pixels, (y * width + x) * 3, colour, 60);
  const isLight = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    return (pixels[i] ?? 0) > 200 && (pixels[i + 1] ?? 0) > 200 && (pixels[i + 2] ?? 0) > 200;
  };

  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (seen[y * width + x] || !isTick(x, y)) continue;
      // Flood fill the area of the tick's colour this pixel belongs to.
      let [minX, minY, maxX, maxY, count] = [x, y, x, y, 0];
      const stack = [y * width + x];
      seen[y * width + x] = 1;
      while (stack.length > 0) {
        const at = stack.pop() as number;
        const px = at % width;
        const py = (at - px) / width;
        count += 1;
        minX = Math.min(minX, px);
        maxX = Math.max(maxX, px);
        minY = Math.min(minY, py);
        maxY = Math.max(maxY, py);
        for (const [nx, ny] of [
          [px + 1, py],
          [px - 1, py],
          [px, py + 1],
          [px, py - 1],
        ] as const) {
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (seen[next] || !isTick(nx, ny)) continue;
          seen[next] = 1;
          stack.push(next);
        }
      }
      const boxWidth = maxX - minX + 1;
      const boxHeight = maxY - minY + 1;
      // A tick is a solid square of its size at the start of a row (40 CSS px in, or 56 under a
      // sub-item); a heading's letters, in the same colour, are not (a bold "D" in a principle's
      // name is as large, and nearly as solid, but further along the line).
      if (
        minX > 72 * cssPx ||
        Math.abs(boxWidth - expected) > 0.2 * expected ||
        Math.abs(boxHeight - expected) > 0.2 * expected ||
        count < 0.6 * boxWidth * boxHeight
      )
        continue;

      let light = 0;
      const thirds: { sum: number; n: number }[] = [
        { sum: 0, n: 0 },
        { sum: 0, n: 0 },
      ];
      let leftHalf = 0;
      let rightHalf = 0;
      for (let by = minY; by <= maxY; by += 1)
        for (let bx = minX; bx <= maxX; bx += 1) {
          if (!isLight(bx, by)) continue;
          light += 1;
          const u = (bx - minX) / boxWidth;
          if (u < 0.5) leftHalf += 1;
          else rightHalf += 1;
          const third = u < 1 / 3 ? thirds[0] : u > 2 / 3 ? thirds[1] : undefined;
          if (third) {
            third.sum += by - minY;
            third.n += 1;
          }
        }
      const [left, right] = thirds as [{ sum: number; n: number }, { sum: number; n: number }];
      const inset = Math.max(1, Math.round(cssPx * 1.5));
      const corners = [
        [minX + inset, minY + inset],
        [maxX - inset, minY + inset],
        [minX + inset, maxY - inset],
        [maxX - inset, maxY - inset],
      ] as const;
      boxes.push({
        left: minX,
        top: minY,
        size: Math.max(boxWidth, boxHeight),
        lightShare: light / (boxWidth * boxHeight),
        rises: left.n > 0 && right.n > 0 && right.sum / right.n < left.sum / left.n,
        spans: leftHalf > 0 && rightHalf > 0,
        filledCorners: corners.every(([cx, cy]) => isTick(cx, cy)),
      });
    }
  }
  return boxes;
}

/** A tick reads as a tick: a box of its colour with a light check in it that rises to the right. */
export function isDrawnTick(box: TickBox): boolean {
  return (
    box.lightShare > 0.08 && box.lightShare < 0.45 && box.rises && box.spans && box.filledCorners
  );
}

/** The first row of the page, from the top, that holds anything but white: in CSS px of the report. */
export function firstInkRow(raster: Raster, dpi = 150): number {
  const { width, height, pixels } = raster;
  const cssPx = ((210 / 25.4) * dpi) / 800;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      if ((pixels[i] ?? 255) < 200 || (pixels[i + 1] ?? 255) < 200 || (pixels[i + 2] ?? 255) < 200)
        return y / cssPx;
    }
  return Infinity;
}
