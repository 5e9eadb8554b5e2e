// The offer of the browser's preferred language (language/LanguageOffer.tsx), fetched only when the
// browser prefers another of the app's languages than the page's.

import type { ComponentType } from "react";
import type { Language } from "../../i18n";
import { retryUntilLoaded } from "./retryUntilLoaded";

export const loadLanguageOfferBanner = retryUntilLoaded(
  (): Promise<ComponentType<{ offer: Language; onClose: () => void }>> =>
    import("../language/LanguageOfferBanner").then((module) => module.LanguageOfferBanner),
);
