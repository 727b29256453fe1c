// reader-experience §9: "Money amounts are minor units divided by 100, shown with 0 to 2 decimals" and
// "Default currency USD with 2 fraction digits"; platform-reference §6 currencies USD and CAD.
// A whole amount shows no decimals ('$5'); any other shows two ('$4.50', '$0.96'), never one ('$4.5').
// Spelt with the platform's Intl in en-US, like core/format/date.ts: the same text on the server and in
// the browser, and nothing added to the bundle. CAD is written 'CA$5' so it is never mistaken for USD.
import { DEFAULT_CURRENCY, type Currency, type Money } from './types.ts';

/** Fraction digits per currency: both have cents, so an amount is minor units / 100. */
export const CURRENCY_FRACTION_DIGITS: Readonly<Record<Currency, number>> = { USD: 2, CAD: 2 };

/** A Money of `amount` minor units (default USD). */
export const money = (amount: number, currency: Currency = DEFAULT_CURRENCY): Money => ({ amount, currency });

/** The amount in major units: 450 USD cents → 4.5. */
export const majorUnits = (value: Money): number => value.amount / 10 ** CURRENCY_FRACTION_DIGITS[value.currency];

const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(currency: Currency, digits: number): Intl.NumberFormat {
  const key = `${currency}:${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * '$5', '$4.50', '$0.96', '$1,250', 'CA$5'. A fractional number of minor units (which a Money should never
 * hold) is rounded to the nearest minor unit first, so the text always names a payable amount.
 */
export function formatMoney(value: Money): string {
  const digits = CURRENCY_FRACTION_DIGITS[value.currency];
  const minor = Math.round(value.amount);
  const whole = minor % 10 ** digits === 0;
  const text = formatterFor(value.currency, whole ? 0 : digits).format(minor / 10 ** digits);
  // Intl writes negative zero as '-$0'.
  return minor === 0 ? text.replace('-', '') : text;
}
