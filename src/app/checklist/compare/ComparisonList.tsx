// What changed, in words: the counts by kind, then each principle where something changed (h4),
// each kind of change in it (h5) and its questions as a list, with a note's old and new text, a
// question's old wording, a hidden question's reason, a set-aside question's reason (or its old and
// new reason). No diff symbols; the file's words are text,
// laid out by their own direction, marked with their language where it is a field's own.

import { Box, Heading, Stack, Text, chakra } from "@chakra-ui/react";
import { COMPARISON_KINDS, entryDetails, type Comparison } from "../../../record";
import { useT } from "../../language/TranslatorContext";

const kindMessage = (kind: (typeof COMPARISON_KINDS)[number]) => `report.sinceKind.${kind}`;

export function ComparisonList({ comparison }: { comparison: Comparison }) {
  const t = useT();
  if (comparison.total === 0) return <Text>{t("report.changeCount", { count: 0 })}</Text>;
  return (
    <Stack gap="4">
      <chakra.ul ps="5" m="0">
        {COMPARISON_KINDS.filter((kind) => comparison.counts[kind] > 0).map((kind) => (
          <li key={kind}>
            {t("report.sinceCount", { kind: t(kindMessage(kind)), count: comparison.counts[kind] })}
          </li>
        ))}
      </chakra.ul>
      {comparison.principles.map((principle) => (
        <Stack key={principle.id} gap="2">
          <Heading as="h4" size="sm">
            {principle.name}
          </Heading>
          {principle.groups.map((group) => (
            <Stack key={group.kind} gap="1" ps="2">
              <Heading as="h5" size="xs" color="teal.fg">
                {t(kindMessage(group.kind))}
              </Heading>
              <chakra.ul ps="5" m="0" display="grid" gap="2">
                {group.entries.map((entry) => (
                  <li key={entry.question.id}>
                    <Text dir="auto" lang={entry.question.lang}>
                      {entry.question.text}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" dir="auto">
                      {[entry.question.subPrinciple, entry.question.subItem]
                        .filter((name) => name !== null)
                        .join(" › ")}
                    </Text>
                    {entryDetails(entry).map((detail, index) => (
                      <Box
                        key={index}
                        mt="1"
                        ps="3"
                        borderInlineStartWidth="3px"
                        borderColor="border.emphasized"
                        whiteSpace="pre-wrap"
                        overflowWrap="anywhere"
                      >
                        {detail.label !== "" && (
                          <chakra.span fontWeight="medium">{t(detail.label)} </chakra.span>
                        )}
                        <chakra.span dir="auto" lang={detail.lang}>
                          {detail.isMessage ? t(detail.text) : detail.text}
                        </chakra.span>
                      </Box>
                    ))}
                  </li>
                ))}
              </chakra.ul>
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
