import { Box, Heading, Stack } from "@chakra-ui/react";
import { memo, useCallback, type Dispatch } from "react";
import { subPrincipleQuestions, type Question, type SubPrinciple } from "../../../data";
import type { ChecklistEvent } from "../../state/checklistState";
import { languageOfWords } from "../../language/languageOfWords";
import { useTranslator } from "../../language/TranslatorContext";
import { QuestionGroup } from "./QuestionGroup";
import { SectionHeading, sectionFigures } from "./SectionHeading";
import { usePrinting } from "./usePrinting";

interface SubPrincipleSectionProps {
  subPrinciple: SubPrinciple;
  expanded: boolean;
  dispatch: Dispatch<ChecklistEvent>;
  /** The questions the filter found (PrincipleSection); null while it is unused. */
  found: ReadonlySet<string> | null;
}

export const SubPrincipleSection = memo(function SubPrincipleSection({
  subPrinciple,
  expanded,
  dispatch,
  found,
}: SubPrincipleSectionProps) {
  // The questions' group is named by the sub-principle alone, not by the heading with its count.
  const nameId = `sub-${subPrinciple.id}-name`;
  const panelId = `sub-${subPrinciple.id}-panel`;
  const figures = sectionFigures(subPrincipleQuestions(subPrinciple));
  const printing = usePrinting();
  const { language } = useTranslator();
  // Filtered, only what was found shows, and a sub-item holding none of it is not shown; printed,
  // everything is.
  const shown = (questions: Question[]) =>
    found === null || printing ? questions : questions.filter((q) => found.has(q.id));
  const own = shown(subPrinciple.questions);
  const toggle = useCallback(
    () => dispatch({ type: "subPrincipleToggled", subPrincipleId: subPrinciple.id }),
    [dispatch, subPrinciple.id],
  );

  return (
    <Box as="li" listStyle="none" borderTopWidth="1px" borderColor="border.muted">
      <SectionHeading
        level="subPrinciple"
        name={subPrinciple.name}
        nameLang={subPrinciple.lang}
        nameId={nameId}
        panelId={panelId}
        expanded={expanded}
        onToggle={toggle}
        {...figures}
      />
      <Box
        id={panelId}
        display={expanded ? undefined : "none"}
        _print={{ display: "block" }}
        ps={{ base: "3", md: "10" }}
        pe="3"
        pb="3"
      >
        {(expanded || printing) && (own === subPrinciple.questions || own.length > 0) && (
          <QuestionGroup
            questions={own}
            labelledBy={nameId}
            dispatch={dispatch}
            printing={printing}
          />
        )}
        {(expanded || printing) && subPrinciple.subItems && subPrinciple.subItems.length > 0 && (
          <Stack gap="3" mt="3">
            {subPrinciple.subItems.map((item) => {
              const questions = shown(item.questions);
              if (questions.length === 0) return null;
              const itemHeadingId = `item-${item.id}-heading`;
              return (
                <Box key={item.id} borderInlineStartWidth="3px" borderColor="teal.muted" ps="4">
                  <Heading
                    as="h4"
                    id={itemHeadingId}
                    size="sm"
                    mb="1"
                    color="fg"
                    {...languageOfWords(item.lang, language)}
                  >
                    {item.name}
                  </Heading>
                  <QuestionGroup
                    questions={questions}
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
