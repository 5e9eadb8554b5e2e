// The guidance beside a question, or a principle's introduction: a disclosure button and, once
// pressed, a region in place that the guidance fills as it comes. The button and the region are in
// the first load, with the button's two messages and the region's "loading" status; what fills it
// (GuidancePanel.tsx) and its words (the messages' `guidance` part) come on first use.

import { chakra } from "@chakra-ui/react";
import { Suspense, type ReactNode } from "react";
import type { Question } from "../../../data";
import { loadMessages } from "../../../i18n";
import { ErrorBoundary } from "../../errors/ErrorBoundary";
import { useT, useTranslator } from "../../language/TranslatorContext";
import { prefetchLazyParts } from "../../onDemand";

/** What a question's guidance is: the built-in one (reworded or not), the field's own, or none. */
export type GuidanceKind = "builtIn" | "own" | null;

// An added question's id begins so (src/variant's ADDED_QUESTION_PREFIX, not imported: its module
// is not in the first load); no built-in id does (tests/unit/variant/builtInIds.test.ts).
const ADDED_PREFIX = "custom-";

export function guidanceKind(question: Question): GuidanceKind {
  if (!question.id.startsWith(ADDED_PREFIX)) return "builtIn";
  return question.guidance === undefined ? null : "own";
}

/** A built-in question whose words a field changed: its guidance was written for the original. */
export function isReworded(question: Question): boolean {
  return !question.id.startsWith(ADDED_PREFIX) && question.lang !== undefined;
}

interface GuidanceButtonProps {
  id: string;
  /** The region it shows and hides. */
  controls: string;
  /** What the guidance is about, for the button's name: the question, or the principle's name. */
  subject: string;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * A real button, named by its visible word and its subject, so no two are alike. Pointing at it or
 * focusing it starts fetching what it shows, to save that time from the press.
 */
export function GuidanceButton({ id, controls, subject, expanded, onToggle }: GuidanceButtonProps) {
  const t = useT();
  const { language } = useTranslator();
  const prefetch = () => {
    prefetchLazyParts();
    // A failed prefetch is not the user's concern: the press fetches again and says so then.
    loadMessages(language.code, "guidance").catch(() => undefined);
  };
  return (
    <chakra.button
      type="button"
      id={id}
      aria-label={t("question.guidanceOn", { subject })}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onToggle}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      minH="6"
      fontSize="sm"
      color="teal.fg"
      textDecoration="underline"
      cursor="pointer"
      rounded="sm"
      focusVisibleRing="outside"
    >
      {t("question.guidance")}
    </chakra.button>
  );
}

/**
 * The guidance in place, a region named by its button (so by its question). While its part comes,
 * a status says so, and the button stays usable; a part that cannot be fetched says so. It prints
 * when open (closed, it is not there).
 */
export function GuidanceRegion({
  id,
  labelledBy,
  children,
}: {
  id: string;
  labelledBy: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <chakra.div
      id={id}
      role="region"
      aria-labelledby={labelledBy}
      mt="1"
      mb="2"
      px="3"
      py="2"
      borderInlineStartWidth="3px"
      borderColor="teal.muted"
      bg="bg.subtle"
      rounded="md"
      fontSize="sm"
      lineHeight="1.5"
      overflowWrap="anywhere"
      _print={{ bg: "transparent", breakInside: "avoid" }}
    >
      <ErrorBoundary
        fallback={() => (
          <chakra.p role="alert" color="fg.error">
            {t("error.partUnavailable")}
          </chakra.p>
        )}
      >
        <Suspense fallback={<chakra.p role="status">{t("question.guidanceLoading")}</chakra.p>}>
          {children}
        </Suspense>
      </ErrorBoundary>
    </chakra.div>
  );
}
