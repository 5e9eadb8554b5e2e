// A visit to an English page from a browser that prefers another of the app's languages is offered
// that language, in it, under the header (LanguageOfferBanner.tsx): a link to the same page in it,
// which keeps the work as the switcher does, and a way to decline. Not a redirect: the page the
// visitor asked for stays, and whatever they have done on it. Nothing is stored, so a new visit
// asks again; within a visit, once. The banner and the offered language's messages are fetched
// only when there is an offer to make.

import { useEffect, useState, type ComponentType } from "react";
import { loadMessages, preferredLanguage, type Language } from "../../i18n";
import { loadPart } from "../onDemand";
import { useTranslator } from "../language/TranslatorContext";

type Banner = ComponentType<{ offer: Language; onClose: () => void }>;

/**
 * The banner comes in the lazy parts' chunk (src/app/parts), under this name: a chunk of its own
 * made the bundler split the first load into nine.
 */
export const LANGUAGE_OFFER_BANNER = "LanguageOfferBanner";

/** Whether this visit has been offered a language already (the app's memory, not the browser's). */
let offered = false;

export function LanguageOffer() {
  const { language } = useTranslator();
  const [offer, setOffer] = useState<{ language: Language; Banner: Banner } | null>(null);

  // Once, as the app first shows a page: the browser's preference is not the prerendered page's to
  // know, and a page the visitor has since moved to English by hand is not offered anything.
  useEffect(() => {
    if (offered || language.code !== "en") return;
    offered = true;
    const wanted = preferredLanguage(navigator.languages ?? [navigator.language]);
    if (!wanted || wanted.code === "en") return;
    let live = true;
    Promise.all([
      loadPart<Banner>(LANGUAGE_OFFER_BANNER),
      loadMessages(wanted.code),
      // The offer's own words are in the offered language's later part (languageOffer.*).
      loadMessages(wanted.code, "later"),
    ]).then(
      ([Banner]) => live && setOffer({ language: wanted, Banner }),
      // No offer is better than a broken one; the switcher is still there.
      () => undefined,
    );
    return () => {
      live = false;
    };
    // Only on arrival: its language then is what is compared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!offer || language.code === offer.language.code) return null;
  return <offer.Banner offer={offer.language} onClose={() => setOffer(null)} />;
}

/** Lets a test begin a new visit. */
export function forgetLanguageOffer(): void {
  offered = false;
}
