// The variant's name as it is published: title, version and who publishes it. Each keystroke goes to
// the checklist; a title left empty is kept in the field while typed, and the checklist keeps a
// title of its own meanwhile (a checklist file must carry one).

import { Box, Heading, chakra } from "@chakra-ui/react";
import { useId, useState } from "react";
import { CHECKLIST_LIMITS, type ChecklistVariant } from "../../../variant";
import { useT } from "../../language/TranslatorContext";
import { FIELD_LABEL_STYLE, FIELD_STYLE } from "../../theme/fieldStyles";

interface ChecklistDetailsProps {
  variant: ChecklistVariant;
  onChange: (variant: ChecklistVariant) => void;
}

type Detail = "title" | "version" | "publisher";

/** Each field, its label's message and its bound. */
const DETAILS: readonly { key: Detail; label: string; max: number }[] = [
  { key: "title", label: "customise.detailTitle", max: CHECKLIST_LIMITS.title },
  { key: "version", label: "customise.detailVersion", max: CHECKLIST_LIMITS.version },
  { key: "publisher", label: "customise.detailPublisher", max: CHECKLIST_LIMITS.publisher },
];

export function ChecklistDetails({ variant, onChange }: ChecklistDetailsProps) {
  const t = useT();
  const id = useId();
  const [title, setTitle] = useState(variant.title);
  return (
    <Box as="section" aria-labelledby={`${id}-heading`}>
      <Heading as="h3" id={`${id}-heading`} size="lg" mb="2">
        {t("customise.detailsHeading")}
      </Heading>
      <Box display="grid" gridTemplateColumns={{ base: "1fr", md: "2fr 1fr 2fr" }} gap="3">
        {DETAILS.map(({ key, label, max }) => (
          <chakra.div key={key}>
            <chakra.label htmlFor={`${id}-${key}`} {...FIELD_LABEL_STYLE}>
              {t(label)}
            </chakra.label>
            <chakra.input
              id={`${id}-${key}`}
              type="text"
              maxLength={max}
              dir="auto"
              value={key === "title" ? title : variant[key]}
              onChange={(event) => {
                const text = event.target.value;
                if (key === "title") setTitle(text);
                const value =
                  key === "title" && text.trim() === "" ? t("customise.untitledChecklist") : text;
                onChange({ ...variant, [key]: value });
              }}
              {...FIELD_STYLE}
            />
          </chakra.div>
        ))}
      </Box>
    </Box>
  );
}
