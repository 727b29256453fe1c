// What the membership mutations answer (MembershipResult), and the card's fields checked (reader-experience
// §3 card fields) before any payment provider sees them.
import { cardDigits, parseExpirationDate, validateCardInput, type CardInput } from '../../../../core/membership/card-input.ts';
import type { MembershipStatus } from '../../../../core/membership/types.ts';
import type { CardDetails } from '../../../../core/ports/payment-provider.port.ts';
import type { MembershipService } from '../../membership/membership.service.ts';
import type { GraphQLContext } from '../context.ts';
import { badRequest } from '../shared/errors.ts';
import { signedIn } from '../shared/session.ts';

export type MembershipOutcome = { ok: true; status: MembershipStatus } | { ok: false; code: string; message: string };

export type MembershipResultShape = {
  ok: boolean;
  code: string | null;
  message: string | null;
  fieldErrors: { field: string; message: string }[];
  status: MembershipStatus | null;
};

/** The signed-in reader and the membership service (server rendering has none). */
export function membershipContext(ctx: GraphQLContext): { viewerId: string; membership: MembershipService } {
  const { viewerId } = signedIn(ctx);
  if (!ctx.membership) throw badRequest('Memberships need a browser request.');
  return { viewerId, membership: ctx.membership };
}

export function membershipResult(outcome: MembershipOutcome): MembershipResultShape {
  return outcome.ok
    ? { ok: true, code: null, message: null, fieldErrors: [], status: outcome.status }
    : { ok: false, code: outcome.code, message: outcome.message, fieldErrors: [], status: null };
}

/** The card's details for the provider, or the answer that says which fields are wrong. */
export function cardDetailsOf(card: CardInput, now: Date): { ok: true; details: CardDetails } | { ok: false; result: MembershipResultShape } {
  const errors = validateCardInput(card, now.getTime());
  const expiry = parseExpirationDate(card.expirationDate);
  const fields = Object.entries(errors);
  if (fields.length > 0 || !expiry) {
    return {
      ok: false,
      result: {
        ok: false,
        code: 'INVALID_CARD',
        message: 'Check the card details.',
        fieldErrors: fields.map(([field, message]) => ({ field, message })),
        status: null,
      },
    };
  }
  return {
    ok: true,
    details: { number: cardDigits(card.number), expirationMonth: expiry.month, expirationYear: expiry.year, cvc: card.cvv.trim(), postalCode: card.postalCode.trim() },
  };
}
