// platform-reference §7.4 /_/p/{postId}/quotes/create: the spec's path for creating a highlight (a quote), beside
// the createHighlight mutation and through the same service. POST, JSON
// { startParagraph, startOffset, endParagraph, endOffset } (paragraphName/start/end for one paragraph also
// accepted), signed in (401) with the session's xsrf token in the x-xsrf-token header (403), as every write.
// Answers { ok: true, highlight } (201 created, 200 when the reader already had it) or { ok: false, error, message }.
import type { HighlightRange } from '../../../core/highlights/highlight.ts';
import type { HighlightRecord } from '../../../core/ports/highlights-repository.port.ts';
import type { HighlightsService } from './highlights.service.ts';

export const QUOTES_CREATE_PATH = /^\/_\/p\/([0-9a-f]{1,64})\/quotes\/create$/;

export type QuotesContext = {
  highlights: HighlightsService;
  userIdOf: (request: Request) => Promise<string | null>;
  xsrfOk: (request: Request) => Promise<boolean>;
  isMember: (userId: string) => Promise<boolean>;
};

export const QUOTE_MESSAGES = {
  method: 'Create a quote with POST.',
  unauthorized: 'Sign in to highlight the passages that matter to you.',
  forbidden: 'This request is missing its security token. Reload the page and try again.',
  notJson: 'Send the passage as JSON: startParagraph, startOffset, endParagraph and endOffset.',
} as const;

const STATUS = { BadRequest: 400, NotFound: 404, RateLimited: 429 } as const;
const noStore = { 'cache-control': 'no-store' };

function refusal(status: number, error: string, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ ok: false, error, message }, { status, headers: { ...noStore, ...headers } });
}

/** Reads the passage from the body: the four-field range, or one paragraph's name with start and end. */
export function readRange(value: unknown): HighlightRange | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' && x.length > 0 && x.length <= 64 ? x : null);
  const int = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) ? x : null);
  const startParagraph = text(v.startParagraph ?? v.paragraphName);
  const endParagraph = text(v.endParagraph ?? v.paragraphName);
  const startOffset = int(v.startOffset ?? v.start);
  const endOffset = int(v.endOffset ?? v.end);
  if (startParagraph === null || endParagraph === null || startOffset === null || endOffset === null) return null;
  return { startParagraph, startOffset, endParagraph, endOffset };
}

const wire = (h: HighlightRecord) => ({
  id: h.id,
  postId: h.postId,
  startParagraph: h.startParagraph,
  startOffset: h.startOffset,
  endParagraph: h.endParagraph,
  endOffset: h.endOffset,
  quote: h.quote,
  createdAt: h.createdAt.getTime(),
});

export async function serveQuoteCreate(request: Request, postId: string, ctx: QuotesContext): Promise<Response> {
  if (request.method !== 'POST') return refusal(405, 'METHOD_NOT_ALLOWED', QUOTE_MESSAGES.method, { allow: 'POST' });
  const userId = await ctx.userIdOf(request);
  if (!userId) return refusal(401, 'UNAUTHORIZED', QUOTE_MESSAGES.unauthorized);
  if (!(await ctx.xsrfOk(request))) return refusal(403, 'FORBIDDEN', QUOTE_MESSAGES.forbidden);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return refusal(400, 'BAD_REQUEST', QUOTE_MESSAGES.notJson);
  }
  const range = readRange(body);
  if (!range) return refusal(400, 'BAD_REQUEST', QUOTE_MESSAGES.notJson);
  const result = await ctx.highlights.create(userId, { postId, ...range }, { isMember: await ctx.isMember(userId) });
  if (!result.ok) {
    const headers: Record<string, string> = result.kind === 'RateLimited' ? { 'retry-after': String(result.retryAfterSeconds) } : {};
    return refusal(STATUS[result.kind], result.kind === 'BadRequest' ? 'BAD_REQUEST' : result.kind === 'NotFound' ? 'NOT_FOUND' : 'RATE_LIMITED', result.message, headers);
  }
  return Response.json({ ok: true, highlight: wire(result.highlight) }, { status: result.created ? 201 : 200, headers: noStore });
}
