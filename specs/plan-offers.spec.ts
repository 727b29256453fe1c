import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../core/membership/money.ts';
import { membershipTypeParam, planOffer, planOffers, priceLabel } from '../core/membership/plan-offers.ts';
import { MEMBERSHIP_TYPES, tierOf } from '../core/membership/types.ts';

describe('reader-experience §9 prices on the plans page', () => {
  it('shows Member $5/month or $50/year and Friend $15/month or $150/year, Member first', () => {
    expect(planOffers('MONTHLY', 'Quire').map(priceLabel)).toEqual(['$5/month', '$15/month']);
    expect(planOffers('ANNUAL', 'Quire').map(priceLabel)).toEqual(['$50/year', '$150/year']);
    expect(planOffers('ANNUAL', 'Quire').map((o) => o.title)).toEqual(['Member', 'Friend']);
  });

  it('strikes through the §9 crossouts on yearly plans, with what they save', () => {
    const [member, friend] = planOffers('ANNUAL', 'Quire');
    expect([formatMoney(member!.crossout!), formatMoney(member!.saved!)]).toEqual(['$60', '$10']);
    expect([formatMoney(friend!.crossout!), formatMoney(friend!.saved!)]).toEqual(['$180', '$30']);
    expect(planOffers('MONTHLY', 'Quire').every((o) => o.crossout === null && o.saved === null)).toBe(true);
  });

  it('never offers a yearly plan that costs more than twelve months, and keeps tier and type together', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MEMBERSHIP_TYPES), fc.string({ minLength: 1, maxLength: 12 }), (type, product) => {
        const offer = planOffer(type, product);
        expect(offer.tier).toBe(tierOf(type));
        if (offer.crossout) expect(offer.crossout.amount).toBeGreaterThan(offer.price.amount);
        expect(offer.benefits.length).toBeGreaterThan(0);
        expect(offer.benefits.every((b) => !b.includes('Medium'))).toBe(true);
      }),
    );
  });

  it('reads a plan from the address, falling back to the yearly Member plan', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...MEMBERSHIP_TYPES), fc.string(), fc.constant(null)), (value) => {
        const type = membershipTypeParam(value);
        expect(MEMBERSHIP_TYPES).toContain(type);
        if (value !== null && (MEMBERSHIP_TYPES as readonly string[]).includes(value)) expect(type).toBe(value);
        else expect(type).toBe('YEARLY');
      }),
    );
  });
});
