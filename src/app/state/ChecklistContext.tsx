// Holds the checklist state above the routes, so ticks survive a visit to About and back.
// Memory only: a reload starts again from the built-in data set (spec §4), and so the page asks
// before it is left holding work that was not saved, exported or opened, or text typed in the
// Customise mode and not applied.

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
} from "react";
import { useImmerReducer } from "use-immer";
import type { Assessment, ChecklistText } from "../../data";
import {
  checklistRecipe,
  createInitialState,
  keptSignature,
  replacesWork,
  type ChecklistEvent,
  type ChecklistState,
} from "./checklistState";

interface ChecklistContextValue {
  state: ChecklistState;
  dispatch: Dispatch<ChecklistEvent>;
}

const ChecklistContext = createContext<ChecklistContextValue | null>(null);

/**
 * The assessment as it stands, for the controls that act on all of it (Save, Open, Export, Preview,
 * Markdown, Word): read when they act, so that a tick or a keystroke does not re-render them.
 */
export interface LatestAssessment {
  readonly current: Assessment;
  /** The language the checklist's built-in words are in, as its messages (ChecklistState.text). */
  readonly text?: ChecklistText;
}

/**
 * The Customise mode as it was left, kept above the routes with the checklist: a visit to About and
 * back finds the mode open, with the text typed in its forms and not applied. Not state: the mode
 * writes it as it changes and reads it as it mounts, and nothing else renders from it.
 */
export interface CustomiseMemory {
  /** Whether the checklist page shows the mode. */
  isOpen(): boolean;
  /** Says the mode opened or closed; closed, it holds no typed text. */
  setOpen(open: boolean): void;
  /** Each form holding typed text, by its key (customise/drafts.ts): its principle, its values. */
  readonly drafts: Map<
    string,
    { readonly principleId: string; readonly values: readonly string[] }
  >;
}

// What never changes: dispatch, and a view of the latest checklist. The parts that only send
// events or read the checklist when they act take it from here, and are not rendered again by
// every tick and keystroke as readers of the state are.
interface SteadyChecklist {
  dispatch: Dispatch<ChecklistEvent>;
  latest: LatestAssessment;
  customise: CustomiseMemory;
  /** Those told when an event replaces the work (replacesWork): useWhenWorkReplaced. */
  replaced: Set<() => void>;
}
const SteadyChecklistContext = createContext<SteadyChecklist | null>(null);

/** Whether leaving now would lose work: anything other than what was last kept. */
export function holdsUnkeptWork(state: ChecklistState): boolean {
  return keptSignature(state.assessment) !== state.kept;
}

/** The checklist's state, its built-in words in the language `text` speaks at first. */
export function ChecklistProvider({
  text,
  children,
}: {
  text: ChecklistText;
  children: ReactNode;
}) {
  const [state, dispatchEvent] = useImmerReducer(checklistRecipe, text, createInitialState);
  const [replaced] = useState(() => new Set<() => void>());
  // Whoever said something of the work is told as the event is dispatched, in the same batch of
  // updates: what they say after it (Opened, straight after the file is applied) is what stays.
  const dispatch = useCallback<Dispatch<ChecklistEvent>>(
    (event) => {
      dispatchEvent(event);
      if (replacesWork(event)) for (const told of replaced) told();
    },
    [dispatchEvent, replaced],
  );
  // Read when the page is being left (the signature is worked out only then, not on every tick)
  // and when Save, Open, Export, Preview or Markdown act. Updated as the change is committed, not
  // after paint as useEffect would: "PDF ready" or "Saved …" can be on screen, and the tab closed,
  // before a passive effect has run; a Save straight after a tick or a key saves it.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  const [customise] = useState<CustomiseMemory>(() => {
    let open = false;
    const drafts: CustomiseMemory["drafts"] = new Map();
    return {
      isOpen: () => open,
      setOpen(now) {
        open = now;
        if (!now) drafts.clear();
      },
      drafts,
    };
  });
  const steady = useMemo<SteadyChecklist>(
    () => ({
      dispatch,
      customise,
      replaced,
      latest: {
        get current() {
          return latest.current.assessment;
        },
        get text() {
          return latest.current.text;
        },
      },
    }),
    [dispatch, customise, replaced],
  );
  useEffect(() => {
    const askFirst = (event: BeforeUnloadEvent) => {
      if (!holdsUnkeptWork(latest.current) && customise.drafts.size === 0) return;
      // preventDefault is the standard way; returnValue is what older engines (WebKitGTK among
      // them) still look for.
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", askFirst);
    return () => window.removeEventListener("beforeunload", askFirst);
  }, [customise]);
  return (
    <SteadyChecklistContext value={steady}>
      <ChecklistContext value={{ state, dispatch }}>{children}</ChecklistContext>
    </SteadyChecklistContext>
  );
}

export function useChecklist(): ChecklistContextValue {
  const value = useContext(ChecklistContext);
  if (!value) throw new Error("useChecklist must be used inside <ChecklistProvider>");
  return value;
}

/** The assessment as it stands, the same object every render (LatestAssessment). */
export function useLatestAssessment(): LatestAssessment {
  const value = useContext(SteadyChecklistContext);
  if (!value) throw new Error("useLatestAssessment must be used inside <ChecklistProvider>");
  return value.latest;
}

/** The Customise mode as it was left (CustomiseMemory), the same object every render. */
export function useCustomiseMemory(): CustomiseMemory {
  const value = useContext(SteadyChecklistContext);
  if (!value) throw new Error("useCustomiseMemory must be used inside <ChecklistProvider>");
  return value.customise;
}

/**
 * Tells the checklist that `assessment` is now kept in a file (saved or exported), so leaving with
 * exactly that asks nothing. Outside a provider (a component tested alone) there is nothing to tell.
 */
export function useMarkKept(): (assessment: Assessment) => void {
  const dispatch = useContext(SteadyChecklistContext)?.dispatch;
  return useCallback((assessment) => dispatch?.({ type: "kept", assessment }), [dispatch]);
}

/**
 * Calls `clear` whenever an event replaces the work on screen or changes what the checklist is
 * (replacesWork), as that event is dispatched: for a status that describes the work as it was when
 * said ("Opened …", "Saved …: 5 ticks"), which would otherwise outlive it. Outside a provider (a
 * component tested alone) nothing is replaced.
 */
export function useWhenWorkReplaced(clear: () => void): void {
  const replaced = useContext(SteadyChecklistContext)?.replaced;
  const onReplaced = useEffectEvent(clear);
  useEffect(() => {
    if (replaced === undefined) return;
    const told = () => onReplaced();
    replaced.add(told);
    return () => {
      replaced.delete(told);
    };
  }, [replaced]);
}

/**
 * Puts the checklist's built-in words into the language `text` speaks, if they are not in it yet;
 * the same function every render. Reads the checklist as it stands, so its caller is not rendered
 * again by every tick.
 */
export function useChecklistInLanguage(): (text: ChecklistText) => void {
  const steady = useContext(SteadyChecklistContext);
  if (!steady) throw new Error("useChecklistInLanguage must be used inside <ChecklistProvider>");
  const { dispatch, latest } = steady;
  return useCallback(
    (text) => {
      if (latest.text !== text) dispatch({ type: "languageChanged", text });
    },
    [dispatch, latest],
  );
}
