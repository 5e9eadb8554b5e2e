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
  const [renaming, setRenaming] = useState(false);
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
          fields={[
            {
              label: "Name",
              initial: subPrinciple.name,
              maxLength: CHECKLIST_LIMITS.subPrincipleName,
            },
          ]}
          submitLabel="Save name"
          onCancel={() => {
            setRenaming(false);
            document.getElementById(controlId.rename(subPrinciple.id))?.focus();
          }}
          onSubmit={([name = ""]) => {
            setRenaming(false);
            edit(
              renameAddedSubPrinciple(changes, subPrinciple.id, name),
              `Sub-principle renamed: ${name}`,
              controlId.rename(subPrinciple.id),
            );
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
