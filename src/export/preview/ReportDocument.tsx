// The report drawn with React-PDF, for the on-screen preview. It draws the same ReportModel as the
// exported file (ReportTree.tsx), in the same order and with the same words, so the two cannot
// disagree; only the drawing differs: vector text and shapes here, page images there.

import { Document, Page, Path, Rect, Svg, Text, View } from "@react-pdf/renderer";
import { Fragment, type ReactElement } from "react";
import {
  HEADING_STEP_PT,
  NOTE_PRESENCE_PT,
  PRINCIPLE_HEADING_PRESENCE_PT,
  SUB_HEADING_PRESENCE_PT,
  reportDocumentFonts,
  reportDocumentStylesFor,
} from "./reportDocumentStyles";
import {
  questionChangeGroups,
  reportNeedsArabicFont,
  type ChangeDescription,
  type ReportLabels,
  type ReportModel,
  type ReportPrinciple,
  type ReportQuestion,
  type ReportSetAsideQuestion,
  type ReportSince,
  type ReportTeamReview,
  REPORT_COLORS,
} from "../report";

type Styles = ReturnType<typeof reportDocumentStylesFor>;

// Whole words only: React-PDF hyphenates English by default, and a question split as "partici-
// pants" could no longer be found by searching the file for what the checklist says.
const wholeWords = (word: string) => [word];

// The tick is drawn rather than set as "✓" (the font subset has no dingbats): the same 16-unit
// box and check as the export's TickMark. One element a report, reused by every row.
const tickOf = (styles: Styles) => (
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

// The tick's box, empty.
const EMPTY_BOX = (
  <Rect
    x={1}
    y={1}
    width={14}
    height={14}
    rx={2}
    fill="none"
    stroke={REPORT_COLORS.subtle}
    strokeWidth={2}
  />
);

// A question listed for its note alone: the empty box.
const untickedBoxOf = (styles: Styles) => (
  <Svg viewBox="0 0 16 16" style={styles.tick}>
    {EMPTY_BOX}
  </Svg>
);

// A question set aside as "does not apply": the empty box with a dash across it, as the export's
// SetAsideMark.
const setAsideBoxOf = (styles: Styles) => (
  <Svg viewBox="0 0 16 16" style={styles.tick}>
    {EMPTY_BOX}
    <Rect x={4} y={7} width={8} height={2} fill={REPORT_COLORS.subtle} />
  </Svg>
);

/** What every part of the document draws with: its styles, its words, its marks. */
interface Drawing {
  readonly styles: Styles;
  readonly labels: ReportLabels;
  readonly tick: ReactElement;
  readonly untickedBox: ReactElement;
  readonly setAsideBox: ReactElement;
}

/** Which mark a list of questions opens each row with. */
type Mark = "ticked" | "unticked" | "setAside";

function questionRows(
  { styles, labels, tick, untickedBox, setAsideBox }: Drawing,
  questions: readonly (ReportQuestion | ReportSetAsideQuestion)[],
  indented: boolean,
  mark: Mark,
) {
  const noteStyle = indented ? styles.subItemNote : styles.note;
  return questions.map((question) => (
    <Fragment key={question.id}>
      {/* A question with a reason or a note keeps its first lines with it on the page. */}
      <View
        wrap={false}
        minPresenceAhead={
          question.note === undefined && !("reason" in question) ? undefined : NOTE_PRESENCE_PT
        }
        style={indented ? styles.subItemQuestion : styles.question}
      >
        {mark === "ticked" ? tick : mark === "setAside" ? setAsideBox : untickedBox}
        <Text hyphenationCallback={wholeWords} style={styles.questionText}>
          {question.text}
        </Text>
      </View>
      {"reason" in question && (
        <Text hyphenationCallback={wholeWords} style={noteStyle}>
          <Text style={styles.noteLabel}>{labels.setAsideReason}</Text> {question.reason}
        </Text>
      )}
      {question.note !== undefined && (
        // A note may run onto the next page: React-PDF breaks text between lines.
        <Text hyphenationCallback={wholeWords} style={indented ? styles.subItemNote : styles.note}>
          <Text style={styles.noteLabel}>{labels.note}</Text> {question.note}
        </Text>
      )}
    </Fragment>
  ));
}

function principleRows(
  drawing: Drawing,
  principles: readonly ReportPrinciple[],
  ticked: boolean,
  first: boolean,
) {
  const mark: Mark = ticked ? "ticked" : "unticked";
  const { styles } = drawing;
  return principles.map((principle, p) => (
    <Fragment key={principle.id}>
      <Text
        minPresenceAhead={
          PRINCIPLE_HEADING_PRESENCE_PT +
          // A first sub-principle with no ticks of its own is followed by a sub-item heading.
          (principle.subPrinciples[0]?.questions.length === 0 ? HEADING_STEP_PT : 0)
        }
        hyphenationCallback={wholeWords}
        style={p === 0 && first ? styles.principleHeading : styles.laterPrincipleHeading}
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
          {questionRows(drawing, sub.questions, false, mark)}
          {sub.subItems.map((item) => (
            <Fragment key={item.id}>
              <Text
                minPresenceAhead={SUB_HEADING_PRESENCE_PT}
                hyphenationCallback={wholeWords}
                style={styles.subItemHeading}
              >
                {item.name}
              </Text>
              {questionRows(drawing, item.questions, true, mark)}
            </Fragment>
          ))}
        </Fragment>
      ))}
      {principle.setAside !== undefined && (
        <>
          <Text
            minPresenceAhead={SUB_HEADING_PRESENCE_PT}
            hyphenationCallback={wholeWords}
            style={
              principle.subPrinciples.length === 0
                ? styles.subPrincipleHeading
                : styles.laterSubPrincipleHeading
            }
          >
            {drawing.labels.setAsideHeading}
          </Text>
          {questionRows(drawing, principle.setAside, false, "setAside")}
        </>
      )}
    </Fragment>
  ));
}

