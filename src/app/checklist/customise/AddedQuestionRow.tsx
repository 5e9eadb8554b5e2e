// A question the field added, in the Customise mode: its wording, Edit and Remove.

import { Flex, Text, chakra } from "@chakra-ui/react";
import { useState } from "react";
import {
  CHECKLIST_LIMITS,
  editAddedQuestion,
  removeAddedQuestion,
  type AddedQuestion,
  type ChecklistChanges,
} from "../../../variant";
import { controlId, type CustomiseEdit } from "./customiseEdit";
import { draftKey, quoted, useDraftLeft } from "./drafts";
import { InlineAction } from "./InlineAction";
import { TextEditForm } from "./TextEditForm";

interface AddedQuestionRowProps {
  question: AddedQuestion;
  changes: ChecklistChanges;
  edit: CustomiseEdit;
}

export function AddedQuestionRow({ question, changes, edit }: AddedQuestionRowProps) {
  const [editing, setEditing] = useState(useDraftLeft(draftKey.edit(question.id)));
  return (
    <chakra.li listStyle="none" py="1.5">
      <Text overflowWrap="anywhere" dir="auto">
        {question.text}{" "}
        <chakra.span fontSize="xs" fontWeight="semibold" color="teal.fg" whiteSpace="nowrap">
          (added)
        </chakra.span>
      </Text>
      <Flex gap="4" wrap="wrap">
        <InlineAction
          id={controlId.edit(question.id)}
          target={question.text}
          expanded={editing}
          onClick={() => setEditing(!editing)}
        >
          Edit
        </InlineAction>
        <InlineAction
          target={question.text}
          onClick={() =>
            edit(
              removeAddedQuestion(changes, question.id),
              `Removed: ${question.text}`,
              controlId.addQuestion(question.parentId),
            )
          }
        >
          Remove
        </InlineAction>
      </Flex>
      {editing && (
        <TextEditForm
          draftKey={draftKey.edit(question.id)}
          fields={[
            {
              label: "Wording",
              initial: question.text,
              maxLength: CHECKLIST_LIMITS.questionText,
              multiline: true,
            },
          ]}
          submitLabel="Save wording"
          describe={([text = ""]) =>
            `Change the added question ${quoted(question.text)} to ${quoted(text)}`
          }
          apply={(current, [text = ""]) => ({
            changes: editAddedQuestion(current, question.id, text),
            said: `Question changed: ${text}`,
            focus: controlId.edit(question.id),
          })}
          onApplied={() => setEditing(false)}
          onCancel={() => {
            setEditing(false);
            document.getElementById(controlId.edit(question.id))?.focus();
          }}
        />
      )}
    </chakra.li>
  );
}
