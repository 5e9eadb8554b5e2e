// Holds the checklist state above the routes, so ticks survive a visit to About and back.
// Memory only: a reload starts again from the built-in data set (spec §4).

import { createContext, useContext, type Dispatch, type ReactNode } from "react";
import { useImmerReducer } from "use-immer";
import {
  checklistRecipe,
  createInitialState,
  type ChecklistEvent,
  type ChecklistState,
} from "./checklistState";

interface ChecklistContextValue {
  state: ChecklistState;
  dispatch: Dispatch<ChecklistEvent>;
}

const ChecklistContext = createContext<ChecklistContextValue | null>(null);

export function ChecklistProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useImmerReducer(checklistRecipe, undefined, createInitialState);
  return <ChecklistContext value={{ state, dispatch }}>{children}</ChecklistContext>;
}

export function useChecklist(): ChecklistContextValue {
  const value = useContext(ChecklistContext);
  if (!value) throw new Error("useChecklist must be used inside <ChecklistProvider>");
  return value;
}
