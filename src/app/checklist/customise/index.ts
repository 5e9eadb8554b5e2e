// The public face of customise/: the Customise mode (issue 30). What the first load carries is the
// bar with the banner and the Customise button; the mode itself is fetched on first use.

export { CustomiseBar } from "./CustomiseBar";
export { NEW_VARIANT, UNTITLED_CHECKLIST } from "./newVariant";
