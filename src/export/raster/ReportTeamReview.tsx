// The report's "Team review": who took part in bringing the members' files together, and what the
// team chose for each disagreement. Drawn as the changes are (ReportChanges): real headings and
// lists, each choice one unbreakable row, names from files as text nodes laid out by their own
// direction.

import { reportStyles, structureIds, type ReportTeamReview } from "../report";

export function ReportTeamReviewPart({ review }: { review: ReportTeamReview }) {
  const choice = structureIds.teamChoice;
  return (
    <>
      <h2
        data-report-row="team-heading"
        data-keep-with-next=""
        data-report-text=""
        data-report-structure={structureIds.teamHeading}
        style={reportStyles.notesSectionHeading}
      >
        {review.heading}
      </h2>
      <p
        data-report-row="team-date"
        data-report-text=""
        data-report-structure={structureIds.teamDate}
        style={reportStyles.changeText}
      >
        {review.dateLine}
      </p>
      <h3
        data-report-row="team-members-heading"
        data-keep-with-next=""
        data-report-text=""
        data-report-structure={structureIds.teamMembersHeading}
        style={reportStyles.changeGroupHeading}
      >
        {review.membersHeading}
      </h3>
      <ul style={reportStyles.changeList}>
        {review.members.map((member, index) => (
          <li
            key={index}
            data-report-row="team-member"
            data-report-text=""
            data-report-structure={structureIds.teamMember(index + 1)}
            dir="auto"
            style={reportStyles.changeSubQuestion}
          >
            {member}
          </li>
        ))}
      </ul>
      <h3
        data-report-row="team-choices-heading"
        data-keep-with-next=""
        data-report-text=""
        data-report-structure={structureIds.teamChoicesHeading}
        style={reportStyles.changeGroupHeading}
      >
        {review.choicesHeading}
      </h3>
      {review.noChoices !== null ? (
        <p
          data-report-row="team-none"
          data-report-text=""
          data-report-structure={structureIds.teamNoChoices}
          style={reportStyles.changeText}
        >
          {review.noChoices}
        </p>
      ) : (
        <ul style={reportStyles.changeList}>
          {review.choices.map((row) => (
            <li key={row.id} data-report-row="team-choice" style={reportStyles.change}>
              <p
                data-report-text=""
                data-report-structure={choice(row.id, "text")}
                lang={row.lang}
                dir="auto"
                style={reportStyles.changeText}
              >
                {row.text}
              </p>
              <p
                data-report-text=""
                data-report-structure={choice(row.id, "chosen")}
                style={reportStyles.changeDetail}
              >
                {row.chosen}
              </p>
              <p
                data-report-text=""
                data-report-structure={choice(row.id, "tickedBy")}
                style={reportStyles.changePlace}
              >
                {row.tickedBy}
              </p>
              <p
                data-report-text=""
                data-report-structure={choice(row.id, "notTickedBy")}
                style={reportStyles.changePlace}
              >
                {row.notTickedBy}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
