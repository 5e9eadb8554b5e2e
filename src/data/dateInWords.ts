// How the app says a moment in words: the report's date and time ("November 23, 2026", "2:05 PM")
// and Open's status ("saved November 23, 2026 at 2:05 PM") say it alike.

export interface DateInWords {
  readonly date: string;
  readonly time: string;
}

// ICU separates "3:45" from "PM" with a narrow no-break space (U+202F), and some locales use
// no-break spaces elsewhere. The PDF's standard fonts cannot encode U+202F, and people searching the
// file type a plain space, so the words carry plain spaces.
function withPlainSpaces(text: string): string {
  return text.replace(/[\u00a0\u2007\u2009\u202f]/g, " ");
}

/** `moment` as a long date and a short time, in `locale` (English by default) and `timeZone`. */
export function dateInWords(
  moment: Date,
  { locale = "en", timeZone }: { locale?: string; timeZone?: string } = {},
): DateInWords {
  const zone = timeZone === undefined ? {} : { timeZone };
  return {
    date: withPlainSpaces(
      new Intl.DateTimeFormat(locale, { dateStyle: "long", ...zone }).format(moment),
    ),
    time: withPlainSpaces(
      new Intl.DateTimeFormat(locale, { timeStyle: "short", ...zone }).format(moment),
    ),
  };
}
