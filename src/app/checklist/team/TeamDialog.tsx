// The Team dialog, loaded on first use (More → Team, or several files picked or dropped at once):
// the member's and the project's names, saved in the file; and several members' files brought
// together, question by question, disagreements first, for the team to settle and use as the
// assessment. Nothing in the work on screen changes until "Use as the assessment", which asks first
// when it would replace ticks, notes or phases.

import { Box, Button, Flex, Heading, Stack, Text, chakra } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState } from "react";
import {
  TEAM_FILES_MAX,
  TEAM_NAME_MAX_LENGTH,
  allQuestions,
  countNotes,
  localDateStamp,
  notOurs,
  noteLength,
  type TeamRecord,
} from "../../../data";
import { createInitialChecklist } from "../../../data/english";
import {
  cleanPhaseName,
  mergeTeam,
  teamResult,
  unsettled,
  withAgreementsAccepted,
  type TeamChoices,
  type TeamFile,
  type TeamMember,
  type TeamMerge,
} from "../../../record";
import { messageWords, type HeldMessage } from "../../language/MessageWords";
import { useLaterMessages, useTranslator } from "../../language/TranslatorContext";
import { ModalDialogTitle } from "../../layout/ModalDialog";
import { ResponsiveDialog } from "../../layout/ResponsiveDialog";
import { useChecklist } from "../../state/ChecklistContext";
import { openedOn } from "../../state/variantChecklist";
import { FIELD_LABEL_STYLE, FIELD_STYLE } from "../../theme/fieldStyles";
import { readAssessmentFile } from "../../../files";
import { TeamQuestion } from "./TeamQuestion";
import { TeamDifferences } from "./TeamDifferences";

export interface TeamDialogProps {
  /** Files picked or dropped on the page, several at once: brought together as the dialog opens. */
  files?: readonly File[];
  onClose: () => void;
}

const NO_CHOICES: TeamChoices = { ticked: new Map(), notesLeftOut: new Set() };
const NOTHING_CHANGED: HeldMessage = { id: "team.nothingChanged" };

/** A name as typed, made a name: one line, trimmed, cut to TEAM_NAME_MAX_LENGTH characters. */
function cleanName(typed: string): string | undefined {
  const name = Array.from(cleanPhaseName(typed)).slice(0, TEAM_NAME_MAX_LENGTH).join("").trim();
  return name === "" ? undefined : name;
}

