// The parts of team/ fetched on first use: Team under More, and its dialog.

export { TeamButton } from "./TeamButton";
export { TeamDialog } from "./TeamDialog";
