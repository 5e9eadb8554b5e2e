// Which props Chakra's factory passes on to an HTML element (chakra.div, Box, chakra.button …),
// in place of @emotion/is-prop-valid (the build's alias: build/chakraForwardedProps.ts). Chakra
// forwards a prop when this says yes and the prop is not one of its style props or a recipe's
// variant; Emotion's answer is a list of every HTML, SVG and React attribute (2 KiB gzip of every
// page's first load). Of the props the app hands an element, Emotion's list refused none but
// these: `as` (which Chakra reads as "render this tag instead", from this very answer),
// `asChild`, and the `html*` props Chakra turns into the element's own width, height, size and
// translate. Every other prop the app passes is an attribute, an `on…` handler, `aria-*` or
// `data-*`, which both answers forward. In the unit tests, every answer is checked against
// Emotion's (tests/unit/support/forwardedPropsChecked.ts): a prop the two disagree on, and which
// is not a style prop, fails the test that rendered it.

const KEPT_BACK = new Set([
  "as",
  "asChild",
  "htmlWidth",
  "htmlHeight",
  "htmlSize",
  "htmlTranslate",
]);

export default function isForwarded(prop: string): boolean {
  return !KEPT_BACK.has(prop);
}
