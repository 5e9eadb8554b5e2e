// The checked questions of one sub-principle or sub-item, one unbreakable row each.

import type { ReportQuestion } from "./reportModel";
import { reportStyles } from "./reportStyles";
import { TickMark } from "./TickMark";

/**
 * Each row is a single paragraph holding its tick and its text: no list around the rows and no span
 * around the text. html2canvas parses about a hundred computed properties of every element it draws,
 * so elements are much of its cost; these rows and the flat tree around them (see ReportTree) took
 * the full report from 334 elements to 192, and html2canvas's DOM parse from 120 to 90 ms (Chromium,
 * median of 15). At a device pixel ratio of 1 the exported PDF came out byte for byte as it did with
 * the old rows (but for its random ID); at 2, a few words are drawn a fraction of a pixel apart.
 */
export function ReportQuestionList({
  questions,
  indented = false,
}: {
  questions: readonly ReportQuestion[];
  indented?: boolean;
}) {
  const style = indented ? reportStyles.indentedQuestion : reportStyles.question;
  return questions.map((question) => (
    <p key={question.id} data-report-row="question" data-report-text="" style={style}>
      <TickMark />
      {question.text}
    </p>
  ));
}
