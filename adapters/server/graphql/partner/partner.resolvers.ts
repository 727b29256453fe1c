// Issue 23 part C: the Partner Program — thin: check the input, call the partner service
// (adapters/server/partner/partner.service.ts), answer.
import { CURRENCIES, type Currency } from '../../../../core/membership/types.ts';
import type { PartnerService } from '../../partner/partner.service.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput, badRequest, forbidden } from '../shared/errors.ts';
import { isStaff } from '../shared/request-flags.ts';
import { signedIn } from '../shared/session.ts';

function partnerContext(ctx: GraphQLContext): { viewerId: string; partner: PartnerService } {
  const { viewerId } = signedIn(ctx);
  if (!ctx.partner) throw badRequest('The Partner Program is not available here.');
  return { viewerId, partner: ctx.partner };
}

async function program(partner: PartnerService, viewerId: string, ctx: GraphQLContext) {
  const d = await partner.dashboard(viewerId);
  return {
    enrollmentStatus: d.status.enrolled ? 'ENROLLED' : 'NOT_ENROLLED',
    isMember: d.status.isMember,
    ineligibilityReasons: d.status.reasons,
    payoutAccount: d.status.account && { provider: d.status.account.provider, state: d.status.account.state, holderName: d.status.account.holderName, country: d.status.account.country },
    payoutsAvailable: d.status.payoutsAvailable,
    providerName: d.status.providerName,
    isStaff: await isStaff(ctx),
    balances: d.balances,
    earnings: d.earnings.map((e) => ({ month: e.month, postId: e.postId, title: e.title, amount: { amount: e.amount, currency: e.currency }, seconds: e.seconds, members: e.members })),
    ledger: d.ledger.map((e) => ({ id: e.id, type: e.type, amount: { amount: e.amount, currency: e.currency }, month: e.month, description: e.description, createdAt: e.createdAt })),
    payouts: d.payouts.map((p) => ({ id: p.id, amount: { amount: p.amount, currency: p.currency }, status: p.status, provider: p.provider, failure: p.failure, createdAt: p.createdAt })),
    closedMonths: d.closedMonths.map((m) => ({ month: m.month, closedAt: m.closedAt })),
  };
}

const fail = (r: { code: string; message: string }) => ({ ok: false, code: r.code, message: r.message, url: null, program: null });
const done = async (partner: PartnerService, viewerId: string, ctx: GraphQLContext, extra: { message?: string | null; url?: string | null } = {}) => ({
  ok: true,
  code: null,
  message: extra.message ?? null,
  url: extra.url ?? null,
  program: await program(partner, viewerId, ctx),
});

export const partnerResolvers: Resolvers = {
  Viewer: {
    async partnerProgram(viewer, _, ctx) {
      if (ctx.viewerId !== viewer.id || !ctx.partner) return null;
      return program(ctx.partner, viewer.id, ctx);
    },
  },
  Mutation: {
    async savePayoutInformation(_, { input }, ctx) {
      const { viewerId, partner } = partnerContext(ctx);
      if (input.holderName.length > 400 || input.country.length > 8) throw badInput('Payout information is too long.');
      const r = await partner.savePayoutInformation(viewerId, input);
      return r.ok ? done(partner, viewerId, ctx, { url: r.url }) : fail(r);
    },
    async refreshPayoutAccount(_, __, ctx) {
      const { viewerId, partner } = partnerContext(ctx);
      const r = await partner.refreshPayoutAccount(viewerId);
      return r.ok ? done(partner, viewerId, ctx) : fail(r);
    },
    async reconnectStripePayouts(_, __, ctx) {
      const { viewerId, partner } = partnerContext(ctx);
      const r = await partner.reconnectLink(viewerId);
      return r.ok ? done(partner, viewerId, ctx, { url: r.url }) : fail(r);
    },
    async enrollInPartnerProgram(_, __, ctx) {
      const { viewerId, partner } = partnerContext(ctx);
      const r = await partner.enroll(viewerId);
      return r.ok ? done(partner, viewerId, ctx) : fail(r);
    },
    async unenrollFromPartnerProgram(_, __, ctx) {
      const { viewerId, partner } = partnerContext(ctx);
      const r = await partner.unenroll(viewerId);
      return r.ok ? done(partner, viewerId, ctx) : fail(r);
    },
    async requestPayout(_, args, ctx) {
      const { viewerId, partner } = partnerContext(ctx);
      if (!(CURRENCIES as readonly string[]).includes(args.currency)) throw badInput('Unknown currency.');
      const r = await partner.requestPayout(viewerId, args.currency as Currency);
      return r.ok ? done(partner, viewerId, ctx, { message: r.message }) : fail(r);
    },
    async refundMemberCharge(_, args, ctx) {
      const { viewerId, partner } = partnerContext(ctx);
      if (!(await isStaff(ctx))) throw forbidden('Only staff can refund a charge.');
      if (args.chargeId.length > 200) throw badInput('That is no charge id.');
      const r = await partner.refundCharge(args.chargeId.trim(), viewerId);
      const none = { status: null, month: null, closed: null, distributed: null, currency: null, writers: null };
      if (!r.ok) return { ok: false, code: r.code, message: r.message, ...none };
      const x = r.result;
      if (x.status === 'already_refunded') return { ok: true, code: null, message: 'This charge was refunded already.', ...none, status: x.status, month: x.month };
      return { ok: true, code: null, message: null, status: x.status, month: x.month, closed: x.closed, distributed: x.distributed, currency: x.currency, writers: x.debits.length };
    },
    async closePartnerMonth(_, args, ctx) {
      const { viewerId, partner } = partnerContext(ctx);
      if (!(await isStaff(ctx))) throw forbidden('Only staff can close a month.');
      if (args.month.length > 16) throw badInput('Give the month as YYYY-MM.');
      const r = await partner.closeMonth(args.month, viewerId);
      if (!r.ok) return { ok: false, code: r.code, message: r.message, status: null, month: args.month, members: null, distributed: null, credited: null };
      const c = r.result;
      return c.status === 'closed'
        ? { ok: true, code: null, message: null, status: c.status, month: c.month, members: c.members, distributed: c.distributed, credited: c.credited }
        : { ok: true, code: null, message: `${c.month} was closed already.`, status: c.status, month: c.month, members: null, distributed: null, credited: null };
    },
  },
};
