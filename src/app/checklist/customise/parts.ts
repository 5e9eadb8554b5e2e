// The parts of customise/ fetched on first use: the Customise mode and a customised checklist's banner.

export { CustomiseMode } from "./CustomiseMode";
export { CustomisedBanner } from "./CustomisedBanner";
