// reader-experience §2.13: the sign-in page's address with its parameters, and the state string that
// social sign-in carries through the provider and back.
import { safeRedirectPath } from './redirect.ts';
import { pathTo } from '../routing/paths.ts';

export type SignInParams = {
  actionUrl?: string;
  operation?: 'login' | 'register';
  redirect?: string;
  collection?: string;
  collectionId?: string;
  newsletterV3?: string;
  newsletterV3Id?: string;
  user?: string;
  userId?: string;
  token?: string;
  source?: string;
  redirectUrl?: string;
};

/** In the spec's order; the three addresses are kept only when they stay on this site. */
export const SIGN_IN_PARAM_ORDER = [
  'actionUrl',
  'operation',
  'redirect',
  'collection',
  'collectionId',
  'newsletterV3',
  'newsletterV3Id',
  'user',
  'userId',
  'token',
  'source',
  'redirectUrl',
] as const satisfies readonly (keyof SignInParams)[];

const ADDRESS_PARAMS = new Set(['actionUrl', 'redirect', 'redirectUrl']);

export function signInUrl(params: SignInParams): string {
  const query: Record<string, string> = {};
  for (const key of SIGN_IN_PARAM_ORDER) {
    const value = params[key];
    if (value === undefined || value === '') continue;
    if (ADDRESS_PARAMS.has(key)) {
      const safe = safeRedirectPath(value, '');
      if (safe) query[key] = safe;
    } else {
      query[key] = value;
    }
  }
  return pathTo('ShowSignIn', query);
}

export const SOCIAL_PROVIDERS = ['Apple', 'Facebook', 'Google', 'Twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export type SocialOperation = 'login' | 'register' | 'connect';

/** Where each provider's sign-in starts, and where the provider sends the reader back (platform-reference §7.4). */
export const SOCIAL_ROUTES: Record<SocialProvider, { start: string; callback: string }> = {
  Google: { start: 'ApiConnectGoogle', callback: 'ApiCallbackGoogle' },
  Facebook: { start: 'ApiConnectFacebook', callback: 'ApiCallbackFacebook' },
  Apple: { start: 'ApiStartAuthApple', callback: 'ApiCallbackApple' },
  Twitter: { start: 'ApiAccountAuthenticateTwitter', callback: 'ApiCallbackTwitter' },
};

export type SocialState = { provider: Lowercase<SocialProvider>; value: string; operation: SocialOperation; extraId?: string };

const SEPARATOR = '|';

/** 'google|{value}|login', or 'google|{value}|connect|{id}' when connecting an account. */
export function socialStateString(provider: SocialProvider, value: string, operation: SocialOperation, extraId?: string): string {
  const parts = [provider.toLowerCase(), encodeURIComponent(value), operation];
  if (operation === 'connect') parts.push(encodeURIComponent(extraId ?? ''));
  return parts.join(SEPARATOR);
}

export function parseSocialState(state: string): SocialState | null {
  const parts = state.split(SEPARATOR);
  const [provider, value, operation, extraId] = parts;
  if (!provider || value === undefined || !operation) return null;
  if (!SOCIAL_PROVIDERS.some((p) => p.toLowerCase() === provider)) return null;
  if (operation !== 'login' && operation !== 'register' && operation !== 'connect') return null;
  if ((operation === 'connect') !== (parts.length === 4) || parts.length > 4) return null;
  try {
    return {
      provider: provider as SocialState['provider'],
      value: decodeURIComponent(value),
      operation,
      ...(operation === 'connect' ? { extraId: decodeURIComponent(extraId ?? '') } : {}),
    };
  } catch {
    return null;
  }
}
