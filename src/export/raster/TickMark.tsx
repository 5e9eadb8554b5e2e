// The tick beside each checked question: a filled box with a check, like a ticked checkbox, drawn
// with CSS boxes that html2canvas paints itself: a rounded square, and a check made of two borders
// of a box turned 45 degrees.
// Not an image: an SVG image (the tick was one, as a data URL) came out of html2canvas in WebKit
// (WebKitGTK 2.50, as in Safari) as a malformed filled shape with no check in it, and a "✓" glyph
// depends on the fonts the user's system happens to have.

import { reportStyles } from "../report";

export function TickMark() {
  return (
    <span data-report-tick="" aria-hidden="true" style={reportStyles.tick}>
      <span style={reportStyles.tickCheck} />
    </span>
  );
}

/** An empty box, for a question listed for its note alone. */
export function UntickedMark() {
  return <span data-report-unticked="" aria-hidden="true" style={reportStyles.untickedBox} />;
}
