// The language on screen, for every component: its messages (useT) and its formats.

import { createContext, use, useContext, type ReactNode } from "react";
import { hasMessages, loadMessages, type Translator } from "../../i18n";

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/** The language on screen: its code, name, direction, messages and formats. */
export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslator must be used inside <TranslatorProvider>");
  return translator;
}

/** The message lookup of the language on screen: t("nav.about") → "À propos". */
export function useT(): Translator["t"] {
  return useTranslator().t;
}

/**
 * Suspends a part loaded on demand until the messages it shows (the language's `later` part) have
 * come: at once, once they have. Called by each such part, so they come with its chunk.
 */
export function useLaterMessages(): void {
  const { language } = useTranslator();
  if (!hasMessages(language.code, "later")) use(loadMessages(language.code, "later"));
}
