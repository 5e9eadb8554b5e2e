// A Testing Library text matcher for a whole sentence the app shows: words not the message's own
// (a file's name, a checklist's title, a field's typed words) are `<bdi>` elements of their own
// (MessageWithOwnWords), so the sentence is read from the element's text, not from one text node.
// The innermost element that says it matches, never its ancestors too.

import type { MatcherFunction } from "@testing-library/react";

const says = (element: Element, words: string | RegExp): boolean => {
  // A live region's words set apart as U+2068…U+2069 (isolated()) read without the two marks.
  const text = (element.textContent ?? "")
    .replace(/[\u2068\u2069]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return typeof words === "string" ? text === words.replace(/\s+/g, " ").trim() : words.test(text);
};

export const sentence =
  (words: string | RegExp): MatcherFunction =>
  (_, element) =>
    element !== null &&
    says(element, words) &&
    ![...element.children].some((child) => says(child, words));
