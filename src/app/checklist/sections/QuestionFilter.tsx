import { Button, Flex, chakra } from "@chakra-ui/react";
import { memo, useRef } from "react";
import { FIELD_LABEL_STYLE, FIELD_STYLE } from "../../theme/fieldStyles";
import { useT } from "../../language/TranslatorContext";
import {
  NO_FILTER,
  QUESTION_FILTER_STATES,
  isFilterUsed,
  type QuestionFilterState,
} from "./questionFilterValue";
import type { QuestionFilterControl } from "./useQuestionFilter";

/**
 * The filter above the checklist: a search landmark with the words to find and the state to show,
 * Clear while it is used, and a polite live region saying how many it found. Native fields, so it
 * works before the finder has come (it comes on first use) and costs the first load little. Not
 * printed: a printout is the whole checklist.
 */
export const QuestionFilter = memo(function QuestionFilter({
  value,
  onChange,
  announcement,
}: Omit<QuestionFilterControl, "found">) {
  const t = useT();
  const words = useRef<HTMLInputElement>(null);
  return (
    <chakra.form
      role="search"
      aria-label={t("checklistFilter.name")}
      onSubmit={(event) => event.preventDefault()}
      _print={{ display: "none" }}
    >
      <Flex wrap="wrap" gap="3" align="end">
        <chakra.div flex="2 1 14rem">
          <chakra.label htmlFor="question-filter-words" {...FIELD_LABEL_STYLE}>
            {t("checklistFilter.words")}
          </chakra.label>
          <chakra.input
            ref={words}
            id="question-filter-words"
            type="search"
            value={value.words}
            onChange={(event) => onChange({ ...value, words: event.target.value })}
            onKeyDown={(event) => {
              // Escape empties the field in every engine, and the filter with it (Firefox keeps
              // the text of a search field on Escape).
              if (event.key !== "Escape" || value.words === "") return;
              event.preventDefault();
              onChange({ ...value, words: "" });
            }}
            {...FIELD_STYLE}
          />
        </chakra.div>
        <chakra.div flex="1 1 10rem">
          <chakra.label htmlFor="question-filter-state" {...FIELD_LABEL_STYLE}>
            {t("checklistFilter.state")}
          </chakra.label>
          <chakra.select
            id="question-filter-state"
            value={value.state}
            onChange={(event) =>
              onChange({ ...value, state: event.target.value as QuestionFilterState })
            }
            {...FIELD_STYLE}
          >
            {QUESTION_FILTER_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`checklistFilter.${state}`)}
              </option>
            ))}
          </chakra.select>
        </chakra.div>
        {isFilterUsed(value) && (
          <Button
            variant="outline"
            onClick={() => {
              onChange(NO_FILTER);
              // The button goes with the filter: the focus goes back to the words.
              words.current?.focus();
            }}
          >
            {t("checklistFilter.clear")}
          </Button>
        )}
      </Flex>
      <chakra.p aria-live="polite" aria-atomic="true" mt="2" fontSize="sm" color="fg.muted">
        {announcement}
      </chakra.p>
    </chakra.form>
  );
});
