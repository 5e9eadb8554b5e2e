export { App, AppProviders, AppRoutes } from "./App";
export { PRERENDERED_PATHS, isPrerenderedFor } from "./prerenderedPage";
export { holdGuidanceCopyUntilReady, loadPageCopy } from "./onDemand";
export { ChecklistProvider } from "./state/ChecklistContext";
export { system } from "./theme/system";
