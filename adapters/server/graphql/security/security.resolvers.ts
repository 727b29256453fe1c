// Issue 21 (Security and apps): thin calls into the security service (adapters/server/auth/security.service.ts).
import { PLACE_EXPLANATION } from '../../../../core/security/sessions.ts';
import type { Refusal, SecurityService } from '../../auth/security.service.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badRequest, notFound, resolverError, unauthenticated } from '../shared/errors.ts';

function mine(ctx: GraphQLContext): { security: SecurityService; viewerId: string } {
  if (!ctx.viewerId) throw unauthenticated();
  if (!ctx.security) throw badRequest('This needs a browser request.');
  return { security: ctx.security, viewerId: ctx.viewerId };
}

function browser(ctx: GraphQLContext) {
  if (!ctx.requester || !ctx.security) throw badRequest('This needs a browser request.');
  return { security: ctx.security, requester: ctx.requester };
}

const refused = (refusal: Refusal) => resolverError(refusal.code, refusal.message);

export const securityResolvers: Resolvers = {
  Query: {
    async securitySettings(_, __, ctx) {
      const { security, viewerId } = mine(ctx);
      return { ...(await security.overview(viewerId, ctx.sessionTokenHash ?? null)), placeExplanation: PLACE_EXPLANATION };
    },
  },
  Mutation: {
    revokeSession(_, args, ctx) {
      const { security, viewerId } = mine(ctx);
      return security.revokeSession(viewerId, args.id);
    },
    revokeOtherSessions(_, __, ctx) {
      const { security, viewerId } = mine(ctx);
      if (!ctx.sessionTokenHash) throw unauthenticated();
      return security.revokeOtherSessions(viewerId, ctx.sessionTokenHash);
    },
    async setPassword(_, args, ctx) {
      const { security, viewerId } = mine(ctx);
      const { requester } = browser(ctx);
      if (!ctx.sessionTokenHash) throw unauthenticated();
      const result = await security.setPassword(
        viewerId,
        { currentPassword: args.currentPassword ?? null, newPassword: args.newPassword },
        { tokenHash: ctx.sessionTokenHash, authenticatedAt: ctx.authenticatedAt ?? null },
        requester,
      );
      if (!result.ok) throw refused(result);
      return result.message;
    },
    async turnOnTwoFactor(_, args, ctx) {
      const { security, viewerId } = mine(ctx);
      const { requester } = browser(ctx);
      if (!ctx.auth) throw badRequest('This needs a browser request.');
      const proof = { authenticatedAt: ctx.authenticatedAt ?? null, currentCode: args.currentCode?.trim() || null };
      const result = await security.turnOnTwoFactor(viewerId, args.code, proof, requester, ctx.auth.secondFactorChangeAllowed);
      if (!result.ok) throw refused(result);
      if (!result.recoveryCodes) throw resolverError('BAD_USER_INPUT', 'Start again: scan a new QR code with your authenticator app.');
      return result.recoveryCodes;
    },
    async turnOffTwoFactor(_, args, ctx) {
      const { security, viewerId } = mine(ctx);
      const { requester } = browser(ctx);
      const result = await security.turnOffTwoFactor(viewerId, args.code, requester);
      if (!result.ok) throw refused(result);
      return true;
    },
    async regenerateRecoveryCodes(_, args, ctx) {
      const { security, viewerId } = mine(ctx);
      const { requester } = browser(ctx);
      const result = await security.regenerateRecoveryCodes(viewerId, args.code, requester);
      if (!result.ok) throw refused(result);
      return result.recoveryCodes;
    },
    async startPasskeyRegistration(_, __, ctx) {
      const { security, viewerId } = mine(ctx);
      const { requester } = browser(ctx);
      const result = await security.startPasskeyRegistration(viewerId, requester);
      if (!result.ok) throw refused(result);
      return result.options;
    },
    async finishPasskeyRegistration(_, args, ctx) {
      const { security, viewerId } = mine(ctx);
      const { requester } = browser(ctx);
      const result = await security.finishPasskeyRegistration(viewerId, args.name, args.response, requester);
      if (!result.ok) throw refused(result);
      return true;
    },
    async removePasskey(_, args, ctx) {
      const { security, viewerId } = mine(ctx);
      if (!(await security.removePasskey(viewerId, args.id))) throw notFound('That passkey is not one of yours, or was already removed.');
      return true;
    },
    async disconnectSignInProvider(_, args, ctx) {
      const { security, viewerId } = mine(ctx);
      if (!(await security.disconnectSocial(viewerId, args.provider))) throw notFound(`Your account is not connected to ${args.provider}.`);
      return true;
    },
    async startPasskeySignIn(_, __, ctx) {
      const { security, requester } = browser(ctx);
      const result = await security.startPasskeySignIn(requester);
      if (!result.ok) throw refused(result);
      return result.options;
    },
    async finishPasskeySignIn(_, args, ctx) {
      const { security, requester } = browser(ctx);
      const result = await security.finishPasskeySignIn(args.response, args.redirect ?? null, requester);
      if (!result.ok) throw refused(result);
      return { __typename: 'Token' as const, value: result.token };
    },
    async createIntegrationToken(_, args, ctx) {
      const { security, viewerId } = mine(ctx);
      const result = await security.createToken(viewerId, args.name);
      if (!result.ok) throw refused(result);
      return { id: result.id, token: result.token };
    },
    async revokeIntegrationToken(_, args, ctx) {
      const { security, viewerId } = mine(ctx);
      if (!(await security.revokeToken(viewerId, args.id))) throw notFound('That token is not one of yours, or was already revoked.');
      return true;
    },
  },
};
