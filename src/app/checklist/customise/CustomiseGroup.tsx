// A sub-principle's or sub-item's questions in the Customise mode: the built-in ones (each with
// Reword, Hide or Restore), the field's own after them (Edit, Remove), and "Add a question".

import { Button, chakra } from "@chakra-ui/react";
import { Plus } from "lucide";
import { useContext, useState } from "react";
import type { Question } from "../../../data";
import {
  CHECKLIST_LIMITS,
  addQuestion,
  canAddQuestion,
  type ChecklistChanges,
} from "../../../variant";
import { Icon } from "../../icons/Icon";
import { useT } from "../../language/TranslatorContext";
import { AddedQuestionRow } from "./AddedQuestionRow";
import { BuiltInQuestionRow } from "./BuiltInQuestionRow";
import { OwnWordsLang, controlId, type CustomiseEdit } from "./customiseEdit";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";
import { draftKey, useDraftLeft } from "./drafts";
import { TextEditForm } from "./TextEditForm";
import { isolated } from "../../../i18n";

interface CustomiseGroupProps {
  /** The sub-principle's or sub-item's id: where an added question goes. */
  groupId: string;
  /** Its name, to say where "Add a question" adds. */
  groupName: string;
  /** Its name's language, when it is the field's own words in another than the page's. */
  groupLang?: string;
  /** The id of the heading that names the group. */
  labelledBy: string;
  builtIn: readonly Question[];
  changes: ChecklistChanges;
  edit: CustomiseEdit;
}

export function CustomiseGroup({
  groupId,
  groupName,
  groupLang,
  labelledBy,
  builtIn,
  changes,
  edit,
}: CustomiseGroupProps) {
  const t = useT();
  const ownLang = useContext(OwnWordsLang);
  const key = draftKey.addQuestion(groupId);
  const [adding, setAdding] = useState(useDraftLeft(key));
  const added = changes.addedQuestions.filter((q) => q.parentId === groupId);
  const addId = controlId.addQuestion(groupId);
  const room = canAddQuestion(changes);
  return (
    <div role="group" aria-labelledby={labelledBy}>
      <chakra.ul m="0" p="0">
        {builtIn.map((question) => (
          <BuiltInQuestionRow key={question.id} question={question} changes={changes} edit={edit} />
        ))}
        {added.map((question) => (
          <AddedQuestionRow key={question.id} question={question} changes={changes} edit={edit} />
        ))}
      </chakra.ul>
      <Button
        id={addId}
        mt="1"
        size="xs"
        variant="outline"
        colorPalette="teal"
        aria-label={t("customise.addQuestionTo", { group: groupName })}
        aria-expanded={adding}
        disabled={!room}
        onClick={() => setAdding(!adding)}
      >
        <Icon icon={Plus} />
        {t("customise.addQuestion")}
      </Button>
      {adding && (
        <TextEditForm
          draftKey={key}
          fields={[
            {
              label: t("customise.newQuestionField", { group: groupName }),
              maxLength: CHECKLIST_LIMITS.questionText,
              multiline: true,
            },
            {
              label: t("customise.newQuestionGuidanceField", { max: CHECKLIST_LIMITS.guidance }),
              maxLength: CHECKLIST_LIMITS.guidance,
              multiline: true,
              optional: true,
            },
          ]}
          submitLabel={t("customise.addQuestionSubmit")}
          describe={([text = ""]) => (
            <MessageWithOwnWords
              id="customise.pendingAddQuestion"
              values={{ text, group: groupName }}
              own={["text", "group"]}
              lang={{ text: ownLang, group: groupLang }}
            />
          )}
          apply={(current, [text = "", guidance = ""]) => {
            const next = addQuestion(current, groupId, text, guidance);
            const id = next.addedQuestions.at(-1)?.id ?? "";
            return {
              changes: next,
              said: t("customise.questionAdded", {
                group: isolated(groupName),
                text: isolated(text),
              }),
              focus: controlId.edit(id),
            };
          }}
          onApplied={() => setAdding(false)}
          onCancel={() => {
            setAdding(false);
            document.getElementById(addId)?.focus();
          }}
        />
      )}
    </div>
  );
}
