// How the members' checklists differ (a question only some have, hidden, or worded differently),
// named in the merged view: the merge never joins them silently.

import { Box, Heading, Text, chakra } from "@chakra-ui/react";
import { isolated } from "../../../i18n";
import type { TeamMember, TeamMerge } from "../../../record";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";
import { useT } from "../../language/TranslatorContext";

export function TeamDifferences({
  merge,
  memberName,
}: {
  merge: TeamMerge;
  memberName: (member: TeamMember) => string;
}) {
  const t = useT();
  const name = (number: number) => {
    const member = merge.members[number - 1];
    // A member's name as typed, set apart in its own direction: only a string goes in a message.
    return member === undefined ? String(number) : isolated(memberName(member));
  };
  const names = (numbers: readonly number[]) => numbers.map(name).join(", ");
  const checklist = merge.variant === null ? t("team.standardChecklist") : merge.variant.title;
  return (
    <Box>
      <Heading as="h4" size="sm" mb="1">
        {t("team.checklistHeading")}
      </Heading>
      <Text>
        {/* The checklist's name in the sentence, not after it: a clause before a name reads as
            nonsense in some languages ("on the checklist 2 of 2 files were made on: …"). */}
        <MessageWithOwnWords
          id="team.resultChecklist"
          values={{ checklist, count: merge.onVariant, total: merge.members.length }}
          own={merge.variant === null ? [] : ["checklist"]}
          lang={merge.variant?.language ?? "en"}
        />
      </Text>
      {merge.differences.length > 0 && (
        <chakra.ul ps="5" mt="2" display="grid" gap="1">
          {merge.differences.map((difference) => (
            <li key={`${difference.kind} ${difference.id}`}>
              {difference.kind === "missing" && (
                <>
                  {t("team.differenceMissing", { names: names(difference.members) })}{" "}
                  <bdi>{difference.text}</bdi>
                  {difference.hidden.map((h) => (
                    <Text key={h.member} fontSize="sm" color="fg.muted">
                      {t("team.differenceHidden", { name: name(h.member) })} <bdi>{h.reason}</bdi>
                    </Text>
                  ))}
                </>
              )}
              {difference.kind === "left-out" && (
                <>
                  {t("team.differenceLeftOut", {
                    names: names(difference.members),
                    ticked: difference.tickedBy.length,
                  })}{" "}
                  <bdi>{difference.text}</bdi>
                </>
              )}
              {difference.kind === "reworded" && (
                <>
                  {t("team.differenceReworded", { id: difference.id })}
                  <chakra.ul ps="5">
                    {difference.wordings.map((w) => (
                      <li key={w.text}>
                        {t("team.wordingOf", { names: names(w.members) })} <bdi>{w.text}</bdi>
                      </li>
                    ))}
                  </chakra.ul>
                </>
              )}
            </li>
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}
