// The field for a question's reason it does not apply, opened in place under the question: loaded
// on first use. What is typed is held by the question (QuestionCheckbox), not here, so that closing
// the field, or ticking the question, never loses it unasked.

import { Button, Flex, chakra } from "@chakra-ui/react";
import { useLayoutEffect, useRef, useState, type Dispatch } from "react";
import {
  SET_ASIDE_REASON_MAX_LENGTH,
  isSetAside,
  limitSetAsideReason,
  noteLength,
  type Question,
} from "../../../data";
import { useLaterMessages, useT } from "../../language/TranslatorContext";
import type { ChecklistEvent } from "../../state/checklistState";
import { FIELD_STYLE } from "../../theme/fieldStyles";

/** How the field was closed: its reason kept (or the question made to apply again), or cancelled. */
export type SetAsideClosed = "done" | "cancelled";

interface SetAsideEditorProps {
  id: string;
  question: Question;
  /** The reason as typed so far. */
  draft: string;
  onDraftChange: (text: string) => void;
  dispatch: Dispatch<ChecklistEvent>;
  onClose: (how: SetAsideClosed) => void;
  /** Whether to take focus when it appears: when opened with its button, not when remounted. */
  focus: boolean;
}

export function SetAsideEditor({
  id,
  question,
  draft,
  onDraftChange,
  dispatch,
  onClose,
  focus,
}: SetAsideEditorProps) {
  useLaterMessages();
  const t = useT();
  const field = useRef<HTMLTextAreaElement>(null);
  // Set when a blank reason was refused; cleared as soon as something is typed.
  const [refused, setRefused] = useState(false);
  // Whether the last change was cut at the limit: the field says so, never cuts silently.
  const [cut, setCut] = useState(false);
  // As the field commits, not after paint: a key pressed in between would go to the button.
  useLayoutEffect(() => {
    const element = field.current;
    if (!focus || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
    // Only as it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const aside = isSetAside(question);
  const length = noteLength(draft);
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const save = () => {
    if (draft.trim() === "") {
      setRefused(true);
      field.current?.focus();
      return;
    }
    dispatch({ type: "setAsideChanged", questionId: question.id, reason: draft });
    onClose("done");
  };

  return (
    <chakra.form
      id={id}
      noValidate
      mt="1"
      mb="2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <chakra.label htmlFor={`${id}-field`} display="block" fontSize="sm" mb="1">
        {t("setAside.label")}
      </chakra.label>
      <chakra.textarea
        ref={field}
        id={`${id}-field`}
        aria-label={t("setAside.fieldName", { question: question.text })}
        aria-describedby={refused ? `${errorId} ${countId}` : countId}
        aria-invalid={refused || undefined}
        required
        value={draft}
        dir="auto"
        onChange={(event) => {
          const typed = event.target.value;
          const kept = limitSetAsideReason(typed);
          setCut(kept !== typed);
          if (kept.trim() !== "") setRefused(false);
          onDraftChange(kept);
        }}
        rows={2}
        {...FIELD_STYLE}
        fontSize="md"
        lineHeight="1.5"
        borderColor={refused ? "border.error" : "border.emphasized"}
        resize="vertical"
      />
      {refused && (
        <chakra.p id={errorId} role="alert" fontSize="sm" color="fg.error" fontWeight="medium">
          {t("setAside.required")}
        </chakra.p>
      )}
      <chakra.p id={countId} fontSize="sm" color="fg.muted">
        {t(cut ? "setAside.countAfterCut" : "setAside.count", {
          length,
          limit: SET_ASIDE_REASON_MAX_LENGTH,
        })}
      </chakra.p>
      <Flex gap="2" mt="2" wrap="wrap">
        <Button
          type="submit"
          size="sm"
          colorPalette="teal"
          aria-label={t(aside ? "setAside.saveReasonOn" : "setAside.setAsideOn", {
            question: question.text,
          })}
        >
          {t(aside ? "setAside.saveReason" : "setAside.setAside")}
        </Button>
        {aside && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={t("setAside.appliesAgainOn", { question: question.text })}
            onClick={() => {
              dispatch({ type: "setAsideCleared", questionId: question.id });
              onClose("done");
            }}
          >
            {t("setAside.appliesAgain")}
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-label={t("setAside.cancelOn", { question: question.text })}
          onClick={() => onClose("cancelled")}
        >
          {t("setAside.cancel")}
        </Button>
      </Flex>
    </chakra.form>
  );
}
