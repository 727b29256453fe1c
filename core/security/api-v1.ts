// platform-reference §2.1 names the JSON API's paths (/v1/me, /v1/users/{applicationSpecificUserId}/publications,
// /v1/publications/{publicationId}/contributors) but not their bodies; they follow the public API those paths come
// from: every answer is `{ "data": … }`, every failure `{ "errors": [{ "message", "code" }] }`. Built here, once,
// from domain records and the configured public origin.
import { publicationPath } from '../routing/links.ts';
import { pathTo } from '../routing/paths.ts';
import type { ApiError } from './integration-tokens.ts';

export type ApiUser = { id: string; username: string; name: string; url: string; imageUrl: string };
export type ApiPublication = { id: string; name: string; description: string; url: string; imageUrl: string };
export type ApiContributor = { publicationId: string; userId: string; role: 'editor' | 'writer' };

const imageUrl = (origin: string, imageId: string | null) => (imageId ? `${origin}/media/${imageId}` : '');

export const apiUser = (origin: string, u: { id: string; username: string; name: string; imageId: string | null }): ApiUser => ({
  id: u.id,
  username: u.username,
  name: u.name,
  url: origin + pathTo('ShowUser', { username: u.username }),
  imageUrl: imageUrl(origin, u.imageId),
});

export const apiPublication = (
  origin: string,
  p: { id: string; slug: string; name: string; description: string; tagline: string; avatarId: string | null },
): ApiPublication => ({
  id: p.id,
  name: p.name,
  description: p.description || p.tagline,
  url: origin + publicationPath(p.slug),
  imageUrl: imageUrl(origin, p.avatarId),
});

/** Owners and editors edit; writers write. */
export const apiRole = (role: 'OWNER' | 'EDITOR' | 'WRITER'): ApiContributor['role'] => (role === 'WRITER' ? 'writer' : 'editor');

export const apiErrorBody = (error: ApiError): { errors: { message: string; code: number }[] } => ({ errors: [{ message: error.message, code: error.code }] });

/** A token may read its own account's publications only. */
export const OTHER_USER_PUBLICATIONS = { status: 403, code: 6026, message: "A token can list only its own account's publications." } as const satisfies ApiError;

/** Calls per token an hour (counted in the store). */
export const API_CALLS_PER_TOKEN = { name: 'api-v1/token', max: 1000, windowMs: 60 * 60_000 } as const;
/** Calls per network a minute, token or not (guessing tokens costs as much as using one). */
export const API_CALLS_PER_NETWORK = { name: 'api-v1/network', max: 120, windowMs: 60_000 } as const;
