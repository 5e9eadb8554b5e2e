// The Customise mode: the built-in checklist laid out for changing, not ticking. Each
// change goes to the checklist at once (checklistChanged, which keeps ticks and notes by question),
// so Done only leaves the mode. Loaded on first use: none of it is in the first load.

import { Button, Flex, Heading, Stack, Text, chakra } from "@chakra-ui/react";
import { Check } from "lucide";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { createInitialChecklist } from "../../../data";
import type { ChecklistChanges, ChecklistVariant } from "../../../variant";
import { Icon } from "../../icons/Icon";
import { ChecklistDetails } from "./ChecklistDetails";
import { CustomisePrinciple } from "./CustomisePrinciple";
import type { CustomiseEdit } from "./customiseEdit";
import { NEW_VARIANT } from "./newVariant";
import { PublishVariant } from "./PublishVariant";

interface CustomiseModeProps {
  /** The variant in use; null on the standard checklist. */
  variant: ChecklistVariant | null;
  onChange: (variant: ChecklistVariant) => void;
  onDone: () => void;
}

export function CustomiseMode({ variant, onChange, onDone }: CustomiseModeProps) {
  const current = variant ?? NEW_VARIANT;
  const builtIn = useMemo(() => createInitialChecklist(), []);
  const heading = useRef<HTMLHeadingElement>(null);
  const [said, setSaid] = useState("");
  const [focusId, setFocusId] = useState<{ id: string } | null>(null);

  // Entering the mode takes the reader to its heading, which says where they are.
  useLayoutEffect(() => heading.current?.focus(), []);
  // After an edit, once the page shows it: the control named, where the one that had the focus is
  // gone (a hidden question's Hide) or was in a form now closed.
  useLayoutEffect(() => {
    if (focusId) document.getElementById(focusId.id)?.focus();
  }, [focusId]);

  // The latest variant, so that every part's `edit` stays the same function between edits.
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });
  const edit = useCallback<CustomiseEdit>(
    (changes: ChecklistChanges, words: string, focus?: string) => {
      onChange({ ...latest.current, changes });
      setSaid(words);
      if (focus) setFocusId({ id: focus });
    },
    [onChange],
  );

  const done = (
    <Button colorPalette="teal" onClick={onDone}>
      <Icon icon={Check} />
      Done
    </Button>
  );

  return (
    <chakra.section aria-labelledby="customise-heading" className="no-print">
      <Stack gap="5">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading
            as="h2"
            id="customise-heading"
            ref={heading}
            tabIndex={-1}
            size="2xl"
            outline="none"
          >
            Customise the checklist
          </Heading>
          {done}
        </Flex>
        <Text maxW="3xl">
          Adapt the checklist to your field: add questions and sub-principles, reword a question
          (its original wording is kept and reported), or hide one that does not apply, with your
          reason. Ticks and notes stay with their questions. Choose Done to see the checklist as
          changed.
        </Text>
        <ChecklistDetails variant={current} onChange={onChange} />
        <Stack gap="4">
          {builtIn.map((principle) => (
            <CustomisePrinciple
              key={principle.id}
              principle={principle}
              changes={current.changes}
              edit={edit}
            />
          ))}
        </Stack>
        <PublishVariant variant={current} />
        <Flex justify="flex-end">{done}</Flex>
      </Stack>
      <chakra.p role="status" srOnly>
        {said}
      </chakra.p>
    </chakra.section>
  );
}
