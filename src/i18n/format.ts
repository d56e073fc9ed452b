/*
 * Numbers, prices and dates the locale's way. Prices stay in US dollars, written as the
 * language writes them ('$29', '29 US$', 'US$ 29'). Callers pass the interface's locale
 * (`useLingui().i18n.locale`), so a component that formats also rerenders on a language change.
 */

const cache = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
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
