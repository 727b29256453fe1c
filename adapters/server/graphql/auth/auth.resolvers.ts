// Sign-in through GraphQL: thin calls into the auth service, which counts every attempt before it judges it
// (core/auth/sign-in-limits.ts). Needs a browser request: server rendering has no requester.
import type { AuthService, Requester } from '../../auth/auth.service.ts';
import type { EnrolmentRefusal, SecondFactorProof } from '../../auth/two-factor.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput, badRequest, forbidden, notFound, resolverError } from '../shared/errors.ts';
import { isStaff } from '../shared/request-flags.ts';
import { signedIn } from '../shared/session.ts';

function signIn(ctx: GraphQLContext): { auth: AuthService; requester: Requester } {
  if (!ctx.auth || !ctx.requester) throw badRequest('Sign-in needs a browser request.');
  return { auth: ctx.auth, requester: ctx.requester };
}

/** A signed-in reader's request, for changes that may need a recent sign-in or the current second factor. */
function signedInRequest(ctx: GraphQLContext): { auth: AuthService; viewerId: string; requester: Requester } {
  const { auth, viewerId } = signedIn(ctx);
  if (!ctx.requester) throw badRequest('Sign-in needs a browser request.');
  return { auth, viewerId, requester: ctx.requester };
}

const proofOf = (ctx: GraphQLContext, currentCode: string | null | undefined): SecondFactorProof => ({
  authenticatedAt: ctx.authenticatedAt ?? null,
  currentCode: currentCode?.trim() || null,
});

/** REAUTHENTICATE: ask for a fresh sign-in or the current code; a wrong or locked-out code: its lockout message. */
function enrolmentRefused(refusal: EnrolmentRefusal) {
  return resolverError(refusal.error === 'REAUTHENTICATE' ? 'REAUTHENTICATION_REQUIRED' : refusal.error === 'LOCKED_OUT' ? 'RATE_LIMITED' : 'BAD_USER_INPUT', refusal.message);
}

export const authResolvers: Resolvers = {
  Query: {
    async emailAvailability(_, args, ctx) {
      const { auth, requester } = signIn(ctx);
      const result = await auth.emailAvailability(args.email, requester);
      if (!result.ok) throw resolverError('RATE_LIMITED', result.message);
      return result.available;
    },
  },
  Mutation: {
    sendAcctAuthEmail(_, args, ctx) {
      const { auth, requester } = signIn(ctx);
      if (args.operation !== 'login' && args.operation !== 'register') throw badInput('operation must be login or register.');
      const type = args.type === 'LOGIN_CODE' ? 'LOGIN_CODE' : 'DEFAULT_MAGIC_LINK';
      return auth.sendAuthEmail({ ...args, operation: args.operation, type }, requester);
    },
    verifyLoginCode(_, args, ctx) {
      const { auth, requester } = signIn(ctx);
      return auth.verifyLoginCode(args, requester);
    },
    loginWithPassword(_, args, ctx) {
      const { auth, requester } = signIn(ctx);
      return auth.passwordLogin(args, requester);
    },
    verifyTwoFactorCode(_, args, ctx) {
      const { auth, requester } = signIn(ctx);
      return auth.verifyTwoFactorCode(args, requester);
    },
    async startTwoFactorEnrollment(_, args, ctx) {
      const { auth, viewerId, requester } = signedInRequest(ctx);
      const result = await auth.startTwoFactorEnrollment(viewerId, proofOf(ctx, args.currentCode), requester);
      if (!result.ok) throw enrolmentRefused(result);
      const qrCode = ctx.security ? await ctx.security.qrCode(result.uri) : '';
      return { secret: result.secret, uri: result.uri, qrCode };
    },
    async clearSignInLockout(_, args, ctx) {
      if (!ctx.auth || !(await isStaff(ctx))) throw forbidden('Only staff may clear sign-in lockouts.');
      if (!(await ctx.auth.clearSignInLockout(args.username))) throw notFound(`There is no user called "${args.username}".`);
      return true;
    },
  },
  SendAcctAuthEmailResult: { __resolveType: (result) => result.__typename },
  VerifyLoginCodeResult: { __resolveType: (result) => result.__typename },
  PasswordLoginResult: { __resolveType: (result) => result.__typename },
};
