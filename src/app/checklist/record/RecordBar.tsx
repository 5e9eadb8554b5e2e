// Save and Open: the researcher keeps the assessment in a file of their own, and opens it
// (or a PDF exported here, which carries it) to continue. Also Ctrl+S / ⌘+S, and a file dropped
// anywhere on the checklist page. The first load carries only this: the work (writing, reading,
// asking, listing) is fetched on first use (recordActions.ts, through recordActionsModule.ts); its dialogs and the
// drop overlay come in the lazy parts' chunk, through their slots (partSlots.ts).

import { Button, Flex, Text, chakra } from "@chakra-ui/react";
import { FolderOpen, Save } from "lucide";
import { memo, useEffect, useEffectEvent, useRef, useState, type Dispatch } from "react";
import { Deferred } from "../../onDemand";
import { DropOverlay, OpenReview, ReplaceDialog, TeamDialog } from "./partSlots";
import { loadRecordActions, type RecordActions } from "./recordActionsModule";
import { loadMessages } from "../../../i18n";
import { ErrorCallout } from "../../errors/ErrorCallout";
import { Icon } from "../../icons/Icon";
import { useTranslator } from "../../language/TranslatorContext";
import { useWhenWorkReplaced, type LatestAssessment } from "../../state/ChecklistContext";
import type { ChecklistEvent } from "../../state/checklistState";
import type { PendingOpen, RecordBarControls, RecordOutcome } from "./recordControls";

/** Ctrl+S, or ⌘+S: by the key's letter, or where the layout has no Latin letters, by its place. */
function isSaveShortcut(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return /^[a-z]$/i.test(event.key) ? event.key.toLowerCase() === "s" : event.code === "KeyS";
}

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes("Files") ?? false;
}

interface RecordBarProps {
  /** The checklist as it stands, read when Save or Open acts (not a prop that changes, below). */
  latest: LatestAssessment;
  dispatch: Dispatch<ChecklistEvent>;
}

/** The value after `#checklist=` in the page's address, or null when it carries no checklist link. */
function checklistLinkInAddress(): string | null {
  // Written out, not imported from src/variant: the first load must not carry the link's decoder.
  const prefix = "#checklist=";
  return location.hash.startsWith(prefix) ? location.hash.slice(prefix.length) : null;
}

/**
 * The site's own checklist, when the deployment names one beside index.html:
 * `<meta name="checklist-variant" content="checklist.json">`. Without it nothing is fetched, so an
 * ordinary deployment makes no request for a file it does not have.
 */
function siteChecklistPath(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="checklist-variant"]');
  const path = meta?.content.trim();
  return path ? path : null;
}

/**
 * Memoised, with props that never change: the checklist page re-renders on every tick and every
 * key typed in a note, and this bar's buttons would re-resolve their styles each time for nothing.
 */
