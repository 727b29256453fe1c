// reader-experience §3 card fields (number, expirationDate, cvv, postalCode) as the payment page takes
// them: what each must look like before anything is sent, with a message for each field that is not.
// The provider has the last word on the card itself (declined, expired at the bank).

export type CardInput = { number: string; expirationDate: string; cvv: string; postalCode: string };
export type CardField = keyof CardInput;
export type CardFieldErrors = Partial<Record<CardField, string>>;

export const CARD_FIELD_MESSAGES = {
  number: 'Enter the card number.',
  expirationDate: 'Enter the expiration date as MM/YY.',
  expired: 'This card has expired.',
  cvv: 'Enter the 3 or 4 digit security code.',
  postalCode: 'Enter the postal code.',
} as const;

/** 'MM/YY' or 'MM/YYYY' (spaces allowed) → month and four-digit year; null when it is not a date. */
export function parseExpirationDate(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The card number's digits (spaces and dashes allowed while typing). */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/** What is wrong with each field, at `now` (epoch ms); empty when the form may be sent. */
export function validateCardInput(input: CardInput, now: number): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const digits = cardDigits(input.number);
  if (!/^\d{12,19}$/.test(digits)) errors.number = CARD_FIELD_MESSAGES.number;
  const expiry = parseExpirationDate(input.expirationDate);
  if (!expiry) errors.expirationDate = CARD_FIELD_MESSAGES.expirationDate;
  else {
    const current = new Date(now);
    const nowIndex = current.getUTCFullYear() * 12 + current.getUTCMonth();
    if (expiry.year * 12 + (expiry.month - 1) < nowIndex) errors.expirationDate = CARD_FIELD_MESSAGES.expired;
  }
  if (!/^\d{3,4}$/.test(input.cvv.trim())) errors.cvv = CARD_FIELD_MESSAGES.cvv;
  if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(input.postalCode.trim())) errors.postalCode = CARD_FIELD_MESSAGES.postalCode;
  return errors;
}
