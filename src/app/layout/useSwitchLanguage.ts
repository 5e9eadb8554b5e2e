// A change of language within the page: the new language's messages first (every part the page has
// loaded in the current one, and a guidance page's own words, which a page just opened may still be
// waiting for: nothing shown waits for its words), then the same page's address in it. The
// checklist, kept above the routes, follows (InLanguage).

import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import {
  loadMessages,
  loadedParts,
  pathInLanguage,
  splitLanguagePath,
  type Language,
  type MessagePart,
} from "../../i18n";
import { NAVIGATION_ENTRIES } from "./navigationEntries";
import { useTranslator } from "../language/TranslatorContext";

/** This page's address in `target`, its query and fragment kept. */
export function useAddressIn(): (target: Language) => string {
  const { pathname, search, hash } = useLocation();
  const { path } = splitLanguagePath(pathname);
  return useCallback(
    (target) => `${pathInLanguage(target, path)}${search}${hash}`,
    [path, search, hash],
  );
}

export function useSwitchLanguage(): (target: Language) => Promise<void> {
  const { language } = useTranslator();
  const navigate = useNavigate();
  const addressIn = useAddressIn();
  const { path } = splitLanguagePath(useLocation().pathname);
  return useCallback(
    async (target) => {
      if (target.code === language.code) return;
      const parts = partsToSwitch(loadedParts(language.code), path);
      await Promise.all(parts.map((part) => loadMessages(target.code, part)));
      await navigate(addressIn(target));
    },
    [language, navigate, addressIn, path],
  );
}

/**
 * The parts of the new language's messages a switch on the page at `path` waits for: those the
 * page has loaded in its current language, and the page's own words if it is a guidance page.
 */
export function partsToSwitch(loaded: readonly MessagePart[], path: string): MessagePart[] {
  const copy = NAVIGATION_ENTRIES.find((entry) => entry.path === path)?.copy;
  return [...new Set([...loaded, ...(copy ? [copy] : [])])];
}

/** Whether a click on a link is the page's to handle: a plain click, not one for a new tab. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return !(event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
