// The report drawn with React-PDF, for the on-screen preview. It draws the same ReportModel as the
// exported file (ReportTree.tsx), in the same order and with the same words, so the two cannot
// disagree; only the drawing differs: vector text and shapes here, page images there.

import { Document, Page, Path, Rect, Svg, Text, View, type Styles } from "@react-pdf/renderer";
import { Fragment } from "react";
import {
  HEADING_STEP_PT,
  PRINCIPLE_HEADING_PRESENCE_PT,
  SUB_HEADING_PRESENCE_PT,
  reportDocumentStyles as styles,
} from "./reportDocumentStyles";
import type { ReportModel, ReportQuestion } from "./reportModel";
import { REPORT_COLORS } from "./reportStyles";

// Whole words only: React-PDF hyphenates English by default, and a question split as "partici-
// pants" could no longer be found by searching the file for what the checklist says.
const wholeWords = (word: string) => [word];

// The tick is drawn rather than set as "✓" (the font subset has no dingbats): the same 16-unit
// box and check as the export's TickMark. One element, reused by every row.
const tick = (
  <Svg viewBox="0 0 16 16" style={styles.tick}>
    <Rect width={16} height={16} rx={3} fill={REPORT_COLORS.tick} />
    <Path
      d="M3.75 8.25 6.5 11l5.75-6"
      fill="none"
      stroke={REPORT_COLORS.tickMark}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </Svg>
);

export function ReportDocument({ model }: { model: ReportModel }) {
  const { summary, documentProperties: properties } = model;
  const figures = [
    { label: "Total Questions", value: String(summary.totalQuestions) },
    { label: "Completed", value: String(summary.completed) },
    { label: "Progress", value: `${summary.progressPercent}%` },
  ];

  const questionRows = (questions: readonly ReportQuestion[], rowStyle: Styles[string]) =>
    questions.map((question) => (
      <View key={question.id} wrap={false} style={rowStyle}>
        {tick}
        <Text hyphenationCallback={wholeWords} style={styles.questionText}>
          {question.text}
        </Text>
      </View>
    ));

  return (
    <Document
      title={properties.title}
      subject={properties.subject}
      creator={properties.creator}
      language={properties.language}
    >
      {/* Every row is a child of the page itself, never of a section box. A row never splits across
          pages (wrap={false}), and a heading's minPresenceAhead moves it to the next page when its
          first question would not fit below it; React-PDF only weighs that against the heading's
          earlier siblings, so a heading that opened a nested box could never move. */}
      <Page size="A4" style={styles.page}>
        <View wrap={false} style={styles.header}>
          <Text hyphenationCallback={wholeWords} style={styles.title}>
            {model.title}
          </Text>
          <Text hyphenationCallback={wholeWords} style={styles.subtitle}>
            {model.subtitle}
          </Text>
          <Text style={styles.date}>Date: {model.dateLabel}</Text>
        </View>

        <View wrap={false} style={styles.summary}>
          <Text style={styles.summaryHeading}>Summary</Text>
          {/* One figure a line, as in the export: text extractors read side-by-side columns apart. */}
          <View style={styles.summaryFigures}>
            {figures.map(({ label, value }) => (
              <Text key={label} style={styles.summaryFigure}>
                {label}: <Text style={styles.summaryValue}>{value}</Text>
              </Text>
            ))}
          </View>
          <View style={styles.progressTrack}>
            <View style={[styles.progressFill, { width: `${summary.progressPercent}%` }]} />
          </View>
        </View>

        {model.emptyMessage !== null && <Text style={styles.empty}>{model.emptyMessage}</Text>}

        {model.principles.map((principle, p) => (
          <Fragment key={principle.id}>
            <Text
              minPresenceAhead={
                PRINCIPLE_HEADING_PRESENCE_PT +
                // A first sub-principle with no ticks of its own is followed by a sub-item heading.
                (principle.subPrinciples[0]?.questions.length === 0 ? HEADING_STEP_PT : 0)
              }
              hyphenationCallback={wholeWords}
              style={p === 0 ? styles.principleHeading : styles.laterPrincipleHeading}
            >
              {principle.name}
            </Text>
            {principle.subPrinciples.map((sub, s) => (
              <Fragment key={sub.id}>
                <Text
                  minPresenceAhead={
                    SUB_HEADING_PRESENCE_PT + (sub.questions.length === 0 ? HEADING_STEP_PT : 0)
                  }
                  hyphenationCallback={wholeWords}
                  style={s === 0 ? styles.subPrincipleHeading : styles.laterSubPrincipleHeading}
                >
                  {sub.name}
                </Text>
                {questionRows(sub.questions, styles.question)}
                {sub.subItems.map((item) => (
                  <Fragment key={item.id}>
                    <Text
                      minPresenceAhead={SUB_HEADING_PRESENCE_PT}
                      hyphenationCallback={wholeWords}
                      style={styles.subItemHeading}
                    >
                      {item.name}
                    </Text>
                    {questionRows(item.questions, styles.subItemQuestion)}
                  </Fragment>
                ))}
              </Fragment>
            ))}
          </Fragment>
        ))}

        <Text wrap={false} style={styles.footer}>
          {model.footer}
        </Text>
      </Page>
    </Document>
  );
}
