// What the Customise mode's component tests share: jsdom's missing pieces (Blob reading, a modal
// <dialog>) and the questions by id.

import { configure } from "@testing-library/react";
import { allQuestions, createInitialChecklist } from "../../../src/data";

export const QUESTIONS = allQuestions(createInitialChecklist());
export const textOf = (id: string) => QUESTIONS.find((q) => q.id === id)?.text ?? "";

export function setUpJsdom(): void {
  // The mode and the dialog load on first use: on a loaded machine that outlasts a second.
  configure({ asyncUtilTimeout: 5000 });
  const read = (blob: Blob, as: "readAsArrayBuffer" | "readAsText") =>
    new Promise<string | ArrayBuffer | null>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error ?? new Error("read failed"));
      reader[as](blob);
    });
  Blob.prototype.arrayBuffer ??= function (this: Blob) {
    return read(this, "readAsArrayBuffer") as Promise<ArrayBuffer>;
  };
  Blob.prototype.text ??= function (this: Blob) {
    return read(this, "readAsText") as Promise<string>;
  };
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}
