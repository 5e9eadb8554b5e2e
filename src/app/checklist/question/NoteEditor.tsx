// A question's note field.

import { chakra } from "@chakra-ui/react";
import { useLayoutEffect, useRef, useState, type Dispatch } from "react";
import { NOTE_MAX_LENGTH, limitNote, noteLength, type Question } from "../../../data";
import { useLaterMessages, useT } from "../../language/TranslatorContext";
import type { ChecklistEvent } from "../../state/checklistState";
import { FIELD_STYLE } from "../../theme/fieldStyles";

// The count shows from here on; a screen reader hears it only as it crosses these marks, not at
// every keystroke.
const COUNT_FROM = NOTE_MAX_LENGTH - 200;
const ANNOUNCE_AT = [0, 10, 50, 100, 200];

interface NoteEditorProps {
  id: string;
  question: Question;
  dispatch: Dispatch<ChecklistEvent>;
  /** Whether to take focus when it appears: when opened with its button, not when remounted. */
  focus: boolean;
}

export function NoteEditor({ id, question, dispatch, focus }: NoteEditorProps) {
  useLaterMessages();
  const t = useT();
  // Whether the last change was cut at the limit: the field must say so, never cut silently.
  const [cut, setCut] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // As the field commits, not after paint: a key pressed, or text pasted, in between would go to
  // the button that opened it.
  useLayoutEffect(() => {
    const element = field.current;
    if (!focus || !element) return;
    element.focus();
    // At the end of the note, to carry on writing it, not at its start.
    element.setSelectionRange(element.value.length, element.value.length);
    // Only as it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const text = question.note ?? "";
  const length = noteLength(text);
  const left = NOTE_MAX_LENGTH - length;
  const mark = ANNOUNCE_AT.find((at) => left <= at);
  let announcement = "";
  if (cut) announcement = t("note.cutAnnouncement", { limit: NOTE_MAX_LENGTH });
  else if (mark === 0) announcement = t("note.limitReached");
  else if (mark !== undefined) announcement = t("note.fewLeft", { left: mark });
  const showCount = length >= COUNT_FROM || cut;

  return (
    <chakra.div id={id} mt="1" mb="2">
      <chakra.label htmlFor={`${id}-field`} display="block" fontSize="sm" mb="1">
        {t("note.label")}
      </chakra.label>
      <chakra.textarea
        ref={field}
        id={`${id}-field`}
        aria-label={t("note.fieldName", { question: question.text })}
        aria-describedby={showCount ? `${id}-count` : undefined}
        value={text}
        dir="auto"
        onChange={(event) => {
          const typed = event.target.value;
          const kept = limitNote(typed);
          setCut(kept !== typed);
          dispatch({ type: "noteChanged", questionId: question.id, text: kept });
        }}
        rows={3}
        {...FIELD_STYLE}
        fontSize="md"
        lineHeight="1.5"
        resize="vertical"
      />
      {showCount && (
        <chakra.p id={`${id}-count`} fontSize="sm" color="fg.muted">
          {t(cut ? "note.countAfterCut" : "note.count", { length, limit: NOTE_MAX_LENGTH })}
        </chakra.p>
      )}
      <chakra.p srOnly aria-live="polite">
        {announcement}
      </chakra.p>
    </chakra.div>
  );
}
