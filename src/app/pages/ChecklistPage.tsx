import { Box, Stack, Text } from "@chakra-ui/react";
import { memo, useCallback, useState } from "react";
import { Deferred } from "../onDemand";
import { CustomiseMode, PhaseView } from "../parts";
import { CustomiseBar } from "../checklist/customise";
import { useT } from "../language/TranslatorContext";
import { HydratedApart } from "../layout/HydratedApart";
import { PageHeading } from "../layout/PageHeading";
import { RecordBar } from "../checklist/record";
import { useChecklist, useCustomiseMemory, useLatestAssessment } from "../state/ChecklistContext";
import { ChecklistActions } from "./ChecklistActions";
import { ChecklistProgress } from "./ChecklistProgress";
import {
  PrincipleSection,
  QuestionFilter,
  usePrinting,
  useQuestionFilter,
} from "../checklist/sections";

// Every tick re-renders this page, and each Chakra element costs a style resolution: the parts that
// never change are memoised so that a tick renders only the counts, the touched sections and the
// one question.
const ChecklistIntro = memo(function ChecklistIntro() {
  const t = useT();
  return (
    <Box>
      <PageHeading documentTitle={t("checklistPage.title")}>{t("checklistPage.title")}</PageHeading>
      <Text fontSize="lg" color="fg.muted" maxW="3xl">
        {t("checklistPage.intro")}
      </Text>
    </Box>
  );
});

export function ChecklistPage() {
  const { state, dispatch } = useChecklist();
  // What Save, Open, Export, Preview and Markdown act on, read when they act: their rows never
  // re-render with a tick or a keystroke.
  const latest = useLatestAssessment();
  // Read here too, though the sections render for print themselves: a section React has not taken
  // over yet (HydratedApart) has not subscribed, and would print closed. Rendering this page as
  // printing starts makes React take every such section over first, at once.
  usePrinting();
  // Whether the Customise mode shows in place of the checklist, and whether its button takes the
  // focus back as the checklist returns. Kept above the routes too (with the text typed in the
  // mode), so that a visit to About and back finds the mode as it was left.
  const memory = useCustomiseMemory();
  const [customising, setCustomising] = useState(() => memory.isOpen());
  const [back, setBack] = useState(false);
  const customise = useCallback(() => {
    memory.setOpen(true);
    setCustomising(true);
  }, [memory]);
  // Done, once the mode has applied or discarded whatever was typed in it.
  const leave = useCallback(() => {
    memory.setOpen(false);
    setCustomising(false);
    setBack(true);
  }, [memory]);

  // A past phase, read only, in the checklist's place (state.viewedPhase).
  const { checklist, variant, phases } = state.assessment;
  const viewed = state.viewedPhase === null ? null : (phases[state.viewedPhase] ?? null);
  // Held here, not in the checklist's branch: a visit to the Customise mode or a past phase and
  // back finds the filter as it was left, with what it found.
  const { found, ...filter } = useQuestionFilter(
    checklist,
    { principles: state.expandedPrinciples, subPrinciples: state.expandedSubPrinciples },
    dispatch,
  );
  const foundIds = found?.questionIds ?? null;

  return (
    <Stack gap="6">
      <HydratedApart>
        <ChecklistIntro />
      </HydratedApart>
      {/* In the frame: it listens on the document for Ctrl+S and a dropped file (HydratedApart). */}
      <RecordBar latest={latest} dispatch={dispatch} />
      {customising ? (
        <Deferred>
          <CustomiseMode variant={variant} onChange={dispatch} onDone={leave} />
        </Deferred>
      ) : viewed !== null ? (
        <Deferred>
          <PhaseView phase={viewed} checklist={checklist} dispatch={dispatch} />
        </Deferred>
      ) : (
        <>
          <HydratedApart>
            <CustomiseBar
              variant={variant}
              latest={latest}
              dispatch={dispatch}
              onCustomise={customise}
              focusCustomise={back}
            />
          </HydratedApart>
          <HydratedApart>
            <ChecklistProgress checklist={checklist} />
          </HydratedApart>
          <HydratedApart>
            <QuestionFilter {...filter} />
          </HydratedApart>
          <Stack gap="3">
            {checklist.map((principle) => (
              <HydratedApart key={principle.id}>
                <PrincipleSection
                  principle={principle}
                  expanded={state.expandedPrinciples.has(principle.id)}
                  expandedSubPrincipleIds={principle.subprinciples
                    .filter((sub) => state.expandedSubPrinciples.has(sub.id))
                    .map((sub) => sub.id)
                    .join(" ")}
                  dispatch={dispatch}
                  found={foundIds}
                />
              </HydratedApart>
            ))}
          </Stack>
          <HydratedApart>
            <ChecklistActions latest={latest} beforeReset={state.beforeReset} dispatch={dispatch} />
          </HydratedApart>
        </>
      )}
    </Stack>
  );
}
