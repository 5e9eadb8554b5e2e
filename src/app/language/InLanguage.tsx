// The language of the page, from its address (/fr/about is French): its messages for everything
// below, the document's lang and dir, and the checklist's built-in words in it. A change of language
// is a change of address, within the page: every tick, note, open section and the Customise mode
// stay as they were.

import { useLayoutEffect, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { splitLanguagePath, translatorFor } from "../../i18n";
import { useChecklistInLanguage } from "../state/ChecklistContext";
import { TranslatorProvider, useMessages } from "./TranslatorContext";

export function InLanguage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { language } = splitLanguagePath(pathname);
  // Loaded before the page is shown, and by the switcher before it changes the address; only a
  // move through the browser's history to a language not yet seen waits for its messages here.
  useMessages(language.code, "app");
  const translator = translatorFor(language.code);

  const checklistIn = useChecklistInLanguage();
  // Before the browser paints: the page never shows a moment of the previous language's words.
  useLayoutEffect(() => checklistIn(translator.t), [checklistIn, translator]);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language.code;
    root.dir = language.dir;
  }, [language]);

  return <TranslatorProvider translator={translator}>{children}</TranslatorProvider>;
}
