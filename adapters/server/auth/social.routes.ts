// Social sign-in routes (reader-experience §2.13; platform-reference §7.4 auth entry paths): the start
// paths send the browser to the provider with the state string of core and a PKCE challenge; the
// callbacks exchange the code, require a verified e-mail address and start a session. A provider the
// operator has not configured says so, and how to configure it.
import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_ERRORS } from '../../../core/account/account-rules.ts';
import { safeRedirectPath } from '../../../core/auth/redirect.ts';
import { parseSocialState, SOCIAL_ROUTES, socialStateString, type SocialProvider } from '../../../core/auth/sign-in-links.ts';
import type { SocialSignIn } from '../../../core/ports/social-sign-in.port.ts';
import { pathTo } from '../../../core/routing/routes.ts';
import type { SessionsRepository } from '../../postgres/sessions.repository.ts';
import { parseCookies } from '../dev-session.ts';
import { startSession } from '../session.ts';

const PROVIDERS = Object.keys(SOCIAL_ROUTES) as SocialProvider[];

/** Start route name → provider. */
export const SOCIAL_START_ROUTES: Readonly<Record<string, SocialProvider>> = Object.fromEntries(
  PROVIDERS.map((p) => [SOCIAL_ROUTES[p].start, p]),
);

/** Callback path → provider, for the requests that arrive there (Apple's by POST). */
export const SOCIAL_CALLBACK_PATHS: ReadonlyMap<string, SocialProvider> = new Map(
  PROVIDERS.map((p) => [pathTo(SOCIAL_ROUTES[p].callback), p]),
);

const callbackPath = (provider: SocialProvider) => pathTo(SOCIAL_ROUTES[provider].callback);

const FLOW_COOKIE = 'quire_oauth';
/** Where connecting a provider comes back to. */
export const CONNECTIONS_PATH = '/me/settings/security#connections';
const FLOW_MAX_AGE_SECONDS = 600;

export type SocialContext = {
  providers: Partial<Record<SocialProvider, SocialSignIn>>;
  sessions: SessionsRepository;
  accountFor: (email: string, name: string | null) => Promise<string>;
  /**
   * Issue 21: for an account with an authenticator, the page that asks for its code (a two-factor challenge, as
   * password and e-mail sign-in earn) instead of a session; null when the account has none.
   */
  secondFactor?: (request: Request, userId: string, redirect: string, network: string) => Promise<Response | null>;
  /** Issue 21 connected accounts: provider subjects linked to accounts (security.repository.ts). */
  links?: {
    owner(provider: SocialProvider, subject: string): Promise<string | null>;
    link(userId: string, provider: SocialProvider, subject: string): Promise<'ok' | 'taken' | 'other'>;
  };
  /** The signed-in account of the request, for connecting a provider to it. */
  sessionUserOf?: (request: Request) => Promise<string | null>;
  /** Issue 18: where the reader goes now — a new account into onboarding, once; anyone else to `redirect`. */
  landingFor?: (userId: string, redirect: string) => Promise<string>;
  now: () => Date;
  origin: (request: Request) => string;
  page: (status: number, title: string, message: string) => Response;
};

function flowCookie(request: Request, value: string, maxAge: number): string {
  // Apple answers with a cross-site POST: its cookie must be SameSite=None, which browsers allow only Secure.
  const https = new URL(request.url).protocol === 'https:';
  return `${FLOW_COOKIE}=${value}; Path=/m/; HttpOnly; Max-Age=${maxAge}; ${https ? 'SameSite=None; Secure' : 'SameSite=Lax'}`;
}

const unconfigured = (ctx: SocialContext, provider: SocialProvider) =>
  ctx.page(
    400,
    `Sign in with ${provider}`,
    `Sign-in with ${provider} is not set up on this site. The operator can turn it on with QUIRE_${provider.toUpperCase()}_CLIENT_ID and QUIRE_${provider.toUpperCase()}_CLIENT_SECRET (see the README).`,
  );

