// On a customised checklist, in place of the Customise button's row: "Customised checklist:
// <title>", its version and publisher, the Customise button and the way back to the standard
// checklist, which asks first when ticks or notes on added questions would be lost. Loaded with the
// deferred parts: only a customised checklist shows it, and the first load has no room for it.

import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { useState, type Dispatch, type ReactNode } from "react";
import type { MessageValues } from "../../../i18n";
import type { ChecklistVariant } from "../../../variant";
import type { LatestAssessment } from "../../state/ChecklistContext";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";
import { useLaterMessages, useT } from "../../language/TranslatorContext";
import { NOTICE_STYLE } from "../../theme/noticeStyle";
import type { ChecklistEvent } from "../../state/checklistState";
import { workLostBy } from "../../state/variantChecklist";
import { ReplaceDialog } from "../record/parts";

interface CustomisedBannerProps {
  variant: ChecklistVariant;
  /** Read when "Use the standard checklist" is chosen: ticks and notes on added questions. */
  latest: LatestAssessment;
  dispatch: Dispatch<ChecklistEvent>;
  /** The Customise button, drawn by the bar (which keeps its focus through the banner's going). */
  customiseButton: ReactNode;
  /** After the standard checklist is back, or after the question about it was declined. */
  onStandardRestored: () => void;
  onDeclined: () => void;
}

interface LostWork {
  ticks: number;
  notes: number;
  setAside: number;
}

/**
 * What going back to the standard checklist would lose: ticks, notes and reasons for setting a
 * question aside, on added questions.
 */
function lostWork(latest: LatestAssessment): LostWork | null {
  const lost = workLostBy(latest.current.checklist, null);
  return lost.ticks + lost.notes + lost.setAside === 0 ? null : { ...lost };
}

/**
 * "Version 2.1, published by Ethics board", or either part alone (its message's id and values);
 * null for neither.
 */
function versionLine({ version, publisher }: ChecklistVariant): {
  id: string;
  values: MessageValues;
} | null {
  if (version && publisher)
    return { id: "customise.bannerVersionPublisher", values: { version, publisher } };
  if (version) return { id: "customise.bannerVersion", values: { version } };
  if (publisher) return { id: "customise.bannerPublisher", values: { publisher } };
  return null;
}

/**
 * The language of the checklist's own words (its title and publisher among them). One that names
 * none was made before the app spoke any other language, in English (as src/variant reads it).
 */
const wordsLanguage = (variant: ChecklistVariant): string => variant.language ?? "en";

/** The placeholders of the banner's messages that hold the field's own words. */
const OWN_WORDS = ["title", "version", "publisher"] as const;

export function CustomisedBanner({
  variant,
  latest,
  dispatch,
  customiseButton,
  onStandardRestored,
  onDeclined,
}: CustomisedBannerProps) {
  useLaterMessages();
  const t = useT();
  const [asking, setAsking] = useState<LostWork | null>(null);
  const details = versionLine(variant);
  const lang = wordsLanguage(variant);
  // A version ("1.0", "2026 draft") is set apart, but names no language.
  const langs = { title: lang, publisher: lang };
  const restoreStandard = () => {
    dispatch({ type: "standardChecklistRestored" });
    onStandardRestored();
  };

  return (
    <Box as="section" aria-labelledby="customised-checklist-title" {...NOTICE_STYLE}>
      <Text
        id="customised-checklist-title"
        fontWeight="semibold"
        overflowWrap="anywhere"
        dir="auto"
      >
        <MessageWithOwnWords
          id="customise.bannerTitle"
          values={{ title: variant.title }}
          own={OWN_WORDS}
          lang={lang}
        />
      </Text>
      {details !== null && (
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" dir="auto">
          <MessageWithOwnWords {...details} own={OWN_WORDS} lang={langs} />
        </Text>
      )}
      <Flex gap="3" mt="3" wrap="wrap">
        {customiseButton}
        <Button
          variant="outline"
          colorPalette="gray"
          onClick={() => {
            const lost = lostWork(latest);
            if (lost === null) restoreStandard();
            else setAsking(lost);
          }}
        >
          {t("customise.useStandard")}
        </Button>
      </Flex>
      {asking !== null && (
        <ReplaceDialog
          message={
            <>
              <MessageWithOwnWords
                id="customise.standardLosesWork"
                values={{ title: variant.title, ticks: asking.ticks, notes: asking.notes }}
                own={OWN_WORDS}
                lang={lang}
              />
              {asking.setAside > 0 &&
                ` ${t("customise.standardLosesSetAside", { setAside: asking.setAside })}`}
            </>
          }
          confirmLabel={t("customise.useStandard")}
          onAnswer={(replace) => {
            setAsking(null);
            if (replace) restoreStandard();
            else onDeclined();
          }}
        />
      )}
    </Box>
  );
}
