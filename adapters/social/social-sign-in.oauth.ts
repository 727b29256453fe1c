// Social sign-in over OAuth 2.0 / OpenID Connect: the authorization-code flow with PKCE, one generic
// adapter and a preset per provider. Configured from the environment; a provider without its client id
// and secret stays off (README: Configuration).
import type { SocialIdentity, SocialSignIn } from '../../core/ports/social-sign-in.port.ts';
import type { SocialProvider } from '../../core/auth/sign-in-links.ts';

type Endpoints = {
  authorizeUrl: string;
  tokenUrl: string;
  /** Absent where the identity comes in the token answer's id_token (Apple). */
  userInfoUrl?: string;
  scope: string;
  extraAuthorizeParams?: Record<string, string>;
  /** The provider's fields mapped to an identity. */
  identity(user: Record<string, unknown>): SocialIdentity;
};

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export const PROVIDER_ENDPOINTS: Record<SocialProvider, Endpoints> = {
  Google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
    identity: (u) => ({ subject: String(u.sub ?? ''), email: str(u.email), emailVerified: u.email_verified === true, name: str(u.name) }),
  },
  Facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userInfoUrl: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
    scope: 'email public_profile',
    // Facebook returns only confirmed addresses.
    identity: (u) => ({ subject: String(u.id ?? ''), email: str(u.email), emailVerified: str(u.email) !== null, name: str(u.name) }),
  },
  Apple: {
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    scope: 'name email',
    extraAuthorizeParams: { response_mode: 'form_post' },
    identity: (u) => ({
      subject: String(u.sub ?? ''),
      email: str(u.email),
      emailVerified: u.email_verified === true || u.email_verified === 'true',
      name: null,
    }),
  },
  Twitter: {
    authorizeUrl: 'https://twitter.com/i/oauth2/authorize',
    tokenUrl: 'https://api.twitter.com/2/oauth2/token',
    userInfoUrl: 'https://api.twitter.com/2/users/me?user.fields=confirmed_email',
    scope: 'users.read tweet.read users.email offline.access',
    identity: (u) => {
      const data = (u.data ?? {}) as Record<string, unknown>;
      const email = str(data.confirmed_email);
      return { subject: String(data.id ?? ''), email, emailVerified: email !== null, name: str(data.name) };
    },
  },
};

/** The claims of an id_token received straight from the token endpoint over TLS (OIDC Core 3.1.3.7). */
function idTokenClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1];
  if (!payload) throw new Error('The provider sent no usable id_token.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function oauthSignIn(
  endpoints: Endpoints,
  client: { clientId: string; clientSecret: string },
  fetchImpl: typeof fetch = fetch,
): SocialSignIn {
  return {
    authorizeUrl({ state, redirectUri, codeChallenge }) {
      const url = new URL(endpoints.authorizeUrl);
      const params = {
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: redirectUri,
        scope: endpoints.scope,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        ...endpoints.extraAuthorizeParams,
      };
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return url.toString();
    },

    async exchange({ code, redirectUri, codeVerifier }) {
      const tokenResponse = await fetchImpl(endpoints.tokenUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: client.clientId,
          client_secret: client.clientSecret,
          code_verifier: codeVerifier,
        }),
      });
      if (!tokenResponse.ok) throw new Error(`The provider refused the code (${tokenResponse.status}).`);
      const tokens = (await tokenResponse.json()) as { access_token?: string; id_token?: string };
      if (!endpoints.userInfoUrl) {
        if (!tokens.id_token) throw new Error('The provider sent no id_token.');
        return endpoints.identity(idTokenClaims(tokens.id_token));
      }
      if (!tokens.access_token) throw new Error('The provider sent no access token.');
      const userResponse = await fetchImpl(endpoints.userInfoUrl, {
        headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
      });
      if (!userResponse.ok) throw new Error(`The provider refused the profile (${userResponse.status}).`);
      return endpoints.identity((await userResponse.json()) as Record<string, unknown>);
    },
  };
}

/** The configured providers (README: Configuration, QUIRE_GOOGLE_CLIENT_ID …), each over OAuth with PKCE. */
export function socialProviders(
  credentials: Partial<Record<SocialProvider, { clientId: string; clientSecret: string }>>,
  fetchImpl: typeof fetch = fetch,
): Partial<Record<SocialProvider, SocialSignIn>> {
  const providers: Partial<Record<SocialProvider, SocialSignIn>> = {};
  for (const [provider, credential] of Object.entries(credentials) as [SocialProvider, { clientId: string; clientSecret: string }][]) {
    providers[provider] = oauthSignIn(PROVIDER_ENDPOINTS[provider], credential, fetchImpl);
  }
  return providers;
}