/** A group of changes' heading, kept with the change after it. */
function changeGroupHeading(styles: Styles, heading: string) {
  return (
    <Text
      minPresenceAhead={SUB_HEADING_PRESENCE_PT}
      hyphenationCallback={wholeWords}
      style={styles.changeGroupHeading}
    >
      {heading}
    </Text>
  );
}

/** One change, never split: where it sits, its wording, and the original wording or the reason. */
function changeRow(
  { styles, labels }: Drawing,
  key: string,
  place: string,
  text: string,
  detail?: { label: string; text: string },
) {
  const detailText = detail?.text.trim() ?? "";
  return (
    <View key={key} wrap={false} style={styles.change}>
      <Text hyphenationCallback={wholeWords} style={styles.changePlace}>
        {place}
      </Text>
      <Text hyphenationCallback={wholeWords} style={styles.changeText}>
        {text}
      </Text>
      {detail !== undefined && (
        <Text hyphenationCallback={wholeWords} style={styles.changeDetail}>
          <Text style={styles.noteLabel}>{detail.label}</Text>{" "}
          {detailText === "" ? (
            <Text style={styles.changeMissing}>{labels.noReasonGiven}</Text>
          ) : (
            detail.text
          )}
        </Text>
      )}
    </View>
  );
}

/** "Changes from the standard checklist", as the export's ReportChanges draws it. */
function changeRows(drawing: Drawing, model: ReportModel, changes: ChangeDescription) {
  const { styles, labels } = drawing;
  return (
    <>
      <Text
        minPresenceAhead={PRINCIPLE_HEADING_PRESENCE_PT}
        hyphenationCallback={wholeWords}
        style={styles.notesSectionHeading}
      >
        {labels.changesHeading}
      </Text>
      {changes.addedSubPrinciples.length > 0 && (
        <>
          {changeGroupHeading(styles, labels.changeGroups.addedSubPrinciples)}
          {changes.addedSubPrinciples.map((sub) => (
            <Fragment key={sub.id}>
              {/* The name keeps its first question with it on the page. */}
              <View wrap={false} minPresenceAhead={SUB_HEADING_PRESENCE_PT}>
                <Text hyphenationCallback={wholeWords} style={styles.changePlace}>
                  {sub.principle}
                </Text>
                <Text hyphenationCallback={wholeWords} style={styles.changeName}>
                  {sub.name}
                </Text>
              </View>
              {sub.questions.map((question, index) => (
                <Text
                  key={question.id}
                  wrap={false}
                  hyphenationCallback={wholeWords}
                  style={
                    index === sub.questions.length - 1
                      ? styles.lastChangeSubQuestion
                      : styles.changeSubQuestion
                  }
                >
                  {question.text}
                </Text>
              ))}
            </Fragment>
          ))}
        </>
      )}
      {questionChangeGroups(changes, model).map(({ group, rows }) => (
        <Fragment key={group}>
          {changeGroupHeading(styles, labels.changeGroups[group])}
          {rows.map((row) => changeRow(drawing, row.id, row.place, row.text, row.detail))}
        </Fragment>
      ))}
    </>
  );
}

