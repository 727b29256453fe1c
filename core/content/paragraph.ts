// platform-reference §3 (body paragraph types and markup kinds): the paragraph model a post body is made of.
// A body is an ordered list of paragraphs; inline formatting is a list of markups over character ranges.
// The schema is the server's gate for bodies writers send (issue 15 "Bad input"): known types only, markups
// inside their paragraph, links http(s), mailto or site-relative (never javascript:), and the size limits of
// post-limits.ts.
import { z } from 'zod';
import { ALT_MAX_CHARS, BODY_MAX_BYTES, LIMIT_MESSAGES, PARAGRAPH_NAME_MAX_CHARS, PARAGRAPHS_MAX } from './post-limits.ts';
import { isSafeHref } from './safe-href.ts';

export const PARAGRAPH_TYPES = ['P', 'H1', 'H2', 'H3', 'H4', 'BQ', 'PQ', 'PRE', 'IMG', 'HR', 'OLI', 'ULI'] as const;
export type ParagraphType = (typeof PARAGRAPH_TYPES)[number];

/** HIGHLIGHT: the writer's own highlight (the editor writes it; reader-experience's highlights use it too). */
export const MARKUP_TYPES = ['A', 'CODE', 'EM', 'STRONG', 'HIGHLIGHT'] as const;
export type MarkupType = (typeof MARKUP_TYPES)[number];

/** A markup covers text[start, end). Links carry their href. */
export type Markup = { type: MarkupType; start: number; end: number; href?: string | undefined };

export type ImageMetadata = { id: string; originalWidth: number; originalHeight: number; alt: string };

export type Paragraph = {
  /** Stable per post: the anchor readers can link to. */
  name: string;
  type: ParagraphType;
  text: string;
  markups: Markup[];
  metadata?: ImageMetadata | undefined;
};

// A link a reader may follow (safe-href.ts, apart so the editor's pages need not carry zod).
export { isSafeHref };

const markupSchema = z
  .object({
    type: z.enum(MARKUP_TYPES),
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    href: z.string().optional(),
  })
  .refine((m) => m.end > m.start, { message: 'A markup must cover at least one character' })
  .refine((m) => m.type !== 'A' || (m.href !== undefined && isSafeHref(m.href)), {
    message: LIMIT_MESSAGES.badLink,
  });

export const paragraphSchema = z
  .object({
    name: z.string().min(1).max(PARAGRAPH_NAME_MAX_CHARS),
    type: z.enum(PARAGRAPH_TYPES, { error: (issue) => `Unknown paragraph type ${JSON.stringify(issue.input)}.` }),
    text: z.string(),
    markups: z.array(markupSchema),
    metadata: z
      .object({
        id: z.string().min(1),
        originalWidth: z.number().int().positive(),
        originalHeight: z.number().int().positive(),
        alt: z.string().max(ALT_MAX_CHARS),
      })
      .optional(),
  })
  .refine((p) => p.markups.every((m) => m.end <= p.text.length), {
    message: 'A markup reaches past the end of its paragraph',
  })
  .refine((p) => p.type !== 'IMG' || p.metadata !== undefined, { message: 'An image paragraph needs its metadata' });

export const bodySchema = z
  .array(paragraphSchema)
  .max(PARAGRAPHS_MAX, { message: LIMIT_MESSAGES.tooManyParagraphs })
  .refine((body) => new Set(body.map((p) => p.name)).size === body.length, { message: 'Paragraph names must not repeat.' });

export type ParseBodyResult = { ok: true; body: Paragraph[] } | { ok: false; error: 'INVALID_BODY'; issues: string[] };

export function parseBody(input: unknown): ParseBodyResult {
  const parsed = bodySchema.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data as Paragraph[] };
  return {
    ok: false,
    error: 'INVALID_BODY',
    issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
  };
}

export type ReadBodyResult = { ok: true; body: Paragraph[] } | { ok: false; error: 'INVALID_BODY'; message: string };

/**
 * A body as a writer sends it: JSON text of the paragraph model. Past 1 MB, not JSON, or failing the schema:
 * INVALID_BODY with the first problem as a sentence the editor shows.
 */
export function readBodyJson(json: string): ReadBodyResult {
  if (utf8Length(json) > BODY_MAX_BYTES) return { ok: false, error: 'INVALID_BODY', message: LIMIT_MESSAGES.bodyTooLarge };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, error: 'INVALID_BODY', message: LIMIT_MESSAGES.bodyNotJson };
  }
  if (Array.isArray(value) && value.length > PARAGRAPHS_MAX) return { ok: false, error: 'INVALID_BODY', message: LIMIT_MESSAGES.tooManyParagraphs };
  const parsed = parseBody(value);
  if (parsed.ok) return parsed;
  return { ok: false, error: 'INVALID_BODY', message: bodyMessage(parsed.issues[0] ?? '') };
}

/** 'paragraph 3: …' from zod's '2.markups.0: …' — counted from 1, as a writer counts. */
function bodyMessage(issue: string): string {
  const match = /^(\d+)(?:\.[^:]*)?: (.*)$/.exec(issue);
  if (!match) return `The story's body is not valid: ${issue.replace(/^: /, '')}`;
  const text = match[2]!.endsWith('.') ? match[2]! : `${match[2]!}.`;
  return `Paragraph ${Number(match[1]) + 1}: ${text}`;
}

/** UTF-8 byte length without an encoder (core has no I/O or platform APIs beyond the language). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
