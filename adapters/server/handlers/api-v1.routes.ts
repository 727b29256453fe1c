// platform-reference §2.1's JSON API (issue 21): /v1/me, /v1/users/{applicationSpecificUserId}/publications and
// /v1/publications/{publicationId}/contributors, answered for an integration token sent as
// `Authorization: Bearer quire_pat_…` (made on /me/settings/security#tokens). No cookie is read: a browser's
// session never authenticates these. Calls are counted in the store per network (before the token is looked up,
// so guessing tokens costs as much as using one) and per token. Bodies and errors: core/security/api-v1.ts.
import { apiContributorsOf, type ApiRouteRequest } from './api-v1.data.ts';
import { API_CALLS_PER_NETWORK, API_CALLS_PER_TOKEN, apiErrorBody, apiPublication, apiUser, OTHER_USER_PUBLICATIONS } from '../../../core/security/api-v1.ts';
import { API_ERRORS, bearerOf, scopeAllows, type ApiError, type ApiRoute } from '../../../core/security/integration-tokens.ts';
import { consume } from '../../../core/limits/rate-limit.ts';
import type { Services } from '../composition-root.ts';

export const API_V1_PREFIX = '/v1/';

/** Which API route an address is, with its parameter; null when it is none of them. */
export function matchApiV1(pathname: string): { route: ApiRoute; param: string } | null {
  if (pathname === '/v1/me') return { route: 'ApiV1Me', param: '' };
  const users = /^\/v1\/users\/([^/]+)\/publications$/.exec(pathname);
  if (users) return { route: 'ApiV1UserPublications', param: decodeURIComponent(users[1]!) };
  const contributors = /^\/v1\/publications\/([^/]+)\/contributors$/.exec(pathname);
  if (contributors) return { route: 'ApiV1PublicationContributors', param: decodeURIComponent(contributors[1]!) };
  return null;
}

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers } });

const failure = (error: ApiError, headers: Record<string, string> = {}) =>
  answer(apiErrorBody(error), error.status, error.status === 401 ? { 'www-authenticate': 'Bearer realm="api"', ...headers } : headers);

export async function serveApiV1(services: Services, { request, network }: ApiRouteRequest, matched: { route: ApiRoute; param: string }): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return answer(apiErrorBody({ status: 404, code: 6004, message: 'Only GET is supported.' }), 405, { allow: 'GET, HEAD' });
  const now = services.options.now().getTime();
  const byNetwork = await consume(services.repos.rateLimits, API_CALLS_PER_NETWORK, network, now);
  if (!byNetwork.ok) return failure(API_ERRORS.rateLimited, { 'retry-after': String(byNetwork.retryAfterSeconds) });
  const presented = bearerOf(request.headers.get('authorization'));
  if (!presented) return failure(API_ERRORS.missingToken);
  const token = await services.security.authenticateToken(presented);
  if (!token) return failure(API_ERRORS.invalidToken);
  const byToken = await consume(services.repos.rateLimits, API_CALLS_PER_TOKEN, token.userId + ':' + presented.slice(-8), now);
  if (!byToken.ok) return failure(API_ERRORS.rateLimited, { 'retry-after': String(byToken.retryAfterSeconds) });
  if (!scopeAllows(token.scopes, matched.route)) return failure(API_ERRORS.forbiddenScope);
  const origin = services.options.publicOrigin;
  const { users, publications, security } = services.repos;

  switch (matched.route) {
    case 'ApiV1Me': {
      const [user] = await users.usersByIds([token.userId]);
      return user ? answer({ data: apiUser(origin, user) }) : failure(API_ERRORS.invalidToken);
    }
    case 'ApiV1UserPublications': {
      if (matched.param !== token.userId) return failure(OTHER_USER_PUBLICATIONS);
      const ids = await security.publicationIdsOf(token.userId);
      const found = new Map((await publications.publicationsByIds(ids)).map((p) => [p.id, p]));
      return answer({ data: ids.flatMap((id) => (found.has(id) ? [apiPublication(origin, found.get(id)!)] : [])) });
    }
    case 'ApiV1PublicationContributors': {
      const contributors = await apiContributorsOf(services, matched.param);
      return contributors ? answer({ data: contributors }) : failure(API_ERRORS.notFound);
    }
  }
}