export function TeamDialog({ files, onClose }: TeamDialogProps) {
  useLaterMessages();
  const translator = useTranslator();
  const { t } = translator;
  const { state, dispatch } = useChecklist();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const introId = useId();
  const memberId = useId();
  const projectId = useId();
  const hintId = useId();
  const onlyId = useId();
  const [member, setMember] = useState(state.assessment.team?.member ?? "");
  const [project, setProject] = useState(state.assessment.team?.project ?? "");
  // Held as messages, put into words as shown: a file's, a member's or a project's name in them is
  // set apart where the files' problems are said everywhere (MessageWords.tsx).
  const [problems, setProblems] = useState<readonly HeldMessage[] | null>(null);
  const [reading, setReading] = useState(false);
  const [merge, setMerge] = useState<TeamMerge | null>(null);
  const [choices, setChoices] = useState<TeamChoices>(NO_CHOICES);
  const [only, setOnly] = useState(false);
  const [said, setSaid] = useState("");
  const [asking, setAsking] = useState(false);
  // Said beside "Use as the assessment", where the user is, when questions still need an answer.
  // A new object each time it is said, so that a second click focuses it again.
  const [settleFirst, setSettleFirst] = useState<{ readonly words: string } | null>(null);
  const settleFirstMessage = useRef<HTMLParagraphElement>(null);
  const reads = useRef(0);

  const close = () => dialog.current?.close();
  const memberName = (m: TeamMember) =>
    m.name === "" ? t("team.memberNumber", { number: m.number }) : m.name;

  /** Each name, as typed, into the assessment (saved with it): the rest of what it says stays. */
  const setNames = (typedMember: string, typedProject: string) => {
    const { review } = state.assessment.team ?? {};
    const m = cleanName(typedMember);
    const p = cleanName(typedProject);
    const team: TeamRecord = {
      ...(m === undefined ? {} : { member: m }),
      ...(p === undefined ? {} : { project: p }),
      ...(review === undefined ? {} : { review }),
    };
    dispatch({ type: "teamChanged", team: Object.keys(team).length === 0 ? null : team });
  };

  const bring = async (picked: readonly File[]) => {
    const read = ++reads.current;
    setSaid("");
    setMerge(null);
    setChoices(NO_CHOICES);
    // Refused on the count alone, before a file is read.
    if (picked.length > TEAM_FILES_MAX) {
      setProblems([
        { id: "team.problem.tooMany", values: { count: picked.length, max: TEAM_FILES_MAX } },
      ]);
      return;
    }
    if (picked.length < 2) {
      setProblems([{ id: "team.problem.tooFew" }]);
      return;
    }
    setProblems(null);
    setReading(true);
    const standard = createInitialChecklist();
    const teamFiles: TeamFile[] = [];
    try {
      for (const file of picked) {
        const result = await readAssessmentFile(file, standard);
        if (read !== reads.current) return;
        if (!result.ok) {
          setProblems([
            { id: "team.fileNotRead", values: { fileName: notOurs(file.name) } },
            ...result.problems,
            NOTHING_CHANGED,
          ]);
          return;
        }
        teamFiles.push({ fileName: file.name, assessment: result.assessment });
      }
      const merged = mergeTeam(teamFiles, standard);
      if (!merged.ok) {
        setProblems([...merged.problems, NOTHING_CHANGED]);
        return;
      }
      setMerge(merged.merge);
      setSaid(t("team.brought", { count: merged.merge.members.length }));
    } catch (error) {
      console.error("Reading the members' files failed", error);
      setProblems([{ id: "team.readFailed" }]);
    } finally {
      if (read === reads.current) setReading(false);
    }
  };

  useEffect(() => {
    // Only the files the dialog opened with, read once it has opened: later ones come through
    // its own button.
    if (files !== undefined && files.length > 0) void Promise.resolve(files).then(bring);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as it opens
  }, []);

  useEffect(() => {
    if (merge !== null) resultHeading.current?.focus();
  }, [merge]);

  useEffect(() => {
    if (settleFirst !== null) settleFirstMessage.current?.focus();
  }, [settleFirst]);

  const held = () => {
    const questions = allQuestions([...state.assessment.checklist]);
    return {
      ticks: questions.filter((q) => q.checked).length,
      notes: countNotes(questions),
      phases: state.assessment.phases.length,
    };
  };

  const use = (merged: TeamMerge, confirmed: boolean) => {
    const left = unsettled(merged, choices);
    if (left.length > 0) {
      setSettleFirst({ words: t("team.settleFirst", { count: left.length }) });
      // Focused as it is drawn (below): read out where the user is, not in the status at the top.
      return;
    }
    setSettleFirst(null);
    const work = held();
    if (!confirmed && work.ticks + work.notes + work.phases > 0) {
      setAsking(true);
      return;
    }
    const result = teamResult(merged, choices, localDateStamp(new Date()), memberName);
    // Made here, not read from a file: nothing of it is kept yet, so leaving the page asks.
    dispatch({
      type: "teamResultUsed",
      assessment: openedOn(
        {
          ticked: result.ticked,
          notes: result.notes,
          setAside: result.setAside,
          variant: result.variant,
          phases: [],
          team: result.team,
        },
        t,
      ),
    });
    close();
  };

  const disagreements = merge?.questions.filter((q) => q.disagreement) ?? [];
  const agreements = merge?.questions.filter((q) => !q.disagreement) ?? [];
  const settledCount = disagreements.filter((q) => choices.ticked.has(q.id)).length;
  const acceptedCount = agreements.filter((q) => choices.ticked.has(q.id)).length;

  const choose = (id: string, ticked: boolean, reason?: string) => {
    setSettleFirst(null);
    setChoices((now) => {
      const setAside = new Map(now.setAside ?? []);
      if (reason === undefined) setAside.delete(id);
      else setAside.set(id, reason);
      return { ...now, ticked: new Map(now.ticked).set(id, ticked), setAside };
    });
  };
  const keepNote = (key: string, keep: boolean) =>
    setChoices((now) => {
      const notesLeftOut = new Set(now.notesLeftOut);
      if (keep) notesLeftOut.delete(key);
      else notesLeftOut.add(key);
      return { ...now, notesLeftOut };
    });

  return (
    <ResponsiveDialog
      ref={dialog}
      aria-labelledby={headingId}
      aria-describedby={introId}
      onClose={onClose}
      maxW="3xl"
    >
      <ModalDialogTitle
        id={headingId}
        title={t("team.title")}
        closeLabel={t("preview.close")}
        onClose={close}
      />
      <Text id={introId}>{t("team.intro")}</Text>

      <Stack as="section" gap="3" aria-labelledby={`${headingId}-names`}>
        <Heading as="h3" size="md" id={`${headingId}-names`}>
          {t("team.namesHeading")}
        </Heading>
        <Flex gap="3" wrap="wrap">
          <Box flex="1" minW="12rem">
            <chakra.label htmlFor={memberId} {...FIELD_LABEL_STYLE}>
              {t("team.memberName")}
            </chakra.label>
            <chakra.input
              id={memberId}
              type="text"
              value={member}
              autoComplete="name"
              dir="auto"
              aria-describedby={hintId}
              onChange={(event) => {
                setMember(event.target.value);
                setNames(event.target.value, project);
              }}
              {...FIELD_STYLE}
            />
          </Box>
          <Box flex="1" minW="12rem">
            <chakra.label htmlFor={projectId} {...FIELD_LABEL_STYLE}>
              {t("team.projectName")}
            </chakra.label>
            <chakra.input
              id={projectId}
              type="text"
              value={project}
              autoComplete="off"
              dir="auto"
              aria-describedby={hintId}
              onChange={(event) => {
                setProject(event.target.value);
                setNames(member, event.target.value);
              }}
              {...FIELD_STYLE}
            />
          </Box>
        </Flex>
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {t("team.namesHint", { max: TEAM_NAME_MAX_LENGTH })}
          {noteLength(member) > TEAM_NAME_MAX_LENGTH || noteLength(project) > TEAM_NAME_MAX_LENGTH
            ? ` ${t("team.nameCut", { max: TEAM_NAME_MAX_LENGTH })}`
            : ""}
        </Text>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby={`${headingId}-bring`}>
        <Heading as="h3" size="md" id={`${headingId}-bring`}>
          {t("team.bringHeading")}
        </Heading>
        <Text>{t("team.bringHint", { max: TEAM_FILES_MAX })}</Text>
        <Flex>
          <Button
            variant="outline"
            colorPalette="teal"
            // Not Chakra's `loading`: its fade back in after a read is a moment of low contrast.
            aria-disabled={reading || undefined}
            onClick={() => {
              if (!reading) input.current?.click();
            }}
          >
            {t("team.choose")}
          </Button>
        </Flex>
        <input
          ref={input}
          type="file"
          multiple
          accept=".json,application/json,.pdf,application/pdf"
          hidden
          data-testid="team-files"
          onChange={(event) => {
            const picked = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = "";
            if (picked.length > 0) void bring(picked);
          }}
        />
        {problems !== null && (
          <Text role="alert" color="fg.error">
            {messageWords(translator, problems)}
          </Text>
        )}
      </Stack>

      {/* Always in the page, so that what appears in it is announced. */}
      <Text role="status" minH="0">
        {said}
      </Text>

      {merge !== null && (
        <Stack as="section" gap="4" aria-labelledby={`${headingId}-result`}>
          <Heading as="h3" size="md" id={`${headingId}-result`} ref={resultHeading} tabIndex={-1}>
            {t("team.resultHeading", {
              count: merge.members.length,
              disagreements: disagreements.length,
            })}
          </Heading>
          {merge.project !== null && (
            <Text>
              {t("team.projectLine")} <bdi>{merge.project}</bdi>
            </Text>
          )}
          <Box>
            <Heading as="h4" size="sm" mb="1">
              {t("team.membersHeading")}
            </Heading>
            <chakra.ul ps="5">
              {merge.members.map((m) => (
                <li key={m.number}>
                  <bdi>{memberName(m)}</bdi> ({t("team.fromFile")} <bdi>{m.fileName}</bdi>)
                </li>
              ))}
            </chakra.ul>
          </Box>

          <TeamDifferences merge={merge} memberName={memberName} />

          <Flex gap="3" wrap="wrap" align="center">
            <chakra.label display="inline-flex" gap="2" alignItems="center" htmlFor={onlyId}>
              <chakra.input
                id={onlyId}
                type="checkbox"
                checked={only}
                onChange={(event) => setOnly(event.target.checked)}
                w="5"
                h="5"
                accentColor="teal.solid"
              />
              {t("team.disagreementsOnly")}
            </chakra.label>
            <Button
              variant="outline"
              colorPalette="teal"
              disabled={agreements.length === 0}
              onClick={() => {
                setSettleFirst(null);
                setChoices((now) => withAgreementsAccepted(merge, now));
                setSaid(t("team.agreementsAccepted", { count: agreements.length }));
              }}
            >
              {t("team.acceptAgreements")}
            </Button>
          </Flex>

          <Box>
            <Heading as="h4" size="sm" mb="2">
              {t("team.disagreementsHeading", {
                count: disagreements.length,
                settled: settledCount,
              })}
            </Heading>
            {disagreements.length === 0 ? (
              <Text color="fg.muted">{t("team.noDisagreements")}</Text>
            ) : (
              <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="3">
                {disagreements.map((q) => (
                  <TeamQuestion
                    key={q.id}
                    question={q}
                    choice={choices.ticked.get(q.id)}
                    chosenReason={choices.setAside?.get(q.id)}
                    notesLeftOut={choices.notesLeftOut}
                    memberName={(n) =>
                      memberName(merge.members[n - 1] ?? { number: n, name: "", fileName: "" })
                    }
                    onChoose={choose}
                    onKeepNote={keepNote}
                  />
                ))}
              </chakra.ul>
            )}
          </Box>

          {!only && (
            <Box>
              <Heading as="h4" size="sm" mb="2">
                {t("team.agreementsHeading", {
                  count: agreements.length,
                  accepted: acceptedCount,
                })}
              </Heading>
              {agreements.length > 0 && (
                <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="3">
                  {agreements.map((q) => (
                    <TeamQuestion
                      key={q.id}
                      question={q}
                      choice={choices.ticked.get(q.id)}
                      chosenReason={choices.setAside?.get(q.id)}
                      notesLeftOut={choices.notesLeftOut}
                      memberName={(n) =>
                        memberName(merge.members[n - 1] ?? { number: n, name: "", fileName: "" })
                      }
                      onChoose={choose}
                      onKeepNote={keepNote}
                    />
                  ))}
                </chakra.ul>
              )}
              <Text color="fg.muted" mt="2">
                {t("team.untouched", { count: merge.untouched })}
              </Text>
            </Box>
          )}

          {asking ? (
            <Stack gap="2" borderWidth="1px" borderColor="border.emphasized" rounded="md" p="3">
              <Text role="alert">{t("team.replaceQuestion", held())}</Text>
              <Flex gap="3" wrap="wrap">
                <Button colorPalette="teal" onClick={() => use(merge, true)}>
                  {t("team.replace")}
                </Button>
                <Button variant="outline" colorPalette="gray" onClick={() => setAsking(false)}>
                  {t("team.keepWork")}
                </Button>
              </Flex>
            </Stack>
          ) : (
            <Stack gap="2">
              <Flex>
                <Button
                  colorPalette="teal"
                  aria-describedby={settleFirst === null ? undefined : `${headingId}-settle-first`}
                  onClick={() => use(merge, false)}
                >
                  {t("team.use")}
                </Button>
              </Flex>
              {settleFirst !== null && (
                // Beside the button it answers, and focused (tabIndex -1), so that it is seen and
                // read out where the user is, not in the status line at the top of a long dialog.
                <Text
                  ref={settleFirstMessage}
                  id={`${headingId}-settle-first`}
                  tabIndex={-1}
                  color="fg.error"
                  fontWeight="medium"
                  focusVisibleRing="outside"
                >
                  {settleFirst.words}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </ResponsiveDialog>
  );
}