/** "Changes since <phase>", as the export's ReportSince draws it: each change one unbroken row. */
function sinceRows({ styles }: Drawing, since: ReportSince) {
  return (
    <>
      <Text
        minPresenceAhead={PRINCIPLE_HEADING_PRESENCE_PT}
        hyphenationCallback={wholeWords}
        style={styles.notesSectionHeading}
      >
        {since.heading}
      </Text>
      <Text hyphenationCallback={wholeWords} style={styles.changeText}>
        {since.total}
      </Text>
      {since.counts.map((count) => (
        <Text key={count.kind} hyphenationCallback={wholeWords} style={styles.changeText}>
          {count.text}
        </Text>
      ))}
      {since.principles.map((principle) => (
        <Fragment key={principle.id}>
          <Text
            minPresenceAhead={PRINCIPLE_HEADING_PRESENCE_PT}
            hyphenationCallback={wholeWords}
            style={styles.laterPrincipleHeading}
          >
            {principle.name}
          </Text>
          {principle.groups.map((group) => (
            <Fragment key={group.kind}>
              {changeGroupHeading(styles, group.heading)}
              {group.rows.map((row) => (
                <View key={row.id} wrap={false} style={styles.change}>
                  <Text hyphenationCallback={wholeWords} style={styles.changeText}>
                    {row.text}
                  </Text>
                  {row.details.map((detail, index) => (
                    <Text key={index} hyphenationCallback={wholeWords} style={styles.changeDetail}>
                      {detail.label !== "" && (
                        <>
                          <Text style={styles.noteLabel}>{detail.label}</Text>{" "}
                        </>
                      )}
                      {detail.text}
                    </Text>
                  ))}
                </View>
              ))}
            </Fragment>
          ))}
        </Fragment>
      ))}
    </>
  );
}

/** "Team review", as the export's ReportTeamReviewPart draws it. */
function teamReviewRows({ styles }: Drawing, review: ReportTeamReview) {
  return (
    <>
      <Text
        minPresenceAhead={PRINCIPLE_HEADING_PRESENCE_PT}
        hyphenationCallback={wholeWords}
        style={styles.notesSectionHeading}
      >
        {review.heading}
      </Text>
      <Text hyphenationCallback={wholeWords} style={styles.changeText}>
        {review.dateLine}
      </Text>
      {changeGroupHeading(styles, review.membersHeading)}
      {review.members.map((member, index) => (
        <Text
          key={index}
          wrap={false}
          hyphenationCallback={wholeWords}
          style={
            index === review.members.length - 1
              ? styles.lastChangeSubQuestion
              : styles.changeSubQuestion
          }
        >
          {member}
        </Text>
      ))}
      {changeGroupHeading(styles, review.choicesHeading)}
      {review.noChoices !== null ? (
        <Text hyphenationCallback={wholeWords} style={styles.changeText}>
          {review.noChoices}
        </Text>
      ) : (
        review.choices.map((row) => (
          <View key={row.id} wrap={false} style={styles.change}>
            <Text hyphenationCallback={wholeWords} style={styles.changeText}>
              {row.text}
            </Text>
            <Text hyphenationCallback={wholeWords} style={styles.changeDetail}>
              {row.chosen}
            </Text>
            <Text hyphenationCallback={wholeWords} style={styles.changePlace}>
              {row.tickedBy}
            </Text>
            <Text hyphenationCallback={wholeWords} style={styles.changePlace}>
              {row.notTickedBy}
            </Text>
          </View>
        ))
      )}
    </>
  );
}