export const RecordBar = memo(function RecordBar({ latest, dispatch }: RecordBarProps) {
  const translator = useTranslator();
  const { t } = translator;
  const [outcome, setOutcome] = useState<RecordOutcome | null>(null);
  const [pending, setPending] = useState<PendingOpen | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  // One file at a time: a second, picked or dropped while one is read or asked about, is ignored.
  const opening = useRef(false);
  const dragDepth = useRef(0);
  // What the bar said describes the work as it was then: once the work is replaced (a file opened,
  // a team's result used, the checklist customised, a reset, a past phase shown), it is cleared, in
  // the same update, so that what is said of the new work (Opened …) is what stays. The Team dialog
  // is not a thing said: it stays open until it closes itself.
  useWhenWorkReplaced(() => setOutcome((said) => (said?.kind === "team" ? said : null)));

  const controls = (): RecordBarControls => ({
    assessment: latest.current,
    dispatch,
    say: setOutcome,
    ask: setPending,
    opening,
    translator,
  });
  // Save and Open's work comes with what it says: the language's `later` messages.
  const run = (task: (actions: RecordActions) => unknown) => {
    Promise.all([loadRecordActions(), loadMessages(translator.language.code, "later")]).then(
      ([actions]) => task(actions),
      (error: unknown) => {
        console.error("Save and Open could not be loaded", error);
        opening.current = false;
        // Said by the bar itself, in the first load's messages: the `later` ones may be what failed.
        setOutcome({ kind: "failed", words: () => t("assessmentFile.unavailable") });
      },
    );
  };
  const save = () => run((actions) => actions.save(controls()));
  const open = (files: readonly File[]) => run((actions) => actions.open(files, controls()));

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!isSaveShortcut(event)) return;
    // Instead of the browser's "Save page as", which would keep a copy of the page, not the work.
    event.preventDefault();
    if (!event.repeat) save();
  });

  // Dropping a file anywhere on the page: without this, the browser would open the file in place of
  // the page, and the checklist with it would be gone.
  const onDrag = useEffectEvent((event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    if (event.type === "dragover" && event.dataTransfer) event.dataTransfer.dropEffect = "copy";
    // Moving from one element to another enters the next before it leaves the last: counted, the
    // drag has left the page when every enter has had its leave.
    if (event.type === "dragenter") dragDepth.current += 1;
    if (event.type === "dragleave") dragDepth.current = Math.max(0, dragDepth.current - 1);
    setDragging(event.type !== "drop" && dragDepth.current > 0);
    if (event.type !== "drop") return;
    dragDepth.current = 0;
    // Copied now: a drop's file list is emptied once the event is over.
    open([...(event.dataTransfer?.files ?? [])]);
  });

  // A checklist link, in the address as the page starts or pasted into it later (only the fragment
  // changes, so the page stays: hashchange); else the site's own checklist, if it names one.
  const onAddress = useEffectEvent((starting: boolean) => {
    const link = checklistLinkInAddress();
    if (link !== null) return run((actions) => actions.openChecklistLink(link, controls()));
    const site = starting ? siteChecklistPath() : null;
    if (site !== null) run((actions) => actions.openSiteChecklist(site, controls()));
  });
  useEffect(() => {
    onAddress(true);
    const changed = () => onAddress(false);
    window.addEventListener("hashchange", changed);
    return () => window.removeEventListener("hashchange", changed);
  }, []);

  useEffect(() => {
    const drag = (event: DragEvent) => onDrag(event);
    const key = (event: KeyboardEvent) => onKeyDown(event);
    const types = ["dragenter", "dragover", "dragleave", "drop"] as const;
    for (const type of types) document.addEventListener(type, drag);
    document.addEventListener("keydown", key);
    return () => {
      for (const type of types) document.removeEventListener(type, drag);
      document.removeEventListener("keydown", key);
    };
  }, []);

  // Put into words as it is shown: after a change of language, in the new one.
  const said = outcome === null ? "" : outcome.words(translator);

  return (
    <chakra.section
      id="assessment-file"
      aria-label={t("assessmentFile.label")}
      className="no-print"
    >
      <Flex gap="3" align="center" wrap="wrap">
        <Button
          ref={openButton}
          variant="outline"
          colorPalette="teal"
          onClick={() => input.current?.click()}
        >
          <Icon icon={FolderOpen} />
          {t("assessmentFile.open")}
        </Button>
        <Button variant="outline" colorPalette="teal" onClick={save}>
          <Icon icon={Save} />
          {t("assessmentFile.save")}
        </Button>
        <Text fontSize="sm" color="fg.muted" flex="1" minW="14rem">
          {t("assessmentFile.hint")}
        </Text>
        <input
          ref={input}
          type="file"
          multiple
          accept=".json,application/json,.pdf,application/pdf"
          hidden
          onChange={(event) => {
            // Copied before the field is emptied (some engines empty the list in place); emptied so
            // that picking the same file again, after changes, opens it again.
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = "";
            if (files.length > 0) open(files);
          }}
        />
      </Flex>
      <chakra.p role="status" mt={outcome && outcome.kind !== "failed" ? "2" : "0"}>
        {outcome?.kind === "failed" ? "" : said}
      </chakra.p>
      {outcome?.kind === "failed" && (
        <ErrorCallout message={said} mt="2" onDismiss={() => setOutcome(null)} />
      )}
      {outcome?.kind === "opened" && (
        <Deferred>
          <OpenReview
            assessment={outcome.assessment}
            onDismiss={() => setOutcome({ kind: "status", words: () => "" })}
          />
        </Deferred>
      )}
      {pending && (
        <Deferred>
          <ReplaceDialog
            message={pending.message}
            onAnswer={(replace) => {
              const asked = pending;
              setPending(null);
              openButton.current?.focus();
              run((actions) => actions.answer(replace, asked, controls()));
            }}
          />
        </Deferred>
      )}
      {outcome?.kind === "team" && (
        <Deferred>
          <TeamDialog
            files={outcome.files}
            onClose={() => {
              setOutcome(null);
              openButton.current?.focus();
            }}
          />
        </Deferred>
      )}
      {dragging && (
        <Deferred>
          <DropOverlay />
        </Deferred>
      )}
    </chakra.section>
  );
});
