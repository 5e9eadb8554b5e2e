// The public face of onDemand/: every part of the app fetched on first use, once, a failure
// forgotten so that the next ask fetches again; and `Deferred`, around a part while it comes.

export {
  GUIDANCE_PARTS,
  type GuidancePart,
  holdGuidanceCopyUntilReady,
  prefetchGuidanceCopy,
  releaseGuidanceCopy,
  prefetchGuidanceCopyWhenIdle,
  useGuidanceCopy,
} from "./guidanceCopy";
export {
  CustomiseMode,
  CustomisedBanner,
  DropOverlay,
  MarkdownButton,
  NoteEditor,
  OpenReview,
  PhaseView,
  PhasesButton,
  TeamButton,
  TeamDialog,
  PreviewDialog,
  ReplaceDialog,
  UndoReset,
  WordButton,
  loadLanguageOfferBanner,
  prefetchChecklistParts,
} from "./checklistParts";
export { Deferred } from "./Deferred";
export { loadExportModule, prefetchExportModule, type ExportModule } from "./exportModule";
export { loadPreviewModule, prefetchPreviewModule, type PreviewModule } from "./previewModule";
export { loadRecordActions, type RecordActions } from "./recordActionsModule";
export { retryUntilLoaded } from "./retryUntilLoaded";
