// In the unit tests, @emotion/is-prop-valid is this: the app's answer (src/app/theme/forwardedProps.ts,
// which the build puts in Emotion's place), compared with Emotion's on every prop a test renders.
// Where they differ, the prop is noted; after each test, tests/unit/setup.ts fails it for any noted
// prop Chakra does not read as a style prop (one that would reach the DOM as a stray attribute, or
// an attribute kept from it).

import { createRequire } from "node:module";
import isForwarded from "../../../src/app/theme/forwardedProps";

// Emotion's own answer, by Node's require: the alias that puts this file in its place is Vite's.
const emotion = createRequire(import.meta.url)("@emotion/is-prop-valid") as {
  default: (prop: string) => boolean;
};

/** The props whose answers differ, since the last test: read and emptied by tests/unit/setup.ts. */
export const answeredOtherwise = new Set<string>();

export default function isForwardedCompared(prop: string): boolean {
  const ours = isForwarded(prop);
  if (ours !== emotion.default(prop)) answeredOtherwise.add(prop);
  return ours;
}
