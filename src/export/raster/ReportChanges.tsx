// The report's last part on a customised checklist: "Changes from the standard checklist", a group
// for each kind of change, each change a list item saying where it sits. Real headings (h2, h3) and
// lists, so the document's structure is plain to whatever reads the tree.

import type { ReactNode } from "react";
import {
  otherLanguage,
  questionChangeGroups,
  reportStyles,
  structureIds,
  type ChangeDescription,
  type ChangeGroup,
  type QuestionChangeRow,
  type ReportModel,
} from "../report";

/**
 * Each change is one unbreakable row (its place, its wording, and the original wording or the
 * reason): a change is a few lines at most, even at the file's length limits, well under a page.
 * An added sub-principle is a row for its name and a row for each of its questions, so a long one
 * can run onto the next page between questions.
 */
export function ReportChanges({
  model,
  changes,
}: {
  model: Pick<ReportModel, "labels" | "language">;
  changes: ChangeDescription;
}) {
  const { labels } = model;
  // The field's own words carry the language it wrote them in, where that is not the report's.
  const fieldLanguage = otherLanguage(changes.language, model.language);
  return (
    <>
      <h2
        data-report-row="changes-heading"
        data-keep-with-next=""
        data-report-text=""
        data-report-structure={structureIds.changesHeading}
        style={reportStyles.notesSectionHeading}
      >
        {labels.changesHeading}
      </h2>

      {changes.addedSubPrinciples.length > 0 && (
        <ChangeGroupList
          group="addedSubPrinciples"
          heading={labels.changeGroups.addedSubPrinciples}
        >
          {changes.addedSubPrinciples.map((sub) => (
            <li key={sub.id} style={reportStyles.change}>
              <div data-report-row="change-sub-principle" data-keep-with-next="">
                <p
                  data-report-text=""
                  data-report-structure={structureIds.changeText(
                    "addedSubPrinciples",
                    sub.id,
                    "place",
                  )}
                  style={reportStyles.changePlace}
                >
                  {sub.principle}
                </p>
                <p
                  data-report-text=""
                  data-report-structure={structureIds.changeText(
                    "addedSubPrinciples",
                    sub.id,
                    "text",
                  )}
                  lang={fieldLanguage}
                  dir="auto"
                  style={reportStyles.changeName}
                >
                  {sub.name}
                </p>
              </div>
              <ul style={reportStyles.changeList}>
                {sub.questions.map((question) => (
                  <li
                    key={question.id}
                    data-report-row="change-question"
                    data-report-text=""
                    data-report-structure={structureIds.addedSubPrincipleQuestion(
                      sub.id,
                      question.id,
                    )}
                    lang={fieldLanguage}
                    dir="auto"
                    style={reportStyles.changeSubQuestion}
                  >
                    {question.text}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ChangeGroupList>
      )}

      {questionChangeGroups(changes, model).map(({ group, rows }) => (
        <ChangeGroupList key={group} group={group} heading={labels.changeGroups[group]}>
          {rows.map((row) => (
            <Change key={row.id} group={group} noReasonGiven={labels.noReasonGiven} {...row} />
          ))}
        </ChangeGroupList>
      ))}
    </>
  );
}

function ChangeGroupList({
  group,
  heading,
  children,
}: {
  group: ChangeGroup;
  heading: string;
  children: ReactNode;
}) {
  return (
    <>
      <h3
        data-report-row="change-group"
        data-keep-with-next=""
        data-report-text=""
        data-report-structure={structureIds.changeGroup(group)}
        style={reportStyles.changeGroupHeading}
      >
        {heading}
      </h3>
      <ul style={reportStyles.changeList}>{children}</ul>
    </>
  );
}

/** One change, one row; the field's words are text nodes, never markup, laid out by their own direction. */
function Change({
  group,
  noReasonGiven,
  id,
  place,
  text,
  lang,
  detail,
}: QuestionChangeRow & { group: ChangeGroup; noReasonGiven: string }) {
  return (
    <li data-report-row="change" style={reportStyles.change}>
      <p
        data-report-text=""
        data-report-structure={structureIds.changeText(group, id, "place")}
        style={reportStyles.changePlace}
      >
        {place}
      </p>
      <p
        data-report-text=""
        data-report-structure={structureIds.changeText(group, id, "text")}
        lang={lang}
        dir="auto"
        style={reportStyles.changeText}
      >
        {text}
      </p>
      {detail !== undefined && (
        <ChangeDetail group={group} id={id} noReasonGiven={noReasonGiven} {...detail} />
      )}
    </li>
  );
}

/**
 * "Original wording: …" or "Reason: …". Where the words after the label are the field's, in another
 * language than the report's (`lang`), they are a text of their own, marked with it, as the
 * structure plans them: the label the P's own text, the words a Span with their /Lang.
 */
function ChangeDetail({
  group,
  id,
  noReasonGiven,
  label,
  text,
  lang,
}: NonNullable<QuestionChangeRow["detail"]> & {
  group: ChangeGroup;
  id: string;
  noReasonGiven: string;
}) {
  const structure = structureIds.changeText(group, id, "detail");
  if (lang !== undefined)
    return (
      <p style={reportStyles.changeDetail}>
        <strong
          data-report-text=""
          data-report-structure={structure}
          data-report-space-after=""
          style={reportStyles.noteLabel}
        >
          {label}
        </strong>{" "}
        <span
          data-report-text=""
          data-report-structure={structureIds.changeDetailWords(group, id)}
          lang={lang}
          dir="auto"
        >
          {text}
        </span>
      </p>
    );
  return (
    <p data-report-text="" data-report-structure={structure} style={reportStyles.changeDetail}>
      <strong style={reportStyles.noteLabel}>{label}</strong>{" "}
      {text.trim() === "" ? (
        <span style={reportStyles.changeMissing}>{noReasonGiven}</span>
      ) : (
        <span dir="auto">{text}</span>
      )}
    </p>
  );
}
