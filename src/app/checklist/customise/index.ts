// The public face of customise/: the Customise mode. The first load carries the bar with the
// Customise button; the banner and the mode are fetched on first use (../../onDemand).

export { CustomiseBar } from "./CustomiseBar";
