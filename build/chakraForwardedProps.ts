// Chakra's factory asks @emotion/is-prop-valid which props an HTML element takes; its answer is a
// list of every HTML, SVG and React attribute, 2 KiB gzip of every page's first load. The app's
// own answer (src/app/theme/forwardedProps.ts) takes its place, in the build and in the unit tests,
// where each answer is checked against Emotion's (tests/unit/support/forwardedPropsChecked.ts).
import { fileURLToPath } from "node:url";
import type { Alias } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** For the build: the app's answer. */
export const chakraForwardedProps: Alias = {
  find: /^@emotion\/is-prop-valid$/,
  replacement: here("../src/app/theme/forwardedProps.ts"),
};

/** For the unit tests: the app's answer, checked against Emotion's on every prop rendered. */
export const chakraForwardedPropsChecked: Alias = {
  find: /^@emotion\/is-prop-valid$/,
  replacement: here("../tests/unit/support/forwardedPropsChecked.ts"),
};
