// The Summary box: Total Questions, Completed and Progress (spec §7), then a row per principle with
// its ticks and a bar; one unbreakable row.

import { useId } from "react";
import type { ReportSummary as ReportSummaryFigures } from "../report";
import { reportStyles } from "../report";

export function ReportSummary({ summary }: { summary: ReportSummaryFigures }) {
  const headingId = useId();
  const figures = [
    { label: "Total Questions", value: String(summary.totalQuestions) },
    { label: "Completed", value: String(summary.completed) },
    { label: "Progress", value: `${summary.progressPercent}%` },
  ];
  return (
    <section data-report-row="summary" aria-labelledby={headingId} style={reportStyles.summary}>
      <h2 id={headingId} data-report-text="" style={reportStyles.summaryHeading}>
        Summary
      </h2>
      <ul style={reportStyles.summaryFigures}>
        {figures.map(({ label, value }) => (
          // One text element per figure, so the PDF's text layer reads "Completed: 34", not "Completed34".
          <li key={label} data-report-text="" style={reportStyles.summaryFigure}>
            {label}: <strong style={reportStyles.summaryValue}>{value}</strong>
          </li>
        ))}
      </ul>
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={summary.progressPercent}
        style={reportStyles.progressTrack}
      >
        <div style={{ ...reportStyles.progressFill, width: `${summary.progressPercent}%` }} />
      </div>
      <ul style={reportStyles.summaryPrinciples}>
        {summary.principles.map((principle) => (
          <li key={principle.id} style={reportStyles.summaryPrinciple}>
            <span data-report-text="" style={reportStyles.summaryPrincipleText}>
              {principle.name}: {principle.completed} of {principle.total}
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
