// The public face of preview/: the Preview button. Its dialog is fetched on first use (parts.ts;
// the button shows it by its name in the lazy parts' chunk, partSlots.ts).

export { PreviewButton } from "./PreviewButton";
