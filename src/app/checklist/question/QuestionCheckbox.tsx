import { chakra } from "@chakra-ui/react";
import { memo, useCallback, useRef, useState, type Dispatch, type RefObject } from "react";
import { hasNote, isSetAside, setAsideReasonOf, type Question } from "../../../data";
import type { ChecklistEvent } from "../../state/checklistState";
import { Deferred } from "../../onDemand";
import {
  NoteEditor,
  QuestionGuidance,
  SetAsideEditor,
  SetAsideTickDialog,
  SetAsideWords,
} from "./partSlots";
import { GuidanceButton, GuidanceRegion, LINK_BUTTON, hasGuidance } from "./Guidance";
import { languageOfWords } from "../../language/languageOfWords";
import { useT, useTranslator } from "../../language/TranslatorContext";

/**
 * What is typed in each question's reason field, by question id, while not empty: a closed section
 * unmounts its questions, and the words must not go with them unseen. One list per checklist (by
 * its steady dispatch), held in the page's memory alone: nothing is stored.
 */
const reasonDraftsOf = new WeakMap<Dispatch<ChecklistEvent>, Map<string, string>>();

function draftsOf(dispatch: Dispatch<ChecklistEvent>): Map<string, string> {
  let drafts = reasonDraftsOf.get(dispatch);
  if (!drafts) reasonDraftsOf.set(dispatch, (drafts = new Map()));
  return drafts;
}

interface QuestionCheckboxProps {
  question: Question;
  dispatch: Dispatch<ChecklistEvent>;
  printing: boolean;
}

/**
 * A native checkbox labelled by its question (the most robust control for every screen reader), and
 * under it the question's note and its "does not apply": for each a disclosure button and, once
 * opened, a field named by the question. They live here, so a keystroke in a note re-renders this
 * question and no other. A question set aside says so in words, with its reason, on screen and on
 * paper; the checkbox is described by it. Beside them, the guidance's button (a question a field
 * added without guidance has none), which shows it in place; open, it prints.
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
  // The reason's field: open or not, and what is typed in it (kept while it is closed, so that
  // closing it loses nothing; Cancel empties it). Ticking asks first while it holds words not kept.
  // Held past this question's unmounting too (its section closed): it comes back open, as it was.
  const reasonDrafts = draftsOf(dispatch);
  const [reasonOpen, setReasonOpen] = useState(() => reasonDrafts.has(question.id));
  const [draft, setDraftNow] = useState(() => reasonDrafts.get(question.id) ?? "");
  const setDraft = (text: string) => {
    if (text === "") reasonDrafts.delete(question.id);
    else reasonDrafts.set(question.id, text);
    setDraftNow(text);
  };
  const [askingTick, setAskingTick] = useState(false);
  const reasonOpened = useRef(false);
  const reasonButton = useRef<HTMLButtonElement>(null);
  const tickBox = useRef<HTMLInputElement>(null);
  const reasonId = `set-aside-${question.id}`;
  const stateId = `set-aside-state-${question.id}`;
  const aside = isSetAside(question);
  const reason = setAsideReasonOf(question);
  const typed = draft.trim() !== "" && draft !== (question.setAside ?? "");
  const asksBeforeTick = !question.checked && (aside || typed);
  const { id: questionId } = question;
  const onToggle = useCallback(() => {
    if (asksBeforeTick) setAskingTick(true);
    else dispatch({ type: "questionToggled", questionId });
  }, [asksBeforeTick, dispatch, questionId]);
  const closeReason = () => {
    setReasonOpen(false);
    setDraft("");
    reasonButton.current?.focus();
  };

  return (
    <chakra.li listStyle="none">
      <TickBox
        text={question.text}
        lang={question.lang}
        checked={question.checked}
        onToggle={onToggle}
        describedBy={aside ? stateId : undefined}
        inputRef={tickBox}
      />
      {aside && (
        <Deferred>
          <SetAsideWords form="state" id={stateId} reason={reason} />
        </Deferred>
      )}
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
          <chakra.button
            ref={reasonButton}
            type="button"
            // Its visible words first, then which question, as the note's button.
            aria-label={t(aside ? "question.changeReasonOn" : "question.setAsideOn", {
              question: question.text,
            })}
            aria-expanded={reasonOpen}
            aria-controls={reasonOpen ? reasonId : undefined}
            onClick={() => {
              reasonOpened.current = !reasonOpen;
              // Opened on a set-aside question with nothing typed: its reason, to change it.
              if (!reasonOpen && draft === "") setDraft(question.setAside ?? "");
              setReasonOpen(!reasonOpen);
            }}
            {...LINK_BUTTON}
          >
            {t(aside ? "question.changeReason" : "question.setAside")}
          </chakra.button>
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
        {reasonOpen && (
          <chakra.div className="no-print">
            <Deferred>
              <SetAsideEditor
                id={reasonId}
                question={question}
                draft={draft}
                onDraftChange={setDraft}
                dispatch={dispatch}
                onClose={closeReason}
                focus={reasonOpened.current}
              />
            </Deferred>
          </chakra.div>
        )}
        {guided && guidanceOpen && (
          <GuidanceRegion id={guidanceId}>
            <QuestionGuidance question={question} />
          </GuidanceRegion>
        )}
        {askingTick && (
          <Deferred>
            <SetAsideTickDialog
              question={question.text}
              reason={typed ? draft : reason}
              typed={typed && !aside}
              onAnswer={(tick) => {
                setAskingTick(false);
                if (tick) {
                  dispatch({ type: "questionToggled", questionId });
                  setReasonOpen(false);
                  setDraft("");
                }
                tickBox.current?.focus();
              }}
            />
          </Deferred>
        )}
      </chakra.div>
    </chakra.li>
  );
});

interface TickBoxProps {
  text: string;
  /** The language of a question a field wrote in a customised checklist (src/data's `lang`). */
  lang: string | undefined;
  checked: boolean;
  /** A click or Space on the box: the question asks first when a tick would drop a reason. */
  onToggle: () => void;
  /** The id of what describes it: the words saying it is set aside, with the reason. */
  describedBy: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The checkbox and its question. Memoised apart from the note under it, so a keystroke in the note
 * does not render the checkbox again.
 */
const TickBox = memo(function TickBox({
  text,
  lang,
  checked,
  onToggle,
  describedBy,
  inputRef,
}: TickBoxProps) {
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
        ref={inputRef}
        checked={checked}
        aria-describedby={describedBy}
        onChange={onToggle}
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
