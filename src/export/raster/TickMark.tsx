// The tick beside each checked question: a filled box with a check, like a ticked checkbox, drawn
// with CSS boxes that html2canvas paints itself: a rounded square, and a check made of two borders
// of a box turned 45 degrees.
// Not an image: an SVG image (the tick was one, as a data URL) came out of html2canvas in WebKit
// (WebKitGTK 2.50, as in Safari) as a malformed filled shape with no check in it, and a "✓" glyph
// depends on the fonts the user's system happens to have.

import { reportStyles } from "../report";

/**
 * The words a tick says go into the PDF's text layer at its place (`spoken`: "Ticked", in the
 * report's language), tagged as the label of its question's list item (`structureId`): a screen
 * reader announces "Ticked" where the page shows a picture of a check.
 */
interface MarkProps {
  readonly structureId?: string;
  readonly spoken?: string;
}

export function TickMark({ structureId, spoken }: MarkProps) {
  return (
    <span
      data-report-tick=""
      data-report-structure={structureId}
      data-report-spoken={structureId === undefined ? undefined : spoken}
      aria-hidden="true"
      style={reportStyles.tick}
    >
      <span style={reportStyles.tickCheck} />
    </span>
  );
}

/** An empty box, for a question listed for its note alone. */
export function UntickedMark({ structureId, spoken }: MarkProps) {
  return (
    <span
      data-report-unticked=""
      data-report-structure={structureId}
      data-report-spoken={structureId === undefined ? undefined : spoken}
      aria-hidden="true"
      style={reportStyles.untickedBox}
    />
  );
}

/** A box with a dash across it, for a question set aside as "does not apply". */
export function SetAsideMark({ structureId, spoken }: MarkProps) {
  return (
    <span
      data-report-set-aside=""
      data-report-structure={structureId}
      data-report-spoken={structureId === undefined ? undefined : spoken}
      aria-hidden="true"
      style={reportStyles.setAsideBox}
    >
      <span style={reportStyles.setAsideDash} />
    </span>
  );
}