export function startSocialSignIn(ctx: SocialContext, request: Request, provider: SocialProvider): Response {
  const sso = ctx.providers[provider];
  if (!sso) return unconfigured(ctx, provider);
  const url = new URL(request.url);
  const asked = url.searchParams.get('operation');
  const operation = asked === 'register' || asked === 'connect' ? asked : 'login';
  const nonce = randomBytes(18).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  const redirect = safeRedirectPath(url.searchParams.get('redirect'));
  const location = sso.authorizeUrl({
    state: operation === 'connect' ? socialStateString(provider, nonce, operation, '') : socialStateString(provider, nonce, operation),
    redirectUri: ctx.origin(request) + callbackPath(provider),
    codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
  });
  const value = [nonce, verifier, Buffer.from(redirect).toString('base64url')].join('.');
  return new Response(null, { status: 302, headers: { location, 'set-cookie': flowCookie(request, value, FLOW_MAX_AGE_SECONDS) } });
}

export async function finishSocialSignIn(ctx: SocialContext, request: Request, provider: SocialProvider, network = ''): Promise<Response> {
  const sso = ctx.providers[provider];
  if (!sso) return unconfigured(ctx, provider);
  const url = new URL(request.url);
  const params =
    request.method === 'POST' ? new URLSearchParams(await request.text()) : url.searchParams;
  const [nonce, verifier, redirectB64] = (parseCookies(request.headers.get('cookie')).get(FLOW_COOKIE) ?? '').split('.');
  const state = parseSocialState(params.get('state') ?? '');
  const failed = (message: string) => {
    const response = ctx.page(400, `Sign in with ${provider}`, message);
    response.headers.append('set-cookie', flowCookie(request, '', 0));
    return response;
  };
  if (params.get('error')) return failed(`${provider} did not sign you in. You can try again, or sign in with your e-mail address.`);
  if (!state || state.provider !== provider.toLowerCase() || !nonce || state.value !== nonce || !verifier) {
    return failed('This sign-in attempt has expired or did not start here. Please start again.');
  }
  const code = params.get('code');
  if (!code) return failed(`${provider} sent no answer. Please start again.`);
  let identity;
  try {
    identity = await sso.exchange({ code, redirectUri: ctx.origin(request) + callbackPath(provider), codeVerifier: verifier });
  } catch {
    return failed(`${provider} did not confirm the sign-in. Please try again.`);
  }
  // Issue 21: connecting the provider to the signed-in account (Settings → Security and apps → Connected accounts).
  if (state.operation === 'connect') {
    const userId = ctx.sessionUserOf ? await ctx.sessionUserOf(request) : null;
    if (!userId || !ctx.links) return failed(`Sign in first, then connect your ${provider} account from your settings.`);
    const linked = await ctx.links.link(userId, provider, identity.subject);
    if (linked === 'taken') return failed(ACCOUNT_ERRORS.ACCOUNT_TAKEN);
    if (linked === 'other') return failed(`Another ${provider} account is already connected to yours. Disconnect it first.`);
    const headers = new Headers({ location: CONNECTIONS_PATH });
    headers.append('set-cookie', flowCookie(request, '', 0));
    return new Response(null, { status: 302, headers });
  }
  // A linked subject opens its account first, whatever address the provider gives now.
  const linkedTo = ctx.links ? await ctx.links.owner(provider, identity.subject) : null;
  if (linkedTo === null && (!identity.email || !identity.emailVerified)) {
    return failed(`Your ${provider} account has no confirmed e-mail address, which an account here needs. Sign in with your e-mail address instead.`);
  }
  const userId = linkedTo ?? (await ctx.accountFor(identity.email!.toLowerCase(), identity.name));
  // Signing in by a confirmed address connects the provider to the account, so it keeps working if the address changes.
  if (linkedTo === null && ctx.links) await ctx.links.link(userId, provider, identity.subject);
  const asked = safeRedirectPath(Buffer.from(redirectB64 ?? '', 'base64url').toString('utf8'));
  const challenge = ctx.secondFactor ? await ctx.secondFactor(request, userId, asked, network) : null;
  if (challenge) {
    challenge.headers.append('set-cookie', flowCookie(request, '', 0));
    return challenge;
  }
  const cookies = await startSession(request, ctx.sessions, userId, ctx.now(), network);
  const redirect = ctx.landingFor ? await ctx.landingFor(userId, asked) : asked;
  const headers = new Headers({ location: redirect });
  for (const c of [...cookies, flowCookie(request, '', 0)]) headers.append('set-cookie', c);
  return new Response(null, { status: 302, headers });
}
