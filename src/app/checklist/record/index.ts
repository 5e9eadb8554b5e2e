// The public face of record/: the Open and Save bar, and Save and Open's work, fetched on first use
// (loadRecordActions). Its dialogs and drop overlay are fetched on first use (parts.ts; the bar
// shows them by their names in the lazy parts' chunk, partSlots.ts).

export { RecordBar } from "./RecordBar";
export { loadRecordActions, type RecordActions } from "./recordActionsModule";
