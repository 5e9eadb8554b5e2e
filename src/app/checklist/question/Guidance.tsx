// The guidance beside a question, or a principle's introduction: a disclosure button and, once
// pressed, a region in place that the guidance fills as it comes. The button and the bare region
// are in the first load, with the button's two messages and the region's "loading" status; what
// fills it (GuidancePanel.tsx, its look included) and its words (the messages' `guidance` part)
// come on first use.

import { chakra } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { Question } from "../../../data";
import { useT } from "../../language/TranslatorContext";
import { Deferred, prefetchLazyParts } from "../../onDemand";

// An added question's id begins so (src/variant's ADDED_QUESTION_PREFIX, not imported: its module
// is not in the first load); no built-in id does (tests/unit/variant/builtInIds.test.ts).
const ADDED_PREFIX = "custom-";

/** Whether a question has guidance: every built-in one (reworded or not); an added one of its own. */
export function hasGuidance(question: Question): boolean {
  return !question.id.startsWith(ADDED_PREFIX) || question.guidance !== undefined;
}

/** A built-in question whose words a field changed: its guidance was written for the original. */
export function isReworded(question: Question): boolean {
  return !question.id.startsWith(ADDED_PREFIX) && question.lang !== undefined;
}

/** The look of the small underlined buttons under a question (its note's, its guidance's). */
export const LINK_BUTTON = {
  minH: "6",
  fontSize: "sm",
  color: "teal.fg",
  textDecoration: "underline",
  cursor: "pointer",
  rounded: "sm",
  focusVisibleRing: "outside",
} as const;

/**
 * A real button, named by its visible word and its subject (the question, or the principle's
 * name), so no two are alike. Pointing at it or focusing it starts fetching what it shows.
 */
export function GuidanceButton({
  id,
  subject,
  expanded,
  onToggle,
}: {
  id: string;
  subject: string;
  expanded: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  return (
    <chakra.button
      type="button"
      id={`${id}-button`}
      aria-label={t("question.guidanceOn", { subject })}
      aria-expanded={expanded}
      aria-controls={expanded ? id : undefined}
      onClick={onToggle}
      onPointerEnter={prefetchLazyParts}
      onFocus={prefetchLazyParts}
      {...LINK_BUTTON}
    >
      {t("question.guidance")}
    </chakra.button>
  );
}

/**
 * The guidance in place: a region named by its button (so by its question). While its part comes,
 * a status says so and the button stays usable; a part that cannot be fetched says so. It prints
 * when open (closed, it is not there).
 */
export function GuidanceRegion({ id, children }: { id: string; children: ReactNode }) {
  const t = useT();
  return (
    <div id={id} role="region" aria-labelledby={`${id}-button`}>
      <Deferred loading={<chakra.p role="status">{t("question.guidanceLoading")}</chakra.p>}>
        {children}
      </Deferred>
    </div>
  );
}
