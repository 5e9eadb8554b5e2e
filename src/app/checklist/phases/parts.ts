// The parts of phases/ fetched on first use: Phases under More, its dialog, and a past phase's view.

export { PhasesButton } from "./PhasesButton";
export { PhaseView } from "./PhaseView";
