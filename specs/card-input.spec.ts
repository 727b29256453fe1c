import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_FIELD_MESSAGES, cardDigits, parseExpirationDate, validateCardInput } from '../core/membership/card-input.ts';

const NOW = Date.UTC(2026, 10, 21);
const good = { number: '4242 4242 4242 4242', expirationDate: '12/34', cvv: '123', postalCode: '10115' };

describe('reader-experience §3 card fields on the payment page', () => {
  it('accepts a well-formed card, and names each field that is not', () => {
    expect(validateCardInput(good, NOW)).toEqual({});
    expect(validateCardInput({ number: '42', expirationDate: '13/30', cvv: '1', postalCode: '' }, NOW)).toEqual({
      number: CARD_FIELD_MESSAGES.number,
      expirationDate: CARD_FIELD_MESSAGES.expirationDate,
      cvv: CARD_FIELD_MESSAGES.cvv,
      postalCode: CARD_FIELD_MESSAGES.postalCode,
    });
  });

  it('reads MM/YY and MM/YYYY, refusing anything that is not a month', () => {
    expect(parseExpirationDate('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpirationDate(' 4 / 2031 ')).toEqual({ month: 4, year: 2031 });
    for (const bad of ['', '0/27', '13/27', '04-27', '04/2', 'April 2027']) expect(parseExpirationDate(bad)).toBeNull();
  });

  it('calls a card expired exactly when its month is before the current one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2020, max: 2035 }), (month, year) => {
        const errors = validateCardInput({ ...good, expirationDate: `${String(month).padStart(2, '0')}/${year}` }, NOW);
        const expired = year * 12 + month - 1 < 2026 * 12 + 10;
        expect(errors.expirationDate === CARD_FIELD_MESSAGES.expired).toBe(expired);
      }),
    );
  });

  it('takes spaces and dashes in the number while typing', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(' ', '-', ''), { minLength: 16, maxLength: 16 }), (seps) => {
        const digits = '4242424242424242';
        const typed = [...digits].map((d, i) => d + seps[i]).join('');
        expect(cardDigits(typed)).toBe(digits);
        expect(validateCardInput({ ...good, number: typed }, NOW).number).toBeUndefined();
      }),
    );
  });
});
