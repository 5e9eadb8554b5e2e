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
import { InlineAction } from "./InlineAction";
import { TextEditForm } from "./TextEditForm";

interface BuiltInQuestionRowProps {
  /** The question in its built-in wording. */
  question: Question;
  changes: ChecklistChanges;
  edit: CustomiseEdit;
}

export function BuiltInQuestionRow({ question, changes, edit }: BuiltInQuestionRowProps) {
  const [form, setForm] = useState<"reword" | "hide" | null>(null);
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
          fields={[
            {
              label: "New wording",
              initial: inUse,
              maxLength: CHECKLIST_LIMITS.questionText,
              multiline: true,
            },
          ]}
          submitLabel="Save wording"
          onCancel={() => close(controlId.reword(question.id))}
          onSubmit={([text = ""]) => {
            setForm(null);
            const next = rewordQuestion(changes, question.id, text);
            edit(
              next,
              next.rewordedQuestions.some((r) => r.id === question.id)
                ? `Reworded: ${text}`
                : `Original wording kept: ${question.text}`,
              controlId.reword(question.id),
            );
          }}
        />
      )}
      {form === "hide" && (
        <TextEditForm
          fields={[
            {
              label: "Why this question does not apply to your field",
              maxLength: CHECKLIST_LIMITS.reason,
              multiline: true,
            },
          ]}
          submitLabel="Hide question"
          onCancel={() => close(controlId.hide(question.id))}
          onSubmit={([reason = ""]) => {
            setForm(null);
            edit(
              hideQuestion(changes, question.id, reason),
              `Hidden: ${inUse}`,
              controlId.restore(question.id),
            );
          }}
        />
      )}
    </chakra.li>
  );
}
