// The one small form the Customise mode writes text in: a question's new wording, an added question,
// a reason for hiding, a sub-principle's name. The field takes the focus as it appears; Escape or
// Cancel closes it, and the caller puts the focus back on the button that opened it.

import { Button, Flex, chakra } from "@chakra-ui/react";
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { FIELD_LABEL_STYLE, FIELD_STYLE } from "./fieldStyles";

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
  fields: readonly TextEditField[];
  submitLabel: string;
  onSubmit: (values: string[]) => void;
  onCancel: () => void;
  children?: ReactNode;
}

const fieldStyle = { ...FIELD_STYLE, fontSize: "md", lineHeight: "1.5" } as const;

export function TextEditForm({
  fields,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: TextEditFormProps) {
  const id = useId();
  const [values, setValues] = useState(() => fields.map((f) => f.initial ?? ""));
  const [missing, setMissing] = useState<number | null>(null);
  const first = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  // As it commits: a key pressed at once goes to the field, not to the button that opened it.
  useLayoutEffect(() => {
    const element = first.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const submit = () => {
    const blank = fields.findIndex((f, i) => !f.optional && (values[i] ?? "").trim() === "");
    if (blank >= 0) {
      setMissing(blank);
      document.getElementById(`${id}-${blank}`)?.focus();
      return;
    }
    onSubmit(values.map((v) => v.trim()));
  };

  return (
    <chakra.form
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
                This cannot be left empty.
              </chakra.p>
            )}
          </chakra.div>
        );
      })}
      <Flex gap="2" justify="flex-end" wrap="wrap">
        <Button type="button" size="sm" variant="outline" colorPalette="gray" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" colorPalette="teal">
          {submitLabel}
        </Button>
      </Flex>
    </chakra.form>
  );
}
