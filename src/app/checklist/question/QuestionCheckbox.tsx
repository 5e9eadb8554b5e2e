import { chakra } from "@chakra-ui/react";
import { memo, useRef, useState, type Dispatch } from "react";
import { hasNote, type Question } from "../../../data";
import type { ChecklistEvent } from "../../state/checklistState";
import { Deferred } from "../../onDemand";
import { NoteEditor, QuestionGuidance } from "./partSlots";
import { GuidanceButton, GuidanceRegion, LINK_BUTTON, hasGuidance } from "./Guidance";
import { languageOfWords } from "../../language/languageOfWords";
import { useT, useTranslator } from "../../language/TranslatorContext";

interface QuestionCheckboxProps {
  question: Question;
  dispatch: Dispatch<ChecklistEvent>;
  printing: boolean;
}

/**
 * A native checkbox labelled by its question (the most robust control for every screen reader), and
 * under it the question's note: a disclosure button and, once opened, a text field named by the
 * question. Both live here, so a keystroke in a note re-renders this question and no other. Beside
 * the note's button, the guidance's (a question a field added without guidance has none), which
 * shows it in place.
 */
export const QuestionCheckbox = memo(function QuestionCheckbox({
  question,
  dispatch,
  printing,
}: QuestionCheckboxProps) {
  const [noteOpen, setNoteOpen] = useState(false);
  const [guidanceOpen, setGuidanceOpen] = useState(false);
  const guided = hasGuidance(question);
  const guidanceId = `guidance-${question.id}`;
  const opened = useRef(false);
  const t = useT();
  const noteId = `note-${question.id}`;
  const noted = hasNote(question);

  return (
    <chakra.li listStyle="none">
      <TickBox
        id={question.id}
        text={question.text}
        lang={question.lang}
        checked={question.checked}
        dispatch={dispatch}
      />
      {/* The note field does not print (a textarea prints clipped to its rows, and only when open):
          on paper the note is its text, whole, with its line breaks. Only while printing, so the
          screen's DOM stays as small as it was; hidden from the screen should the dialog show it. */}
      {printing && noted && (
        <chakra.p
          display="none"
          _print={{ display: "block" }}
          ms="8"
          mb="2"
          ps="3"
          borderInlineStartWidth="2px"
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          dir="auto"
        >
          {question.note}
        </chakra.p>
      )}
      <chakra.div ps="8">
        <chakra.div className="no-print" display="flex" flexWrap="wrap" columnGap="4">
          <chakra.button
            type="button"
            // The visible words first (what a voice-control user says), then which question. Open,
            // it says what a press does then: close the field (the note stays).
            aria-label={t(
              noteOpen
                ? "question.closeNoteOn"
                : noted
                  ? "question.editNoteOn"
                  : "question.addNoteOn",
              {
                question: question.text,
              },
            )}
            aria-expanded={noteOpen}
            aria-controls={noteOpen ? noteId : undefined}
            onClick={() => {
              opened.current = !noteOpen;
              setNoteOpen(!noteOpen);
            }}
            {...LINK_BUTTON}
          >
            {t(noteOpen ? "question.closeNote" : noted ? "question.editNote" : "question.addNote")}
          </chakra.button>
          {guided && (
            <GuidanceButton
              id={guidanceId}
              subject={question.text}
              expanded={guidanceOpen}
              onToggle={() => setGuidanceOpen(!guidanceOpen)}
            />
          )}
        </chakra.div>
        {noteOpen && (
          <chakra.div className="no-print">
            <Deferred>
              <NoteEditor
                id={noteId}
                question={question}
                dispatch={dispatch}
                focus={opened.current}
              />
            </Deferred>
          </chakra.div>
        )}
        {guided && guidanceOpen && (
          <GuidanceRegion id={guidanceId}>
            <QuestionGuidance question={question} />
          </GuidanceRegion>
        )}
      </chakra.div>
    </chakra.li>
  );
});

interface TickBoxProps {
  id: string;
  text: string;
  /** The language of a question a field wrote in a customised checklist (src/data's `lang`). */
  lang: string | undefined;
  checked: boolean;
  dispatch: Dispatch<ChecklistEvent>;
}

/**
 * The checkbox and its question. Memoised apart from the note under it, so a keystroke in the note
 * does not render the checkbox again.
 */
const TickBox = memo(function TickBox({ id, text, lang, checked, dispatch }: TickBoxProps) {
  const { language } = useTranslator();
  return (
    <chakra.label
      display="flex"
      alignItems="flex-start"
      gap="3"
      py="2"
      px="2"
      mx="-2"
      rounded="md"
      cursor="pointer"
      _hover={{ bg: "bg.muted" }}
    >
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={() => dispatch({ type: "questionToggled", questionId: id })}
        flexShrink="0"
        w="5"
        h="5"
        mt="0.5"
        cursor="pointer"
        css={{ accentColor: "var(--chakra-colors-teal-solid)" }}
        focusVisibleRing="outside"
      />
      <chakra.span lineHeight="1.5" {...languageOfWords(lang, language)}>
        {text}
      </chakra.span>
    </chakra.label>
  );
});
