// A sub-principle the field added, in the Customise mode: its name (Rename, Remove) and its questions.

import { Box, Flex, Heading } from "@chakra-ui/react";
import { useState } from "react";
import {
  CHECKLIST_LIMITS,
  removeAddedSubPrinciple,
  renameAddedSubPrinciple,
  type AddedSubPrinciple,
  type ChecklistChanges,
} from "../../../variant";
import { CustomiseGroup } from "./CustomiseGroup";
import { controlId, type CustomiseEdit } from "./customiseEdit";
import { draftKey, quoted, useDraftLeft } from "./drafts";
import { InlineAction } from "./InlineAction";
import { TextEditForm } from "./TextEditForm";

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
  const [renaming, setRenaming] = useState(useDraftLeft(draftKey.rename(subPrinciple.id)));
  const headingId = `customise-${subPrinciple.id}-name`;
  return (
    <Box as="li" listStyle="none" borderTopWidth="1px" borderColor="border.muted" py="3">
      <Heading as="h4" id={headingId} size="md" overflowWrap="anywhere" dir="auto">
        {subPrinciple.name}
      </Heading>
      <Flex gap="4" wrap="wrap" mb="1">
        <InlineAction
          id={controlId.rename(subPrinciple.id)}
          target={subPrinciple.name}
          expanded={renaming}
          onClick={() => setRenaming(!renaming)}
        >
          Rename
        </InlineAction>
        <InlineAction
          target={subPrinciple.name}
          onClick={() =>
            edit(
              removeAddedSubPrinciple(changes, subPrinciple.id),
              `Removed the sub-principle ${subPrinciple.name} and its questions.`,
              controlId.addSubPrinciple(subPrinciple.principleId),
            )
          }
        >
          Remove
        </InlineAction>
      </Flex>
      {renaming && (
        <TextEditForm
          draftKey={draftKey.rename(subPrinciple.id)}
          fields={[
            {
              label: "Name",
              initial: subPrinciple.name,
              maxLength: CHECKLIST_LIMITS.subPrincipleName,
            },
          ]}
          submitLabel="Save name"
          describe={([name = ""]) =>
            `Rename the sub-principle ${quoted(subPrinciple.name)} to ${quoted(name)}`
          }
          apply={(current, [name = ""]) => ({
            changes: renameAddedSubPrinciple(current, subPrinciple.id, name),
            said: `Sub-principle renamed: ${name}`,
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
        labelledBy={headingId}
        builtIn={[]}
        changes={changes}
        edit={edit}
      />
    </Box>
  );
}
