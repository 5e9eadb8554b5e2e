// The last resort, when the app's own frame (theme, layout, header or footer) failed to render: plain
// elements and plain styles, since whatever failed may be the theme. Starting over reloads the page,
// which is also all a reload costs: nothing was ever stored.
//
// It shows outside the router and the language's context (they may be what failed): it reads the
// language from the address itself, and says its words in English should that language's messages
// not have come.

import { useEffect, useRef, useState } from "react";
import { PRODUCT_TITLE } from "../../data";
import {
  SOURCE_LANGUAGE,
  hasMessages,
  pathInLanguage,
  splitLanguagePath,
  translatorFor,
  type Language,
} from "../../i18n";

interface CrashWords {
  /** The language the words are in. */
  readonly language: Language;
  readonly product: string;
  readonly title: string;
  readonly text: string;
  readonly startOver: string;
  readonly documentTitle: string;
  /** Where Start over goes: the checklist in the address's language, words or not. */
  readonly home: string;
}

/**
 * The screen's words when no messages can be had: the English of locales/en.po's error.title,
 * error.appFailed and error.startOver, here so that this screen needs nothing loaded to show.
 */
const ENGLISH = {
  title: "Something went wrong",
  text: "The checklist hit an unexpected error and cannot carry on. Starting over reloads it with every question unticked. Nothing you ticked was stored or sent anywhere.",
  startOver: "Start over",
};

function crashWords(): CrashWords {
  let home = "/";
  try {
    const { language } = splitLanguagePath(window.location.pathname);
    home = pathInLanguage(language, "/");
    if (hasMessages(language.code)) {
      const { t } = translatorFor(language.code);
      const product = t("product.title");
      const title = t("error.title");
      return {
        language,
        product,
        title,
        text: t("error.appFailed"),
        startOver: t("error.startOver"),
        documentTitle: t("page.documentTitle", { page: title, product }),
        home,
      };
    }
  } catch {
    // Whatever failed here too, the screen still shows, in English.
  }
  return {
    language: SOURCE_LANGUAGE,
    product: PRODUCT_TITLE,
    ...ENGLISH,
    documentTitle: `${ENGLISH.title} | ${PRODUCT_TITLE}`,
    home,
  };
}

export function AppCrashScreen() {
  const heading = useRef<HTMLHeadingElement>(null);
  const [words] = useState(crashWords);
  useEffect(() => heading.current?.focus(), []);

  return (
    <main
      lang={words.language.code}
      dir={words.language.dir}
      style={{
        maxWidth: "40rem",
        margin: "0 auto",
        padding: "3rem 1.5rem",
        fontFamily: "system-ui, sans-serif",
        lineHeight: 1.5,
      }}
    >
      <title>{words.documentTitle}</title>
      <p style={{ margin: 0 }}>{words.product}</p>
      {/* Focused from script for screen readers, never reached by Tab: no ring to show. */}
      <h1
        ref={heading}
        tabIndex={-1}
        style={{ fontSize: "2rem", margin: "0.5rem 0 1rem", outline: "none" }}
      >
        {words.title}
      </h1>
      <p>{words.text}</p>
      <button
        type="button"
        onClick={() => window.location.assign(words.home)}
        style={{ font: "inherit", padding: "0.5rem 1rem", minHeight: "2.75rem", cursor: "pointer" }}
      >
        {words.startOver}
      </button>
    </main>
  );
}
