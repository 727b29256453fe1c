// reader-experience §5 plans page, issue 18 'honest copy': every benefit the plans promise is true of this build.
// Audio, offline reading, downloads and payouts to writers are not built, so no plan may promise them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planOffers, tierBenefits } from '../core/membership/plan-offers.ts';

const NOT_BUILT = /listen|audio|offline|download|podcast|earn|payout|paid to writers|writers you read/i;

describe('plans page: no promise the build does not keep', () => {
  it('promises neither audio nor offline reading nor payouts, for any product name and period', () => {
    fc.assert(
      fc.property(fc.constantFrom('Quire', 'Riverside Reads'), fc.constantFrom('MONTHLY' as const, 'ANNUAL' as const), (name, period) => {
        for (const offer of planOffers(period, name)) for (const benefit of offer.benefits) expect(benefit).not.toMatch(NOT_BUILT);
      }),
    );
  });

  it('says what each tier brings', () => {
    expect(tierBenefits('MEMBER', 'Quire')).toEqual(['Read every member-only story', 'Support Quire and keep it running', 'A Member star on your avatar']);
    expect(tierBenefits('FRIEND', 'Quire')[0]).toBe('Read every member-only story');
  });
});
