// The built-in checklist in English, the source language: what a record keeps of each question's
// wording, whatever the language on screen, and what most tests assess.

import { englishText } from "../../i18n/english";
import { createChecklist, withBuiltInWords } from "../principles";
import type { Principle } from "../types";

/** A fresh, unshared copy of the built-in checklist in English, every question unticked. */
export function createInitialChecklist(): Principle[] {
  return createChecklist(englishText);
}

/**
 * The same checklist with its built-in words in English: what a saved assessment records of each
 * question, and what its checklist's fingerprint is made from, in whatever language it was made.
 */
export function inEnglish(principles: readonly Readonly<Principle>[]): Principle[] {
  return withBuiltInWords(principles, englishText);
}
