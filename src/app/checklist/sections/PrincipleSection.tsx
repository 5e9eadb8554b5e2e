import { Box, chakra } from "@chakra-ui/react";
import { memo, useCallback, useState, type Dispatch } from "react";
import { subPrincipleQuestions, type Principle, type SubPrinciple } from "../../../data";
import type { ChecklistEvent } from "../../state/checklistState";
import { GuidanceButton, GuidanceRegion, PrincipleGuidance } from "../question";
import { SectionHeading, sectionFigures } from "./SectionHeading";
import { SubPrincipleSection } from "./SubPrincipleSection";
import { usePrinting } from "./usePrinting";

interface PrincipleSectionProps {
  principle: Principle;
  expanded: boolean;
  /**
   * The ids of this principle's expanded sub-principles, joined: a string, so that memo sees
   * "no change" when another principle's sections open or close.
   */
  expandedSubPrincipleIds: string;
  dispatch: Dispatch<ChecklistEvent>;
  /** The questions the filter above the checklist found; null while it is unused. */
  found: ReadonlySet<string> | null;
}

export const PrincipleSection = memo(function PrincipleSection({
  principle,
  expanded,
  expandedSubPrincipleIds,
  dispatch,
  found,
}: PrincipleSectionProps) {
  const panelId = `principle-${principle.id}-panel`;
  const nameId = `principle-${principle.id}-name`;
  const introId = `principle-${principle.id}-guidance`;
  // The principle's introduction (what it protects, and why), shown on asking: kept open or
  // closed while the section closes and opens again.
  const [introOpen, setIntroOpen] = useState(false);
  const figures = sectionFigures(principle.subprinciples.flatMap(subPrincipleQuestions));
  const expandedSubs = new Set(expandedSubPrincipleIds.split(" "));
  // A collapsed section's contents are not rendered at all, except for print (see usePrinting).
  const printing = usePrinting();
  // Filtered, a section holding none of what was found is not shown; printed, every one is.
  const filtered = found !== null && !printing;
  const toggle = useCallback(
    () => dispatch({ type: "principleToggled", principleId: principle.id }),
    [dispatch, principle.id],
  );

  if (filtered && !principle.subprinciples.some((sub) => holdsFound(sub, found))) return null;
  return (
    <Box
      as="section"
      aria-labelledby={nameId}
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      bg="bg.panel"
      shadow="xs"
    >
      <SectionHeading
        level="principle"
        name={principle.name}
        nameLang={principle.lang}
        nameId={nameId}
        panelId={panelId}
        expanded={expanded}
        onToggle={toggle}
        {...figures}
      />
      {/* Like the section's questions, rendered only when open (or printed, where only an open
          introduction shows). */}
      {(expanded || printing) && (
        <Box display={expanded ? undefined : "none"} _print={{ display: "block" }} px="4">
          <chakra.div className="no-print">
            <GuidanceButton
              id={introId}
              subject={principle.name}
              expanded={introOpen}
              onToggle={() => setIntroOpen(!introOpen)}
            />
          </chakra.div>
          {introOpen && (
            <GuidanceRegion id={introId}>
              <PrincipleGuidance principleId={principle.id} />
            </GuidanceRegion>
          )}
        </Box>
      )}
      {/* Collapsed means display: none (gone for screen readers too), but a printout shows every
          section: not the `hidden` attribute, whose reset rule no print style can outrank. */}
      <Box
        as="ul"
        id={panelId}
        display={expanded ? undefined : "none"}
        _print={{ display: "block" }}
        m="0"
        px={{ base: "1", md: "3" }}
        pb="2"
      >
        {(expanded || printing) &&
          principle.subprinciples.map(
            (sub) =>
              (!filtered || holdsFound(sub, found)) && (
                <SubPrincipleSection
                  key={sub.id}
                  subPrinciple={sub}
                  expanded={expandedSubs.has(sub.id)}
                  dispatch={dispatch}
                  found={found}
                />
              ),
          )}
      </Box>
    </Box>
  );
});

function holdsFound(sub: SubPrinciple, found: ReadonlySet<string> | null): boolean {
  return subPrincipleQuestions(sub).some((question) => found?.has(question.id));
}
