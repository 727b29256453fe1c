// platform-reference §3 "Ineligibility reasons: lack of membership, missing payout information": who may enrol in
// the Partner Program. A writer needs a membership and payout information; every missing condition is named.

export const INELIGIBILITY_REASONS = ['LACK_OF_MEMBERSHIP', 'MISSING_PAYOUT_INFORMATION'] as const;
export type IneligibilityReason = (typeof INELIGIBILITY_REASONS)[number];

export const INELIGIBILITY_MESSAGES: Readonly<Record<IneligibilityReason, string>> = {
  LACK_OF_MEMBERSHIP: 'You need a membership to join the Partner Program.',
  MISSING_PAYOUT_INFORMATION: 'Add your payout information to join the Partner Program.',
};

export type EligibilityFacts = { isMember: boolean; hasPayoutAccount: boolean };

/** The reasons a writer cannot enrol, in the spec's order; none means eligible. */
export function ineligibilityReasons(facts: EligibilityFacts): IneligibilityReason[] {
  const reasons: IneligibilityReason[] = [];
  if (!facts.isMember) reasons.push('LACK_OF_MEMBERSHIP');
  if (!facts.hasPayoutAccount) reasons.push('MISSING_PAYOUT_INFORMATION');
  return reasons;
}

export const isEligible = (facts: EligibilityFacts): boolean => ineligibilityReasons(facts).length === 0;

/** The enrolment steps (`/me/partner/enroll/{step}`): eligibility, payout information, the terms, then done. */
export const ENROLL_STEPS = ['eligibility', 'payout', 'terms'] as const;
export type EnrollStep = (typeof ENROLL_STEPS)[number];
export const parseEnrollStep = (step: string | undefined): EnrollStep | null =>
  step === undefined || step === '' ? 'eligibility' : (ENROLL_STEPS as readonly string[]).includes(step) ? (step as EnrollStep) : null;
