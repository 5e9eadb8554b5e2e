// The one small form the Customise mode writes text in: a question's new wording, an added question,
// a reason for hiding, a sub-principle's name. The field takes the focus as it appears; Escape or
// Cancel closes it, and the caller puts the focus back on the button that opened it. While it is
// open the mode knows it (drafts.ts): Done asks about text typed in it and not applied, and a visit
// to another page keeps that text.

import { Button, Flex, chakra } from "@chakra-ui/react";
import {
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { ChecklistChanges } from "../../../variant";
import { useT } from "../../language/TranslatorContext";
import { PrincipleScope, useCustomiseForms, type FormEdit } from "./drafts";
import { FIELD_LABEL_STYLE, FIELD_STYLE } from "../../theme/fieldStyles";

export interface TextEditField {
  label: string;
  initial?: string;
  maxLength: number;
  /** A question or a reason may run to lines; a name is one line. */
  multiline?: boolean;
  /** Whether it may be left empty (a reason for hiding may; the UI still asks for one). */
  optional?: boolean;
}

interface TextEditFormProps {
  /** Its key in the mode's memory (drafts.ts's draftKey). */
  draftKey: string;
  fields: readonly TextEditField[];
  submitLabel: string;
  /**
   * The edit in words, for Done to name while it is typed and not applied (values trimmed): a
   * MessageWithOwnWords, the typed words set apart and in their language.
   */
  describe: (values: string[]) => ReactNode;
  /**
   * What its button does to the changes as they stand (values trimmed, none left empty that must
   * not be); Done's "Apply and finish" does the same. Null: nothing to change.
   */
  apply: (changes: ChecklistChanges, values: string[]) => FormEdit | null;
  /** After its button applied it: the caller closes the form (the edit says where the focus goes). */
  onApplied: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

const fieldStyle = { ...FIELD_STYLE, fontSize: "md", lineHeight: "1.5" } as const;

/** Typed and not applied: some field holds text, other than what it opened with. */
function typed(fields: readonly TextEditField[], values: readonly string[]): boolean {
  return fields.some((field, i) => {
    const value = (values[i] ?? "").trim();
    return value !== "" && value !== (field.initial ?? "").trim();
  });
}

export function TextEditForm({
  draftKey,
  fields,
  submitLabel,
  describe,
  apply,
  onApplied,
  onCancel,
  children,
}: TextEditFormProps) {
  const t = useT();
  const id = useId();
  const forms = useCustomiseForms();
  const principleId = useContext(PrincipleScope);
  const [values, setValues] = useState<readonly string[]>(
    () => forms.memory.drafts.get(draftKey)?.values ?? fields.map((f) => f.initial ?? ""),
  );
  const [missing, setMissing] = useState<number | null>(null);
  const first = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // As it commits: a key pressed at once goes to the field, not to the button that opened it.
  useLayoutEffect(() => {
    const element = first.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const trimmed = values.map((v) => v.trim());
  /** Marks the first field left empty that must not be, and takes the focus there. */
  const showMissing = (): boolean => {
    const blank = fields.findIndex((f, i) => !f.optional && trimmed[i] === "");
    if (blank < 0) return false;
    setMissing(blank);
    document.getElementById(`${id}-${blank}`)?.focus();
    return true;
  };
  const submit = () => {
    if (showMissing()) return;
    onApplied();
    forms.memory.drafts.delete(draftKey);
    forms.submit((changes) => apply(changes, trimmed));
  };

  // What Done reads, as it is at the moment Done is chosen.
  const latest = useRef({ fields, values, trimmed, showMissing, describe, apply });
  useLayoutEffect(() => {
    latest.current = { fields, values, trimmed, showMissing, describe, apply };
  });
  useEffect(() => {
    const now = () => latest.current;
    return forms.register({
      element: () => form.current,
      pending: () => (typed(now().fields, now().values) ? now().describe(now().trimmed) : null),
      showMissing: () => now().showMissing(),
      apply: (changes) => now().apply(changes, now().trimmed),
    });
  }, [forms]);
  // Kept above the routes while text is typed; forgotten as the form closes, unless the whole
  // mode is going to another page and will come back with it.
  useEffect(() => {
    if (typed(latest.current.fields, values))
      forms.memory.drafts.set(draftKey, { principleId, values });
    else forms.memory.drafts.delete(draftKey);
  }, [forms, values, draftKey, principleId]);
  useEffect(
    () => () => {
      if (!forms.leavingPage()) forms.memory.drafts.delete(draftKey);
    },
    [forms, draftKey],
  );

  return (
    <chakra.form
      ref={form}
      mt="2"
      mb="3"
      p="3"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      bg="bg.subtle"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        // Inside a dialog-less page Escape has no other meaning here: it closes the form.
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
      {fields.map((field, index) => {
        const fieldId = `${id}-${index}`;
        const errorId = `${fieldId}-error`;
        const invalid = missing === index;
        const common = {
          id: fieldId,
          value: values[index] ?? "",
          maxLength: field.maxLength,
          dir: "auto",
          "aria-invalid": invalid || undefined,
          "aria-describedby": invalid ? errorId : undefined,
          onChange: (event: { target: { value: string } }) => {
            const next = [...values];
            next[index] = event.target.value;
            setValues(next);
            if (invalid) setMissing(null);
          },
          ...fieldStyle,
        };
        return (
          <chakra.div key={field.label} mb="2">
            <chakra.label htmlFor={fieldId} {...FIELD_LABEL_STYLE}>
              {field.label}
            </chakra.label>
            {field.multiline ? (
              <chakra.textarea
                ref={index === 0 ? first : undefined}
                rows={2}
                resize="vertical"
                {...common}
              />
            ) : (
              <chakra.input ref={index === 0 ? first : undefined} type="text" {...common} />
            )}
            {invalid && (
              <chakra.p id={errorId} fontSize="sm" color={{ base: "red.700", _dark: "fg.error" }}>
                {t("customise.fieldEmpty")}
              </chakra.p>
            )}
          </chakra.div>
        );
      })}
      <Flex gap="2" justify="flex-end" wrap="wrap">
        <Button type="button" size="sm" variant="outline" colorPalette="gray" onClick={onCancel}>
          {t("customise.cancel")}
        </Button>
        <Button type="submit" size="sm" colorPalette="teal">
          {submitLabel}
        </Button>
      </Flex>
    </chakra.form>
  );
}
