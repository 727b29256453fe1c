// Issue 21 (Security and apps, #tokens): integration tokens for the JSON API of platform-reference §2.1 (/v1/me,
// /v1/users/{id}/publications, /v1/publications/{id}/contributors). A token is shown once, stored as a hash, and
// starts with a fixed prefix so people and secret scanners can recognise one in a log or a repository. What each
// API route needs (its scope) is said here, once.

/** Every token starts with this, whatever the product is called, so one rule finds them all. */
export const TOKEN_PREFIX = 'quire_pat_';
/** Random part: 32 bytes as base64url. */
export const TOKEN_BODY_LENGTH = 43;
const TOKEN_SHAPE = new RegExp(`^${TOKEN_PREFIX}[A-Za-z0-9_-]{${TOKEN_BODY_LENGTH}}$`);

export const TOKEN_SCOPES = ['profile:read', 'publications:read'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** The routes of platform-reference §2.1's JSON API and the scope each needs. */
export const API_ROUTE_SCOPES = {
  ApiV1Me: 'profile:read',
  ApiV1UserPublications: 'publications:read',
  ApiV1PublicationContributors: 'publications:read',
} as const satisfies Record<string, TokenScope>;
export type ApiRoute = keyof typeof API_ROUTE_SCOPES;

/** A new token's full text from its random body (base64url of 32 bytes). */
export function tokenFromBody(body: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(body) || body.length !== TOKEN_BODY_LENGTH) throw new Error('A token body is 43 base64url characters.');
  return TOKEN_PREFIX + body;
}

/** Whether a presented bearer value could be a token at all (checked before the store is asked). */
export const isTokenShaped = (presented: string): boolean => TOKEN_SHAPE.test(presented);

/** What the list shows of a token after it was shown once: its prefix and its last four characters. */
export const tokenHint = (token: string): string => `${TOKEN_PREFIX}…${token.slice(-4)}`;

/** The bearer value of an Authorization header, or null. */
export function bearerOf(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

export const MAX_TOKEN_NAME = 64;
export const MAX_TOKENS_PER_USER = 20;

export function validateTokenName(raw: string): { ok: true; name: string } | { ok: false; message: string } {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name === '') return { ok: false, message: 'Give the token a name, so you know later what uses it.' };
  if (name.length > MAX_TOKEN_NAME) return { ok: false, message: `A token's name can be at most ${MAX_TOKEN_NAME} characters.` };
  return { ok: true, name };
}

export const tooManyTokensMessage = `You can have at most ${MAX_TOKENS_PER_USER} integration tokens. Revoke one you no longer use first.`;

/** Whether a token with `scopes` may call `route`. */
export const scopeAllows = (scopes: readonly string[], route: ApiRoute): boolean => scopes.includes(API_ROUTE_SCOPES[route]);

/** Scopes as stored (space-separated), read back keeping only known ones. */
export const parseScopes = (stored: string): TokenScope[] => stored.split(' ').filter((s): s is TokenScope => (TOKEN_SCOPES as readonly string[]).includes(s));

/** The JSON API's errors (one shape for every failure), and their texts. */
export type ApiError = { status: 401 | 403 | 404 | 429; code: number; message: string };
export const API_ERRORS = {
  missingToken: { status: 401, code: 6000, message: 'An integration token is required: send it as "Authorization: Bearer <token>".' },
  invalidToken: { status: 401, code: 6003, message: 'Token was invalid.' },
  forbiddenScope: { status: 403, code: 6027, message: 'This token may not use this endpoint.' },
  notFound: { status: 404, code: 6004, message: 'Not found.' },
  rateLimited: { status: 429, code: 6029, message: 'Too many requests. Please try again later.' },
} as const satisfies Record<string, ApiError>;
