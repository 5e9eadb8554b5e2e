// The public face of customise/: the Customise mode. The first load carries the bar with the
// Customise button; the banner and the mode are fetched on first use (parts.ts; the bar shows the
// banner by its name in the lazy parts' chunk, partSlots.ts).

export { CustomiseBar } from "./CustomiseBar";
