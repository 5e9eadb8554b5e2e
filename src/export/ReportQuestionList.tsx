// The checked questions of one sub-principle or sub-item, one unbreakable row each.

import type { ReportQuestion } from "./reportModel";
import { reportStyles } from "./reportStyles";
import { TickMark } from "./TickMark";

export function ReportQuestionList({ questions }: { questions: readonly ReportQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <ul style={reportStyles.questionList}>
      {questions.map((question) => (
        <li key={question.id} data-report-row="question" style={reportStyles.question}>
          <TickMark />
          <span data-report-text="" style={reportStyles.questionText}>
            {question.text}
          </span>
        </li>
      ))}
    </ul>
  );
}
