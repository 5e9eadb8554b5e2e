// The questions of one sub-principle or sub-item (or a principle's questions set aside), one
// unbreakable row each, and each reason and note as a row of its own under its question, which may
// break between its lines.

import { Fragment } from "react";
import {
  type QuestionSection,
  type ReportLabels,
  type ReportQuestion,
  type ReportSetAsideQuestion,
  reportStyles,
  structureIds,
} from "../report";
import { BREAKABLE_ATTRIBUTE } from "../layout";
import { SetAsideMark, TickMark, UntickedMark } from "./TickMark";

/**
 * Each row is a single paragraph holding its tick and its text: no list around the rows and no span
 * around the text. html2canvas parses about a hundred computed properties of every element it draws,
 * so elements are much of its cost; these rows and the flat tree around them (see ReportTree) took
 * about two elements in five out of the full report, and a quarter of html2canvas's DOM parse
 * (decision 0001). The page looks as it did.
 */
export function ReportQuestionList({
  questions,
  labels,
  indented = false,
  section = "ticked",
}: {
  questions: readonly (ReportQuestion | ReportSetAsideQuestion)[];
  /** The report's words: the note's and the reason's labels, and what each mark says. */
  labels: Pick<ReportLabels, "note" | "ticked" | "notTicked" | "setAside" | "setAsideReason">;
  indented?: boolean;
  /**
   * "unticked" in the section of notes on questions not ticked: an empty box, not a tick;
   * "setAside" in a principle's part of questions set aside: a box with a dash, and the reason.
   */
  section?: QuestionSection;
}) {
  const style = indented ? reportStyles.indentedQuestion : reportStyles.question;
  const noteStyle = indented ? reportStyles.indentedNote : reportStyles.note;
  const labelId = (id: string) => structureIds.questionLabel(section, id);
  return questions.map((question) => {
    const reason = "reason" in question ? question.reason : undefined;
    const row = (
      <p
        key={question.id}
        data-report-row="question"
        data-report-text=""
        data-report-structure={structureIds.question(section, question.id)}
        // A question keeps at least its reason's or note's first line with it on the page.
        data-keep-with-next={question.note === undefined && reason === undefined ? undefined : ""}
        style={style}
      >
        {section === "ticked" ? (
          <TickMark structureId={labelId(question.id)} spoken={labels.ticked} />
        ) : section === "setAside" ? (
          <SetAsideMark structureId={labelId(question.id)} spoken={labels.setAside} />
        ) : (
          <UntickedMark structureId={labelId(question.id)} spoken={labels.notTicked} />
        )}
        {question.lang === undefined ? (
          question.text
        ) : (
          // A field's question in another language than the report's: its own language, laid out
          // in its own direction, the row (and its tick) in the report's.
          <span lang={question.lang} dir="auto">
            {question.text}
          </span>
        )}
      </p>
    );
    if (question.note === undefined && reason === undefined) return row;
    return (
      <Fragment key={question.id}>
        {row}
        {reason !== undefined && (
          // The reason, drawn as a note is: the researcher's words, as typed.
          <p
            data-report-row="reason"
            data-report-text=""
            data-report-structure={structureIds.setAsideReason(question.id)}
            data-keep-with-next={question.note === undefined ? undefined : ""}
            {...{ [BREAKABLE_ATTRIBUTE]: "" }}
            style={noteStyle}
          >
            <strong style={reportStyles.noteLabel}>{labels.setAsideReason}</strong>{" "}
            <span dir="auto">{reason}</span>
          </p>
        )}
        {/* Plain text in a pre-wrap paragraph: the note's line breaks show as typed, and nothing in
            it is ever markup (React sets it as a text node). dir="auto" lays out right-to-left
            notes the right way round. */}
        {question.note !== undefined && (
          <p
            data-report-row="note"
            data-report-text=""
            data-report-structure={structureIds.note(section, question.id)}
            {...{ [BREAKABLE_ATTRIBUTE]: "" }}
            style={noteStyle}
          >
            <strong style={reportStyles.noteLabel}>{labels.note}</strong>{" "}
            <span dir="auto">{question.note}</span>
          </p>
        )}
      </Fragment>
    );
  });
}
