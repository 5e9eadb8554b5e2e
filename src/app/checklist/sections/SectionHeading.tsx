import { Box, Heading } from "@chakra-ui/react";
import { memo } from "react";
import { countNotes, countQuestionList, type Question } from "../../../data";
import { languageOfWords } from "../../language/languageOfWords";
import { useTranslator } from "../../language/TranslatorContext";
import { DisclosureButton } from "./DisclosureButton";
import { TickCount } from "./TickCount";

/**
 * What a section's heading counts: its questions ticked, all of them, those set aside and those
 * still open, and its notes.
 */
export interface SectionFigures {
  checked: number;
  total: number;
  setAside: number;
  open: number;
  notes: number;
}

export function sectionFigures(questions: readonly Question[]): SectionFigures {
  return { ...countQuestionList(questions), notes: countNotes(questions) };
}

interface SectionHeadingProps extends SectionFigures {
  level: "principle" | "subPrinciple";
  name: string;
  /** The language of a name a field wrote in a customised checklist (src/data's `lang`). */
  nameLang?: string;
  nameId: string;
  panelId: string;
  expanded: boolean;
  /** The same function every render, or the memo is lost. */
  onToggle: () => void;
}

/**
 * A principle's or sub-principle's heading: its toggle, its name and its counts. Memoised on what it
 * shows: a keystroke in a note changes the section it sits in, and without this every heading above
 * the note, a dozen Chakra elements, would render again for it.
 */
export const SectionHeading = memo(function SectionHeading({
  level,
  name,
  nameLang,
  nameId,
  panelId,
  expanded,
  checked,
  total,
  setAside,
  open,
  notes,
  onToggle,
}: SectionHeadingProps) {
  const { language } = useTranslator();
  const principle = level === "principle";
  return (
    <Heading as={principle ? "h2" : "h3"} m="0" size={principle ? "xl" : "md"}>
      <DisclosureButton size={level} expanded={expanded} controls={panelId} onToggle={onToggle}>
        <Box as="span" flex="1" id={nameId} {...languageOfWords(nameLang, language)}>
          {name}
        </Box>
        <TickCount checked={checked} total={total} setAside={setAside} open={open} notes={notes} />
      </DisclosureButton>
    </Heading>
  );
});
