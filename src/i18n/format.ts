/*
 * Numbers, prices and dates the locale's way. Prices stay in US dollars, written as the
 * language writes them ('$29', '29 US$', 'US$ 29'). Callers pass the interface's locale
 * (`useLingui().i18n.locale`), so a component that formats also rerenders on a language change.
 */

// Each format is made once per locale and options: making one takes milliseconds on a phone, and
// a feed or a chat writes dozens of dates and numbers in one render.
const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** Dates and times the locale's way, e.g. `dateFormat('en', { dateStyle: 'long' }).format(date)`. */
export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
};

/** A moment in full, as a title beside a relative time ('November 29, 2026 at 4:47 AM'). */
export const EXACT_DATE_TIME: Intl.DateTimeFormatOptions = {
  dateStyle: 'long',
  timeStyle: 'short',
};

/** A price in US dollars: cents only when there are some ('$29', '$9.99'). */
export const formatUsd = (locale: string, dollars: number) =>
  numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  }).format(dollars);

/** A ticket's price in US dollars, always with its cents ('$15.00', '15,00 $US'). */
export const formatUsdCents = (locale: string, dollars: number) =>
  numberFormat(locale, { style: 'currency', currency: 'USD' }).format(dollars);

/** A whole percentage: '87%' in English, '87 %' in French. */
export const formatPercent = (locale: string, percent: number) =>
  numberFormat(locale, { style: 'percent' }).format(percent / 100);

export const formatNumber = (locale: string, value: number) =>
  numberFormat(locale, {}).format(value);

/**
 * What makes a locale's first formats quick, a part at a time: its likely-subtags data
 * (`Intl.Locale`), its numbers', then, where a screen writes dates, its calendar's. Each loads the
 * browser's locale data, tens of milliseconds on a phone, once for the whole page: the app has
 * them made off the main thread (src/app/prepareFormats.ts).
 */
export const formatDataParts = (locale: string, { dates }: { dates: boolean }) => [
  () => new Intl.Locale(locale).maximize(),
  () => numberFormat(locale, {}),
  ...(dates ? [() => dateFormat(locale, EXACT_DATE_TIME)] : []),
];
