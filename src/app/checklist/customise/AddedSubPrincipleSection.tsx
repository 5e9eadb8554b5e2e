// A sub-principle the field added, in the Customise mode: its name (Rename, Remove) and its questions.

import { Box, Flex, Heading } from "@chakra-ui/react";
import { useContext, useState } from "react";
import {
  CHECKLIST_LIMITS,
  removeAddedSubPrinciple,
  renameAddedSubPrinciple,
  type AddedSubPrinciple,
  type ChecklistChanges,
} from "../../../variant";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";
import { useT } from "../../language/TranslatorContext";
import { CustomiseGroup } from "./CustomiseGroup";
import { OwnWordsLang, controlId, type CustomiseEdit } from "./customiseEdit";
import { draftKey, useDraftLeft } from "./drafts";
import { InlineAction } from "./InlineAction";
import { TextEditForm } from "./TextEditForm";
import { isolated } from "../../../i18n";

interface AddedSubPrincipleSectionProps {
  subPrinciple: AddedSubPrinciple;
  changes: ChecklistChanges;
  edit: CustomiseEdit;
}

export function AddedSubPrincipleSection({
  subPrinciple,
  changes,
  edit,
}: AddedSubPrincipleSectionProps) {
  const t = useT();
  const lang = useContext(OwnWordsLang);
  const [renaming, setRenaming] = useState(useDraftLeft(draftKey.rename(subPrinciple.id)));
  const headingId = `customise-${subPrinciple.id}-name`;
  return (
    <Box as="li" listStyle="none" borderTopWidth="1px" borderColor="border.muted" py="3">
      <Heading as="h4" id={headingId} size="md" overflowWrap="anywhere" dir="auto" lang={lang}>
        {subPrinciple.name}
      </Heading>
      <Flex gap="4" wrap="wrap" mb="1">
        <InlineAction
          id={controlId.rename(subPrinciple.id)}
          target={subPrinciple.name}
          expanded={renaming}
          onClick={() => setRenaming(!renaming)}
        >
          {t("customise.rename")}
        </InlineAction>
        <InlineAction
          target={subPrinciple.name}
          onClick={() =>
            edit(
              removeAddedSubPrinciple(changes, subPrinciple.id),
              t("customise.subPrincipleRemoved", { name: isolated(subPrinciple.name) }),
              controlId.addSubPrinciple(subPrinciple.principleId),
            )
          }
        >
          {t("customise.remove")}
        </InlineAction>
      </Flex>
      {renaming && (
        <TextEditForm
          draftKey={draftKey.rename(subPrinciple.id)}
          fields={[
            {
              label: t("customise.nameField"),
              initial: subPrinciple.name,
              maxLength: CHECKLIST_LIMITS.subPrincipleName,
            },
          ]}
          submitLabel={t("customise.saveName")}
          describe={([name = ""]) => (
            <MessageWithOwnWords
              id="customise.pendingRename"
              values={{ from: subPrinciple.name, to: name }}
              own={["from", "to"]}
              lang={lang}
            />
          )}
          apply={(current, [name = ""]) => ({
            changes: renameAddedSubPrinciple(current, subPrinciple.id, name),
            said: t("customise.subPrincipleRenamed", { name: isolated(name) }),
            focus: controlId.rename(subPrinciple.id),
          })}
          onApplied={() => setRenaming(false)}
          onCancel={() => {
            setRenaming(false);
            document.getElementById(controlId.rename(subPrinciple.id))?.focus();
          }}
        />
      )}
      <CustomiseGroup
        groupId={subPrinciple.id}
        groupName={subPrinciple.name}
        groupLang={lang}
        labelledBy={headingId}
        builtIn={[]}
        changes={changes}
        edit={edit}
      />
    </Box>
  );
}