/**
 * In the report's language: its words are the model's; a right-to-left report is laid out from
 * the right (reportDocumentStylesFor), and one holding Arabic is set with the Arabic face, which
 * renderReportDocument registers for it.
 */
export function ReportDocument({ model }: { model: ReportModel }) {
  const { summary, summaryText, documentProperties: properties } = model;
  const styles = reportDocumentStylesFor(model.direction);
  const drawing: Drawing = {
    styles,
    labels: model.labels,
    tick: tickOf(styles),
    untickedBox: untickedBoxOf(styles),
    setAsideBox: setAsideBoxOf(styles),
  };
  const fonts = reportDocumentFonts(reportNeedsArabicFont(model));

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
      <Page size="A4" style={[styles.page, { fontFamily: fonts }]}>
        <View wrap={false} style={styles.header}>
          <Text hyphenationCallback={wholeWords} style={styles.title}>
            {model.title}
          </Text>
          <Text hyphenationCallback={wholeWords} style={styles.subtitle}>
            {model.subtitle}
          </Text>
          <Text style={styles.date}>{model.dateLine}</Text>
          {model.phaseLine !== undefined && (
            <Text hyphenationCallback={wholeWords} style={styles.checklistLine}>
              {model.phaseLine}
            </Text>
          )}
          {model.checklist !== undefined && (
            <Text hyphenationCallback={wholeWords} style={styles.checklistLine}>
              {model.checklist.label}
            </Text>
          )}
        </View>

        <View wrap={false} style={styles.summary}>
          <Text style={styles.summaryHeading}>{summaryText.heading}</Text>
          {/* One figure a line, as in the export: text extractors read side-by-side columns apart. */}
          <View style={styles.summaryFigures}>
            {summaryText.figures.map(({ key, before, value, after }) => (
              <Text key={key} style={styles.summaryFigure}>
                {before}
                <Text style={styles.summaryValue}>{value}</Text>
                {after}
              </Text>
            ))}
          </View>
          <View style={styles.progressTrack}>
            <View style={[styles.progressFill, { width: `${summary.progressPercent}%` }]} />
          </View>
          <View style={styles.summaryPrinciples}>
            {summary.principles.map((principle, index) => (
              <View key={principle.id} style={styles.summaryPrinciple}>
                <Text style={styles.summaryPrincipleText}>
                  {summaryText.principles[index]?.text}
                </Text>
                <View style={styles.summaryPrincipleTrack}>
                  <View style={[styles.progressFill, { width: `${principle.progressPercent}%` }]} />
                </View>
              </View>
            ))}
          </View>
        </View>

        {model.emptyMessage !== null && <Text style={styles.empty}>{model.emptyMessage}</Text>}

        {principleRows(drawing, model.principles, true, true)}

        {model.notesOnUnticked.length > 0 && (
          <>
            <Text
              minPresenceAhead={PRINCIPLE_HEADING_PRESENCE_PT + HEADING_STEP_PT}
              style={styles.notesSectionHeading}
            >
              {model.labels.untickedNotesHeading}
            </Text>
            {principleRows(drawing, model.notesOnUnticked, false, false)}
          </>
        )}

        {model.changes !== undefined && changeRows(drawing, model, model.changes)}
        {model.teamReview !== undefined && teamReviewRows(drawing, model.teamReview)}
        {model.since !== undefined && sinceRows(drawing, model.since)}

        <Text wrap={false} style={styles.footer}>
          {model.footer}
        </Text>
      </Page>
    </Document>
  );
}
