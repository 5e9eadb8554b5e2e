// The export document drawn as HTML: the tree html2canvas turns into the PDF's page images.
// Rows the page breaks must not cut carry data-report-row; text for the PDF's text layer carries
// data-report-text, and names the structure element it is part of in data-report-structure (see
// layout/reportMarkers.ts and report/reportStructure.ts).

import { Fragment } from "react";
import {
  type ReportLabels,
  type ReportModel,
  type ReportPrinciple,
  type QuestionSection,
  reportStyles,
  structureIds,
} from "../report";
import { ReportChanges } from "./ReportChanges";
import { ReportSince } from "./ReportSince";
import { ReportQuestionList } from "./ReportQuestionList";
import { ReportSummary } from "./ReportSummary";
import { ReportTeamReviewPart } from "./ReportTeamReview";

/**
 * Flat: headings and question rows are siblings, with no section around a principle, sub-principle
 * or sub-item, since every element costs html2canvas a full computed-style parse (see
 * ReportQuestionList). The spacing the sections gave is on the headings instead, chosen so that the
 * collapsed margins come out the same (see reportStyles), and the page looks as it did. In the
 * report's language and direction: an Arabic report is laid out right to left (logical CSS
 * properties throughout reportStyles).
 */
export function ReportTree({ model }: { model: ReportModel }) {
  return (
    <article
      data-report-tree=""
      lang={model.language}
      dir={model.direction}
      style={reportStyles.tree}
    >
      <header style={reportStyles.header}>
        <h1
          data-report-row="title"
          data-report-text=""
          data-report-structure={structureIds.title}
          style={reportStyles.title}
        >
          {model.title}
        </h1>
        <p
          data-report-row="subtitle"
          data-report-text=""
          data-report-structure={structureIds.subtitle}
          style={reportStyles.subtitle}
        >
          {model.subtitle}
        </p>
        <p
          data-report-row="date"
          data-report-text=""
          data-report-structure={structureIds.date}
          style={reportStyles.date}
        >
          {model.dateLine}
        </p>
        {model.phaseLine !== undefined && (
          <p
            data-report-row="phase"
            data-report-text=""
            data-report-structure={structureIds.phase}
            style={reportStyles.checklistLine}
          >
            {model.phaseLine}
          </p>
        )}
        {model.checklist !== undefined && (
          <p
            data-report-row="checklist"
            data-report-text=""
            data-report-structure={structureIds.checklist}
            style={reportStyles.checklistLine}
          >
            {model.checklist.labelParts.map((part, index) =>
              part.lang === undefined ? (
                part.text
              ) : (
                // The field's title or publisher, in the language the field wrote it in; laid
                // out as the line always was.
                <span key={index} lang={part.lang}>
                  {part.text}
                </span>
              ),
            )}
          </p>
        )}
      </header>

      <ReportSummary summary={model.summary} text={model.summaryText} />

      {model.emptyMessage !== null && (
        <p
          data-report-row="empty"
          data-report-text=""
          data-report-structure={structureIds.empty}
          style={reportStyles.empty}
        >
          {model.emptyMessage}
        </p>
      )}

      <ReportPrinciples principles={model.principles} section="ticked" labels={model.labels} />

      {model.notesOnUnticked.length > 0 && (
        <>
          <h2
            data-report-row="notes-heading"
            data-keep-with-next=""
            data-report-text=""
            data-report-structure={structureIds.untickedHeading}
            style={reportStyles.notesSectionHeading}
          >
            {model.labels.untickedNotesHeading}
          </h2>
          <ReportPrinciples
            principles={model.notesOnUnticked}
            section="unticked"
            labels={model.labels}
          />
        </>
      )}

      {model.changes !== undefined && <ReportChanges model={model} changes={model.changes} />}

      {model.teamReview !== undefined && <ReportTeamReviewPart review={model.teamReview} />}
      {model.since !== undefined && <ReportSince since={model.since} />}

      <footer
        data-report-row="footer"
        data-report-text=""
        data-report-structure={structureIds.footer}
        style={reportStyles.footer}
      >
        {model.footer}
      </footer>
    </article>
  );
}

/**
 * The principles, sub-principles and sub-items of either part: the ticked (each principle's
 * questions set aside after them), or the noted but open.
 */
function ReportPrinciples({
  principles,
  section,
  labels,
}: {
  principles: readonly ReportPrinciple[];
  section: QuestionSection;
  labels: ReportLabels;
}) {
  return principles.map((principle) => (
    <Fragment key={principle.id}>
      <h2
        data-report-row="principle"
        data-keep-with-next=""
        data-report-text=""
        data-report-structure={structureIds.principle(section, principle.id)}
        style={reportStyles.principleHeading}
      >
        {principle.name}
      </h2>
      {principle.subPrinciples.map((sub, index) => (
        <Fragment key={sub.id}>
          <h3
            data-report-row="sub-principle"
            data-keep-with-next=""
            data-report-text=""
            data-report-structure={structureIds.subPrinciple(section, sub.id)}
            // An added sub-principle's name, in the language the field wrote it in.
            lang={sub.lang}
            dir={sub.lang === undefined ? undefined : "auto"}
            style={
              index === 0 ? reportStyles.subPrincipleHeading : reportStyles.laterSubPrincipleHeading
            }
          >
            {sub.name}
          </h3>
          <ReportQuestionList questions={sub.questions} section={section} labels={labels} />
          {sub.subItems.map((item) => (
            <Fragment key={item.id}>
              <h4
                data-report-row="sub-item"
                data-keep-with-next=""
                data-report-text=""
                data-report-structure={structureIds.subItem(section, item.id)}
                style={reportStyles.subItemHeading}
              >
                {item.name}
              </h4>
              <ReportQuestionList
                questions={item.questions}
                section={section}
                labels={labels}
                indented
              />
            </Fragment>
          ))}
        </Fragment>
      ))}
      {principle.setAside !== undefined && (
        <>
          <h3
            data-report-row="set-aside-heading"
            data-keep-with-next=""
            data-report-text=""
            data-report-structure={structureIds.setAsideHeading(principle.id)}
            style={
              principle.subPrinciples.length === 0
                ? reportStyles.subPrincipleHeading
                : reportStyles.laterSubPrincipleHeading
            }
          >
            {labels.setAsideHeading}
          </h3>
          <ReportQuestionList questions={principle.setAside} section="setAside" labels={labels} />
        </>
      )}
    </Fragment>
  ));
}
