// One of the six principles in the Customise mode: its built-in sub-principles and sub-items with
// their questions, the sub-principles the field added, and "Add a sub-principle" (a name and its
// first question: a sub-principle without questions would not show in the checklist).

import { Box, Button, Heading, Stack } from "@chakra-ui/react";
import { Plus } from "lucide";
import { memo, useContext, useState } from "react";
import type { Principle } from "../../../data";
import {
  CHECKLIST_LIMITS,
  addQuestion,
  addSubPrinciple,
  canAddQuestion,
  canAddSubPrinciple,
  type ChecklistChanges,
} from "../../../variant";
import { Icon } from "../../icons/Icon";
import { useT } from "../../language/TranslatorContext";
import { DisclosureButton } from "../sections";
import { AddedSubPrincipleSection } from "./AddedSubPrincipleSection";
import { CustomiseGroup } from "./CustomiseGroup";
import { OwnWordsLang, controlId, type CustomiseEdit } from "./customiseEdit";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";
import { PrincipleScope, draftKey, useCustomiseForms } from "./drafts";
import { TextEditForm } from "./TextEditForm";
import { isolated } from "../../../i18n";

interface CustomisePrincipleProps {
  /** The principle as built in. */
  principle: Principle;
  changes: ChecklistChanges;
  edit: CustomiseEdit;
}

export const CustomisePrinciple = memo(function CustomisePrinciple({
  principle,
  changes,
  edit,
}: CustomisePrincipleProps) {
  const t = useT();
  const ownLang = useContext(OwnWordsLang);
  const { memory } = useCustomiseForms();
  const addKey = draftKey.addSubPrinciple(principle.id);
  const [adding, setAdding] = useState(() => memory.drafts.has(addKey));
  // Closed at first, as on the checklist: the mode shows six headings, and the one opened; open
  // where text was left typed, coming back from another page.
  const [open, setOpen] = useState(() =>
    [...memory.drafts.values()].some((draft) => draft.principleId === principle.id),
  );
  const nameId = `customise-${principle.id}-name`;
  const panelId = `customise-${principle.id}-panel`;
  const changed = changesIn(principle, changes);
  const addId = controlId.addSubPrinciple(principle.id);
  const added = changes.addedSubPrinciples.filter((s) => s.principleId === principle.id);
  const room = canAddSubPrinciple(changes) && canAddQuestion(changes);
  return (
    <Box
      as="section"
      aria-labelledby={nameId}
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      bg="bg.panel"
      shadow="xs"
    >
      <Heading as="h3" size="xl" m="0">
        <DisclosureButton
          size="principle"
          expanded={open}
          controls={panelId}
          onToggle={() => setOpen(!open)}
        >
          <Box as="span" flex="1" id={nameId}>
            {principle.name}
          </Box>
          {changed > 0 && (
            <Box as="span" fontSize="sm" fontWeight="normal" color="fg.muted" whiteSpace="nowrap">
              {t("customise.changeCount", { count: changed })}
            </Box>
          )}
        </DisclosureButton>
      </Heading>
      {open && (
        <PrincipleScope value={principle.id}>
          <Box id={panelId} px={{ base: "1", md: "3" }} pb="3">
            <Box as="ul" m="0" p="0">
              {principle.subprinciples.map((sub) => {
                const subNameId = `customise-${sub.id}-name`;
                return (
                  <Box
                    as="li"
                    key={sub.id}
                    listStyle="none"
                    borderTopWidth="1px"
                    borderColor="border.muted"
                    py="3"
                  >
                    <Heading as="h4" id={subNameId} size="md">
                      {sub.name}
                    </Heading>
                    <CustomiseGroup
                      groupId={sub.id}
                      groupName={sub.name}
                      labelledBy={subNameId}
                      builtIn={sub.questions}
                      changes={changes}
                      edit={edit}
                    />
                    {sub.subItems && sub.subItems.length > 0 && (
                      <Stack gap="3" mt="3">
                        {sub.subItems.map((item) => {
                          const itemNameId = `customise-${item.id}-name`;
                          return (
                            <Box
                              key={item.id}
                              borderInlineStartWidth="3px"
                              borderColor="teal.muted"
                              ps="4"
                            >
                              <Heading as="h5" id={itemNameId} size="sm">
                                {item.name}
                              </Heading>
                              <CustomiseGroup
                                groupId={item.id}
                                groupName={item.name}
                                labelledBy={itemNameId}
                                builtIn={item.questions}
                                changes={changes}
                                edit={edit}
                              />
                            </Box>
                          );
                        })}
                      </Stack>
                    )}
                  </Box>
                );
              })}
              {added.map((sub) => (
                <AddedSubPrincipleSection
                  key={sub.id}
                  subPrinciple={sub}
                  changes={changes}
                  edit={edit}
                />
              ))}
            </Box>
            <Button
              id={addId}
              mt="2"
              size="sm"
              variant="outline"
              colorPalette="teal"
              aria-label={t("customise.addSubPrincipleTo", { principle: principle.name })}
              aria-expanded={adding}
              disabled={!room}
              onClick={() => setAdding(!adding)}
            >
              <Icon icon={Plus} />
              {t("customise.addSubPrinciple")}
            </Button>
            {adding && (
              <TextEditForm
                draftKey={addKey}
                fields={[
                  {
                    label: t("customise.subPrincipleNameField"),
                    maxLength: CHECKLIST_LIMITS.subPrincipleName,
                  },
                  {
                    label: t("customise.firstQuestionField"),
                    maxLength: CHECKLIST_LIMITS.questionText,
                    multiline: true,
                  },
                ]}
                submitLabel={t("customise.addSubPrincipleSubmit")}
                describe={([name = "", question = ""]) => (
                  <MessageWithOwnWords
                    id="customise.pendingAddSubPrinciple"
                    values={{
                      named: name ? "yes" : "no",
                      name,
                      principle: principle.name,
                      written: question ? "yes" : "no",
                      question,
                    }}
                    own={["name", "question"]}
                    lang={ownLang}
                  />
                )}
                apply={(current, [name = "", question = ""]) => {
                  const withSub = addSubPrinciple(current, principle.id, name);
                  if (withSub.id === "") return null;
                  return {
                    changes: addQuestion(withSub.changes, withSub.id, question),
                    said: t("customise.subPrincipleAdded", {
                      name: isolated(name),
                      principle: isolated(principle.name),
                    }),
                    focus: controlId.addQuestion(withSub.id),
                  };
                }}
                onApplied={() => setAdding(false)}
                onCancel={() => {
                  setAdding(false);
                  document.getElementById(addId)?.focus();
                }}
              />
            )}
          </Box>
        </PrincipleScope>
      )}
    </Box>
  );
});

/** How many of the field's changes are in this principle: what its heading counts. */
function changesIn(principle: Principle, changes: ChecklistChanges): number {
  const groups = new Set<string>();
  const questions = new Set<string>();
  for (const sub of principle.subprinciples) {
    groups.add(sub.id);
    for (const q of sub.questions) questions.add(q.id);
    for (const item of sub.subItems ?? []) {
      groups.add(item.id);
      for (const q of item.questions) questions.add(q.id);
    }
  }
  const added = changes.addedSubPrinciples.filter((s) => s.principleId === principle.id);
  for (const sub of added) groups.add(sub.id);
  return (
    added.length +
    changes.addedQuestions.filter((q) => groups.has(q.parentId)).length +
    changes.rewordedQuestions.filter((r) => questions.has(r.id)).length +
    changes.hiddenQuestions.filter((h) => questions.has(h.id)).length
  );
}
