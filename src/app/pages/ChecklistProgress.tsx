import { Box, Flex, Text } from "@chakra-ui/react";
import { memo } from "react";
import { countQuestions, progressPercent, type ChecklistSnapshot } from "../../data";
import { SetAsideWords } from "../checklist/question";
import { languageOfWords } from "../language/languageOfWords";
import { Deferred } from "../onDemand";
import { useTranslator } from "../language/TranslatorContext";

/**
 * The overall figure and bar, then a row per principle, as in the report's Summary. The sentence is
 * a polite live region, so a screen reader hears "12 of 68 questions ticked" after a tick without
 * losing its place. While any question is set aside, how many are, and how many are still open,
 * stand beside the spec's figures.
 */
export const ChecklistProgress = memo(function ChecklistProgress({
  checklist,
}: {
  checklist: ChecklistSnapshot;
}) {
  const { language, t, number } = useTranslator();
  const count = countQuestions(checklist);
  const percent = progressPercent(count);
  const percentText = number(percent / 100, { style: "percent" });
  // Beside the spec's figures only while a question is set aside: with none, the block is as the
  // spec has it. Every row says them then, so that the rows read alike.
  const anySetAside = count.setAside > 0;
  return (
    <Box borderWidth="1px" borderColor="border" rounded="lg" p="4" bg="bg.panel" shadow="xs">
      <Flex justify="space-between" align="baseline" gap="4" mb="2" wrap="wrap">
        <Text
          id="checklist-progress-label"
          fontWeight="semibold"
          aria-live="polite"
          aria-atomic="true"
        >
          {t("progress.answered", { checked: count.checked, total: count.total })}
        </Text>
        <Text color="fg.muted" fontVariantNumeric="tabular-nums" aria-hidden="true">
          {percentText}
        </Text>
      </Flex>
      {anySetAside && (
        <Text mb="2" fontSize="sm" aria-live="polite" aria-atomic="true">
          <Deferred>
            <SetAsideWords form="progress" setAside={count.setAside} open={count.open} />
          </Deferred>
        </Text>
      )}
      <Box
        role="progressbar"
        aria-labelledby="checklist-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percentText}
        h="2.5"
        rounded="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        {/* The width as an inline style, not a style prop: a prop would make a new CSS rule for
            each percentage, and each added rule makes the browser restyle the whole page. None at
            0%: the prerendered page starts there, and the Content-Security-Policy refuses a style
            attribute in markup (React sets one later through the CSSOM, which it allows). */}
        <Box
          h="full"
          w="0"
          style={percent > 0 ? { width: `${percent}%` } : undefined}
          bg="teal.solid"
          rounded="full"
          transition="width 0.2s"
        />
      </Box>
      <Box as="ul" mt="3" display="grid" gap="1" fontSize="sm">
        {checklist.map((principle) => {
          const figures = countQuestions([principle]);
          const width = progressPercent(figures);
          return (
            <Flex as="li" key={principle.id} wrap="wrap" align="center" columnGap="3">
              <Text flex="1" color="fg.muted" {...languageOfWords(principle.lang, language)}>
                {principle.name}
              </Text>
              <Text fontVariantNumeric="tabular-nums">
                {t("progress.principleFigures", { checked: figures.checked, total: figures.total })}
                {anySetAside && (
                  <Deferred>
                    {" · "}
                    <SetAsideWords
                      form="principleRow"
                      setAside={figures.setAside}
                      open={figures.open}
                    />
                  </Deferred>
                )}
              </Text>
              {/* Decorative: the figures beside it say it all. Its width set as the bar's above. */}
              <Box aria-hidden="true" h="1.5" w="full" bg="bg.emphasized" rounded="full">
                <Box
                  h="full"
                  w="0"
                  style={width > 0 ? { width: `${width}%` } : undefined}
                  bg="teal.solid"
                  rounded="full"
                />
              </Box>
            </Flex>
          );
        })}
      </Box>
    </Box>
  );
}, sameFigures);

/**
 * Whether two checklists show the same figures here. A note typed changes the checklist but not
 * its ticks, and the block, a few dozen Chakra elements, need not render again for it.
 */
export function sameFigures(
  before: { checklist: ChecklistSnapshot },
  after: { checklist: ChecklistSnapshot },
) {
  const [a, b] = [before.checklist, after.checklist];
  return (
    a.length === b.length &&
    a.every((principle, i) => {
      const other = b[i];
      if (principle === other) return true;
      if (!other || principle.name !== other.name) return false;
      const [x, y] = [countQuestions([principle]), countQuestions([other])];
      return x.checked === y.checked && x.total === y.total && x.setAside === y.setAside;
    })
  );
}
