// The tick beside each checked question: a filled box with a check, like a ticked checkbox.
// An image rather than a "✓" glyph, which depends on the fonts the user's system happens to have.
// One shared data URL rather than inline <svg>: html2canvas serialises and decodes every inline SVG
// as an image of its own, but loads an <img> source once and draws it from its cache.
// An element rather than a CSS background on the row (which would spare one element a row):
// html2canvas 1.4.1 rasterises a background image at its CSS size, 16 px, and scales that up, so at
// scale 2 the tick came out blurred. The SVG's own size, 32 px, is what keeps the <img> sharp.

import { REPORT_COLORS, reportStyles } from "./reportStyles";

const TICK_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" width="32" height="32">` +
  `<rect width="16" height="16" rx="3" fill="${REPORT_COLORS.tick}"/>` +
  `<path d="M3.75 8.25 6.5 11l5.75-6" fill="none" stroke="${REPORT_COLORS.tickMark}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>` +
  `</svg>`;

export const TICK_IMAGE_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(TICK_SVG)}`;

export function TickMark() {
  return <img src={TICK_IMAGE_URL} width={16} height={16} alt="" style={reportStyles.tick} />;
}
