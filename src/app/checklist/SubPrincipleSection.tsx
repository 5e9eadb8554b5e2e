import { Box, Heading, Stack } from "@chakra-ui/react";
import { memo, type Dispatch } from "react";
import { countNotes, subPrincipleQuestions, type SubPrinciple } from "../../data";
import type { ChecklistEvent } from "../state/checklistState";
import { DisclosureButton } from "./DisclosureButton";
import { QuestionGroup } from "./QuestionGroup";
import { TickCount } from "./TickCount";
import { usePrinting } from "./usePrinting";

interface SubPrincipleSectionProps {
  subPrinciple: SubPrinciple;
  expanded: boolean;
  dispatch: Dispatch<ChecklistEvent>;
}

export const SubPrincipleSection = memo(function SubPrincipleSection({
  subPrinciple,
  expanded,
  dispatch,
}: SubPrincipleSectionProps) {
  // The questions' group is named by the sub-principle alone, not by the heading with its count.
  const nameId = `sub-${subPrinciple.id}-name`;
  const panelId = `sub-${subPrinciple.id}-panel`;
  const all = subPrincipleQuestions(subPrinciple);
  const checked = all.filter((q) => q.checked).length;
  const notes = countNotes(all);
  const printing = usePrinting();

  return (
    <Box as="li" listStyle="none" borderTopWidth="1px" borderColor="border.muted">
      <Heading as="h3" size="md" m="0">
        <DisclosureButton
          size="subPrinciple"
          expanded={expanded}
          controls={panelId}
          onToggle={() =>
            dispatch({ type: "subPrincipleToggled", subPrincipleId: subPrinciple.id })
          }
        >
          <Box as="span" flex="1" id={nameId}>
            {subPrinciple.name}
          </Box>
          <TickCount checked={checked} total={all.length} notes={notes} />
        </DisclosureButton>
      </Heading>
      <Box
        id={panelId}
        display={expanded ? undefined : "none"}
        _print={{ display: "block" }}
        pl={{ base: "3", md: "10" }}
        pr="3"
        pb="3"
      >
        {(expanded || printing) && (
          <QuestionGroup
            questions={subPrinciple.questions}
            labelledBy={nameId}
            dispatch={dispatch}
            printing={printing}
          />
        )}
        {(expanded || printing) && subPrinciple.subItems && subPrinciple.subItems.length > 0 && (
          <Stack gap="3" mt="3">
            {subPrinciple.subItems.map((item) => {
              const itemHeadingId = `item-${item.id}-heading`;
              return (
                <Box key={item.id} borderLeftWidth="3px" borderColor="teal.muted" pl="4">
                  <Heading as="h4" id={itemHeadingId} size="sm" mb="1" color="fg">
                    {item.name}
                  </Heading>
                  <QuestionGroup
                    questions={item.questions}
                    labelledBy={itemHeadingId}
                    dispatch={dispatch}
                    printing={printing}
                  />
                </Box>
              );
            })}
          </Stack>
        )}
      </Box>
    </Box>
  );
});
