// A question the field added, in the Customise mode: its wording, Edit and Remove.

import { Flex, Text, chakra } from "@chakra-ui/react";
import { useContext, useState } from "react";
import {
  CHECKLIST_LIMITS,
  editAddedQuestion,
  removeAddedQuestion,
  type AddedQuestion,
  type ChecklistChanges,
} from "../../../variant";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";
import { useT } from "../../language/TranslatorContext";
import { OwnWordsLang, controlId, type CustomiseEdit } from "./customiseEdit";
import { draftKey, useDraftLeft } from "./drafts";
import { InlineAction } from "./InlineAction";
import { TextEditForm } from "./TextEditForm";
import { isolated } from "../../../i18n";

interface AddedQuestionRowProps {
  question: AddedQuestion;
  changes: ChecklistChanges;
  edit: CustomiseEdit;
}

export function AddedQuestionRow({ question, changes, edit }: AddedQuestionRowProps) {
  const t = useT();
  const lang = useContext(OwnWordsLang);
  const [editing, setEditing] = useState(useDraftLeft(draftKey.edit(question.id)));
  return (
    <chakra.li listStyle="none" py="1.5">
      <Text overflowWrap="anywhere" dir="auto">
        <span lang={lang}>{question.text}</span>{" "}
        <chakra.span fontSize="xs" fontWeight="semibold" color="teal.fg" whiteSpace="nowrap">
          {t("customise.addedTag")}
        </chakra.span>
      </Text>
      <Flex gap="4" wrap="wrap">
        <InlineAction
          id={controlId.edit(question.id)}
          target={question.text}
          expanded={editing}
          onClick={() => setEditing(!editing)}
        >
          {t("customise.edit")}
        </InlineAction>
        <InlineAction
          target={question.text}
          onClick={() =>
            edit(
              removeAddedQuestion(changes, question.id),
              t("customise.questionRemoved", { text: isolated(question.text) }),
              controlId.addQuestion(question.parentId),
            )
          }
        >
          {t("customise.remove")}
        </InlineAction>
      </Flex>
      {editing && (
        <TextEditForm
          draftKey={draftKey.edit(question.id)}
          fields={[
            {
              label: t("customise.wordingField"),
              initial: question.text,
              maxLength: CHECKLIST_LIMITS.questionText,
              multiline: true,
            },
            {
              label: t("customise.newQuestionGuidanceField", { max: CHECKLIST_LIMITS.guidance }),
              initial: question.guidance ?? "",
              maxLength: CHECKLIST_LIMITS.guidance,
              multiline: true,
              optional: true,
            },
          ]}
          submitLabel={t("customise.saveWording")}
          describe={([text = ""]) => (
            <MessageWithOwnWords
              id="customise.pendingEditAdded"
              values={{ from: question.text, to: text }}
              own={["from", "to"]}
              lang={lang}
            />
          )}
          apply={(current, [text = "", guidance = ""]) => ({
            changes: editAddedQuestion(current, question.id, text, guidance),
            said: t("customise.questionChanged", { text: isolated(text) }),
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
