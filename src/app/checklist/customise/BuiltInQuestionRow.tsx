// One built-in question in the Customise mode: its wording in use (the original kept beside a new
// one), Reword and Hide, and Restore for a reworded or hidden question.

import { Flex, Text, chakra } from "@chakra-ui/react";
import { useState } from "react";
import type { Question } from "../../../data";
import {
  CHECKLIST_LIMITS,
  hideQuestion,
  restoreWording,
  rewordQuestion,
  showQuestion,
  type ChecklistChanges,
} from "../../../variant";
import { controlId, type CustomiseEdit } from "./customiseEdit";
import { draftKey, quoted, useDraftLeft } from "./drafts";
import { InlineAction } from "./InlineAction";
import { TextEditForm } from "./TextEditForm";

interface BuiltInQuestionRowProps {
  /** The question in its built-in wording. */
  question: Question;
  changes: ChecklistChanges;
  edit: CustomiseEdit;
}

export function BuiltInQuestionRow({ question, changes, edit }: BuiltInQuestionRowProps) {
  const rewordLeft = useDraftLeft(draftKey.reword(question.id));
  const hideLeft = useDraftLeft(draftKey.hide(question.id));
  const [form, setForm] = useState<"reword" | "hide" | null>(
    rewordLeft ? "reword" : hideLeft ? "hide" : null,
  );
  const reworded = changes.rewordedQuestions.find((r) => r.id === question.id);
  const hidden = changes.hiddenQuestions.find((h) => h.id === question.id);
  const inUse = reworded?.text ?? question.text;
  const close = (focusId: string) => {
    setForm(null);
    document.getElementById(focusId)?.focus();
  };

  if (hidden)
    return (
      <chakra.li listStyle="none" py="1.5">
        <Text color="fg.muted" textDecoration="line-through" dir="auto">
          {inUse}
        </Text>
        <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" dir="auto">
          Hidden{hidden.reason ? `: ${hidden.reason}` : " (no reason given)"}
        </Text>
        <InlineAction
          id={controlId.restore(question.id)}
          target={inUse}
          onClick={() =>
            edit(
              showQuestion(changes, question.id),
              `Shown again: ${inUse}`,
              controlId.reword(question.id),
            )
          }
        >
          Restore
        </InlineAction>
      </chakra.li>
    );

  return (
    <chakra.li listStyle="none" py="1.5">
      <Text overflowWrap="anywhere" dir="auto">
        {inUse}
      </Text>
      {reworded && (
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" dir="auto">
          Original wording: {question.text}
        </Text>
      )}
      <Flex gap="4" wrap="wrap">
        <InlineAction
          id={controlId.reword(question.id)}
          target={inUse}
          expanded={form === "reword"}
          onClick={() => setForm(form === "reword" ? null : "reword")}
        >
          Reword
        </InlineAction>
        <InlineAction
          id={controlId.hide(question.id)}
          target={inUse}
          expanded={form === "hide"}
          onClick={() => setForm(form === "hide" ? null : "hide")}
        >
          Hide
        </InlineAction>
        {reworded && (
          <InlineAction
            id={controlId.restore(question.id)}
            target={inUse}
            onClick={() =>
              edit(
                restoreWording(changes, question.id),
                `Original wording restored: ${question.text}`,
                controlId.reword(question.id),
              )
            }
          >
            Restore
          </InlineAction>
        )}
      </Flex>
      {form === "reword" && (
        <TextEditForm
          draftKey={draftKey.reword(question.id)}
          fields={[
            {
              label: "New wording",
              initial: inUse,
              maxLength: CHECKLIST_LIMITS.questionText,
              multiline: true,
            },
          ]}
          submitLabel="Save wording"
          describe={([text = ""]) => `Reword ${quoted(inUse)} as ${quoted(text)}`}
          apply={(current, [text = ""]) => {
            const next = rewordQuestion(current, question.id, text);
            return {
              changes: next,
              said: next.rewordedQuestions.some((r) => r.id === question.id)
                ? `Reworded: ${text}`
                : `Original wording kept: ${question.text}`,
              focus: controlId.reword(question.id),
            };
          }}
          onApplied={() => setForm(null)}
          onCancel={() => close(controlId.reword(question.id))}
        />
      )}
      {form === "hide" && (
        <TextEditForm
          draftKey={draftKey.hide(question.id)}
          fields={[
            {
              label: "Why this question does not apply to your field",
              maxLength: CHECKLIST_LIMITS.reason,
              multiline: true,
            },
          ]}
          submitLabel="Hide question"
          describe={([reason = ""]) => `Hide ${quoted(inUse)} with the reason ${quoted(reason)}`}
          apply={(current, [reason = ""]) => ({
            changes: hideQuestion(current, question.id, reason),
            said: `Hidden: ${inUse}`,
            focus: controlId.restore(question.id),
          })}
          onApplied={() => setForm(null)}
          onCancel={() => close(controlId.hide(question.id))}
        />
      )}
    </chakra.li>
  );
}
