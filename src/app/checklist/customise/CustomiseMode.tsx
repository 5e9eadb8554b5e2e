// The Customise mode: the built-in checklist laid out for changing, not ticking. Each
// change goes to the checklist at once (checklistChanged, which keeps ticks and notes by question),
// so Done leaves the mode, unless a form holds text typed and not applied: then it asks first
// (FinishDialog), and never drops that text without a word. Loaded on first use: none of it is in
// the first load.

import { Button, Flex, Heading, Stack, Text, chakra } from "@chakra-ui/react";
import { Check } from "lucide";
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import { createChecklist } from "../../../data";
import { isCustomised, type ChecklistChanges, type ChecklistVariant } from "../../../variant";
import { Icon } from "../../icons/Icon";
import { useLaterMessages, useTranslator } from "../../language/TranslatorContext";
import { useCustomiseMemory } from "../../state/ChecklistContext";
import type { ChecklistEvent } from "../../state/checklistState";
import { checklistChangedTo } from "../../state/variantChecklist";
import { ChecklistDetails } from "./ChecklistDetails";
import { CustomisePrinciple } from "./CustomisePrinciple";
import { OwnWordsLang, type CustomiseEdit } from "./customiseEdit";
import { CustomiseFormsContext, type CustomiseForms, type OpenForm } from "./drafts";
import { FinishDialog, type FinishAnswer } from "./FinishDialog";
import { newVariant } from "./newVariant";
import { PublishVariant } from "./PublishVariant";

interface CustomiseModeProps {
  /** The variant in use; null on the standard checklist. */
  variant: ChecklistVariant | null;
  /** Puts the checklist on the variant changed (checklistChanged, with what it resolves to). */
  onChange: (event: ChecklistEvent) => void;
  /** Leaves the mode, whatever was typed in it applied or discarded. */
  onDone: () => void;
}

/**
 * The language a variant's own words are written in. One that names none was made before the app
 * spoke any other language, in English (src/variant's resolveChecklist says the same).
 */
const wordsLanguage = (variant: ChecklistVariant): string => variant.language ?? "en";

/** The open forms holding typed text, in the page's order. */
function pendingForms(open: ReadonlySet<OpenForm>): OpenForm[] {
  const pending = [...open].filter((form) => form.pending() != null);
  return pending.sort((a, b) => {
    const [x, y] = [a.element(), b.element()];
    if (!x || !y) return 0;
    return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

export function CustomiseMode({ variant, onChange: change, onDone }: CustomiseModeProps) {
  useLaterMessages();
  const { language, t } = useTranslator();
  const untitled = useMemo(
    () => newVariant(t("customise.untitledChecklist"), language.code),
    [t, language.code],
  );
  const current = variant ?? untitled;
  // The built-in checklist in the language on screen: what a question is reworded from, and what
  // the mode shows.
  const builtIn = useMemo(() => createChecklist(t), [t]);
  const ownLang = sameLanguage(wordsLanguage(current), language.code)
    ? undefined
    : wordsLanguage(current);
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
  // A variant with no changes yet has no words of its own: those typed now are in the page's
  // language, and it takes it. One already changed keeps the language its words were written in.
  const pageLanguage = language.code;
  const onChange = useCallback(
    (next: ChecklistVariant) =>
      change(
        checklistChangedTo(
          isCustomised(latest.current) ? next : { ...next, language: pageLanguage },
          t,
        ),
      ),
    [change, pageLanguage, t],
  );
  const edit = useCallback<CustomiseEdit>(
    (changes: ChecklistChanges, words: string, focus?: string) => {
      onChange({ ...latest.current, changes });
      setSaid(words);
      if (focus) setFocusId({ id: focus });
    },
    [onChange],
  );

  // The forms open in the mode, and whether the mode is going to another page (the forms then keep
  // their text in the memory above the routes). Set as the mode goes, before its forms' own
  // effects are cleaned up: layout effects are, in the commit, before any passive one.
  const memory = useCustomiseMemory();
  const leavingPage = useRef(false);
  useLayoutEffect(() => {
    leavingPage.current = false;
    return () => {
      leavingPage.current = true;
    };
  }, []);
  const [open] = useState(() => new Set<OpenForm>());
  const forms = useMemo<CustomiseForms>(
    () => ({
      memory,
      register(form) {
        open.add(form);
        return () => void open.delete(form);
      },
      submit(apply) {
        const result = apply(latest.current.changes);
        if (result) edit(result.changes, result.said, result.focus);
      },
      leavingPage: () => leavingPage.current,
    }),
    [memory, open, edit],
  );

  // Done asks while text is typed and not applied: the edits it would make, named.
  const [asking, setAsking] = useState<readonly ReactNode[] | null>(null);
  const doneButton = useRef<HTMLButtonElement | null>(null);
  const finish = (event: MouseEvent<HTMLButtonElement>) => {
    const pending = pendingForms(open);
    if (pending.length === 0) return onDone();
    doneButton.current = event.currentTarget;
    setAsking(pending.map((form) => form.pending()));
  };
  const answer = (chosen: FinishAnswer) => {
    setAsking(null);
    if (chosen === "discard") return onDone();
    if (chosen === "keep") return doneButton.current?.focus();
    // Each as its own button would apply it, on the changes the ones before it made; none unless
    // all can be: a field left empty that must not be keeps the mode open, its message shown and
    // the focus in it.
    const pending = pendingForms(open);
    let missing = false;
    // From the last: the first one's field keeps the focus.
    for (const form of pending.toReversed()) missing = form.showMissing() || missing;
    if (missing) return;
    let changes = latest.current.changes;
    for (const form of pending) changes = form.apply(changes)?.changes ?? changes;
    onChange({ ...latest.current, changes });
    onDone();
  };

  const done = (
    <Button colorPalette="teal" onClick={finish}>
      <Icon icon={Check} />
      {t("customise.done")}
    </Button>
  );

  return (
    <CustomiseFormsContext value={forms}>
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
              {t("customise.heading")}
            </Heading>
            {done}
          </Flex>
          <Text maxW="3xl">{t("customise.intro")}</Text>
          <ChecklistDetails variant={current} onChange={onChange} />
          <OwnWordsLang value={ownLang}>
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
          </OwnWordsLang>
          <PublishVariant variant={current} />
          <Flex justify="flex-end">{done}</Flex>
        </Stack>
        <chakra.p role="status" srOnly>
          {said}
        </chakra.p>
        {asking && <FinishDialog edits={asking} onAnswer={answer} />}
      </chakra.section>
    </CustomiseFormsContext>
  );
}

/** Whether two language tags name the same language ("pt-BR", "pt-br"). */
function sameLanguage(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
