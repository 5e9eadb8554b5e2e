// The tick beside each checked question: a filled box with a check, like a ticked checkbox.
// Inline SVG because html2canvas draws it as an image, whereas a "✓" glyph depends on the fonts the
// user's system happens to have.

import { REPORT_COLORS, reportStyles } from "./reportStyles";

export function TickMark() {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      style={reportStyles.tick}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0" y="0" width="16" height="16" rx="3" fill={REPORT_COLORS.tick} />
      <path
        d="M3.75 8.25 6.5 11l5.75-6"
        fill="none"
        stroke={REPORT_COLORS.tickMark}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
