// The filter above the checklist, held by the page: what it asks for, what it found, and the
// sections it opened. The finder loads on first use; the first load carries this and the fields.

import { useCallback, useEffect, useRef, useState, type Dispatch } from "react";
import type { ChecklistSnapshot } from "../../../data";
import type { ChecklistEvent } from "../../state/checklistState";
import { useWhenWorkReplaced } from "../../state/ChecklistContext";
import { useTranslator } from "../../language/TranslatorContext";
import { loadQuestionFinder } from "./findQuestionsModule";
import {
  NO_FILTER,
  isFilterUsed,
  type FoundQuestions,
  type QuestionFilterValue,
} from "./questionFilterValue";

interface Expansion {
  readonly principleIds: readonly string[];
  readonly subPrincipleIds: readonly string[];
}

export interface QuestionFilterControl {
  value: QuestionFilterValue;
  onChange: (value: QuestionFilterValue) => void;
  /** Null while the filter is unused: the whole checklist shows. */
  found: FoundQuestions | null;
  /** What the live region says: how many were found, that all show again, or "" before any use. */
  announcement: string;
}

/**
 * `checklist` and the sets of open sections as they stand. The questions found stay as they were
 * found while the user ticks and writes (a question ticked under "open" stays in view, with the
 * focus on it), and are found again when the filter, the language or the work as a whole (an
 * Open, a Reset, a change of checklist) changes.
 */
export function useQuestionFilter(
  checklist: ChecklistSnapshot,
  expanded: { principles: ReadonlySet<string>; subPrinciples: ReadonlySet<string> },
  dispatch: Dispatch<ChecklistEvent>,
): QuestionFilterControl {
  const { language, t } = useTranslator();
  const [value, setValue] = useState(NO_FILTER);
  const [found, setFound] = useState<FoundQuestions | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // Which sections were open before the filter was first used: clearing it opens them again.
  const before = useRef<Expansion | null>(null);
  const now = useRef({ checklist, expanded });
  useEffect(() => {
    now.current = { checklist, expanded };
  });
  const [replacements, setReplacements] = useState(0);
  useWhenWorkReplaced(() => setReplacements((count) => count + 1));

  useEffect(() => {
    if (!isFilterUsed(value)) return;
    let current = true;
    loadQuestionFinder(language.code, value.words.trim() !== "").then(
      (finder) => {
        if (!current) return;
        const next = finder.findQuestions(now.current.checklist, value, language.intlLocale, (q) =>
          finder.questionWords(q, t),
        );
        before.current ??= {
          principleIds: [...now.current.expanded.principles],
          subPrincipleIds: [...now.current.expanded.subPrinciples],
        };
        dispatch({
          type: "sectionsShown",
          principleIds: next.principleIds,
          subPrincipleIds: next.subPrincipleIds,
        });
        setFound(next);
        setAnnouncement(t("filter.found", { count: next.questionIds.size }));
      },
      () => {
        if (current) setAnnouncement(t("error.partUnavailable"));
      },
    );
    return () => {
      current = false;
    };
  }, [value, language, t, dispatch, replacements]);

  const onChange = useCallback(
    (next: QuestionFilterValue) => {
      setValue(next);
      if (isFilterUsed(next)) return;
      setFound(null);
      const opened = before.current;
      if (opened === null) return;
      before.current = null;
      dispatch({ type: "sectionsShown", ...opened });
      setAnnouncement(t("filter.cleared"));
    },
    [dispatch, t],
  );

  return { value, onChange, found, announcement };
}
