// What the component tests of Save, Open, the Customise mode and the preview share: jsdom's missing
// piece (a modal <dialog>) and the questions by id.

import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";

export const QUESTIONS = allQuestions(createInitialChecklist());
export const textOf = (id: string) => QUESTIONS.find((q) => q.id === id)?.text ?? "";

/** jsdom has <dialog> but not its modal methods; these do what the tests rely on. */
export function polyfillModalDialog(): void {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

export function setUpJsdom(): void {
  polyfillModalDialog();
}
