import { DEFAULT_CURRENCY } from '@studio/contracts';

/** An amount of the site's money (CURRENCY) as `locale` writes it: "₹2,500.00", "2500,00 ₹". */
export const money = (amount: number, locale: string, currency = DEFAULT_CURRENCY): string =>
  // The narrow symbol: Spanish's own data would write "2500,00 INR", a code visitors do not read.
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(amount);

/**
 * A calendar date (YYYY-MM-DD) as `locale` writes it: "March 14, 2026", "14 de marzo de 2026".
 * Built and written at UTC, so no visitor's time zone moves it to the day before or after.
 */
export function calendarDate(iso: string, locale: string): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}
