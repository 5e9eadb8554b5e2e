// The Summary box: Total Questions, Completed and Progress (spec §7), then a row per principle with
// its ticks and a bar; one unbreakable row.

import { useId } from "react";
import type { ReportSummary as ReportSummaryFigures, ReportSummaryText } from "../report";
import { reportStyles, structureIds } from "../report";

export function ReportSummary({
  summary,
  text,
}: {
  summary: ReportSummaryFigures;
  text: ReportSummaryText;
}) {
  const headingId = useId();
  return (
    <section data-report-row="summary" aria-labelledby={headingId} style={reportStyles.summary}>
      <h2
        id={headingId}
        data-report-text=""
        data-report-structure={structureIds.summaryHeading}
        style={reportStyles.summaryHeading}
      >
        {text.heading}
      </h2>
      <ul style={reportStyles.summaryFigures}>
        {text.figures.map(({ key, before, value, after }) => (
          // One text element per figure, so the PDF's text layer reads "Completed: 34", not "Completed34".
          <li
            key={key}
            data-report-text=""
            data-report-structure={structureIds.summaryFigure(key)}
            style={reportStyles.summaryFigure}
          >
            {before}
            <strong style={reportStyles.summaryValue}>{value}</strong>
            {after}
          </li>
        ))}
      </ul>
      <div
        role="progressbar"
        aria-label={text.progressBar}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={summary.progressPercent}
        style={reportStyles.progressTrack}
      >
        <div style={{ ...reportStyles.progressFill, width: `${summary.progressPercent}%` }} />
      </div>
      <ul style={reportStyles.summaryPrinciples}>
        {summary.principles.map((principle, index) => (
          <li key={principle.id} style={reportStyles.summaryPrinciple}>
            <span
              data-report-text=""
              data-report-structure={structureIds.summaryPrinciple(principle.id)}
              style={reportStyles.summaryPrincipleText}
            >
              {text.principles[index]?.text}
            </span>
            <span aria-hidden="true" style={reportStyles.summaryPrincipleTrack}>
              <span
                style={{
                  ...reportStyles.progressFill,
                  display: "block",
                  width: `${principle.progressPercent}%`,
                }}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
