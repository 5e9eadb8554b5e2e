// The report's optional last part, "Changes since <phase>": its heading and count, the counts by
// kind, then each principle and each kind of change in it, each change one unbreakable row (the
// question's wording, then its details: a note's old and new text, a reason). Real headings (h2,
// h3, h4) and lists, as ReportChanges draws its part; the researcher's words are text nodes.

import { reportStyles, structureIds, type ReportSince } from "../report";

export function ReportSince({ since }: { since: ReportSince }) {
  const ids = structureIds;
  return (
    <>
      <h2
        data-report-row="since-heading"
        data-keep-with-next=""
        data-report-text=""
        data-report-structure={ids.sinceHeading}
        style={reportStyles.notesSectionHeading}
      >
        {since.heading}
      </h2>
      <p
        data-report-row="since-total"
        data-report-text=""
        data-report-structure={ids.sinceTotal}
        style={reportStyles.changeText}
      >
        {since.total}
      </p>
      {since.counts.length > 0 && (
        <ul style={{ ...reportStyles.changeList, marginTop: 4 }}>
          {since.counts.map((count) => (
            <li
              key={count.kind}
              data-report-row="since-count"
              data-report-text=""
              data-report-structure={ids.sinceCount(count.kind)}
              style={reportStyles.changeText}
            >
              {count.text}
            </li>
          ))}
        </ul>
      )}
      {since.principles.map((principle) => (
        <section key={principle.id}>
          <h3
            data-report-row="since-principle"
            data-keep-with-next=""
            data-report-text=""
            data-report-structure={ids.sincePrinciple(principle.id)}
            style={reportStyles.principleHeading}
          >
            {principle.name}
          </h3>
          {principle.groups.map((group) => (
            <section key={group.kind}>
              <h4
                data-report-row="since-group"
                data-keep-with-next=""
                data-report-text=""
                data-report-structure={ids.sinceGroup(principle.id, group.kind)}
                style={reportStyles.changeGroupHeading}
              >
                {group.heading}
              </h4>
              <ul style={reportStyles.changeList}>
                {group.rows.map((row) => (
                  <li key={row.id} data-report-row="since-change" style={reportStyles.change}>
                    <p
                      data-report-text=""
                      data-report-structure={ids.sinceText(principle.id, group.kind, row.id)}
                      lang={row.lang}
                      dir="auto"
                      style={reportStyles.changeText}
                    >
                      {row.text}
                    </p>
                    {row.details.map((detail, index) => (
                      <p
                        key={index}
                        data-report-text=""
                        data-report-structure={ids.sinceDetail(
                          principle.id,
                          group.kind,
                          row.id,
                          index,
                        )}
                        style={reportStyles.changeDetail}
                      >
                        {detail.label !== "" && (
                          <>
                            <strong style={reportStyles.noteLabel}>{detail.label}</strong>{" "}
                          </>
                        )}
                        <span lang={detail.lang} dir="auto">
                          {detail.text}
                        </span>
                      </p>
                    ))}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </>
  );
}
