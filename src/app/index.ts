export { App, AppRoutes } from "./App";
export { ChecklistProvider } from "./state/ChecklistContext";
export { system } from "./theme/system";
