// The built-in checklist in English, the source language: what a record keeps of each question's
// wording, whatever the language on screen, and what most tests assess.

import { englishText } from "../../i18n/english";
import { createChecklist } from "../principles";
import type { Principle } from "../types";

/** A fresh, unshared copy of the built-in checklist in English, every question unticked. */
export function createInitialChecklist(): Principle[] {
  return createChecklist(englishText);
}
