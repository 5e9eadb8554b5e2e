// Save and Open's work (writing and reading files, their messages, src/record): the record bar in
// the first load carries only its buttons and listeners.

import { retryUntilLoaded } from "./retryUntilLoaded";

export type RecordActions = typeof import("../checklist/record/recordActions");

export const loadRecordActions: () => Promise<RecordActions> = retryUntilLoaded(
  () => import("../checklist/record/recordActions"),
);
