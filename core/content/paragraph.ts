// platform-reference §3 (body paragraph types and markup kinds): the paragraph model a post body is made of.
// A body is an ordered list of paragraphs; inline formatting is a list of markups over character ranges.
import { z } from 'zod';

export const PARAGRAPH_TYPES = ['P', 'H1', 'H2', 'H3', 'H4', 'BQ', 'PQ', 'PRE', 'IMG', 'HR', 'OLI', 'ULI'] as const;
export type ParagraphType = (typeof PARAGRAPH_TYPES)[number];

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

const markupSchema = z
  .object({
    type: z.enum(MARKUP_TYPES),
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    href: z.string().optional(),
  })
  .refine((m) => m.end > m.start, { message: 'A markup must cover at least one character' })
  .refine((m) => m.type !== 'A' || (m.href !== undefined && /^(https?:\/\/|\/|mailto:)/.test(m.href)), {
    message: 'A link markup needs an http(s), mailto or site-relative href',
  });

export const paragraphSchema = z
  .object({
    name: z.string().min(1),
    type: z.enum(PARAGRAPH_TYPES),
    text: z.string(),
    markups: z.array(markupSchema),
    metadata: z
      .object({
        id: z.string().min(1),
        originalWidth: z.number().int().positive(),
        originalHeight: z.number().int().positive(),
        alt: z.string(),
      })
      .optional(),
  })
  .refine((p) => p.markups.every((m) => m.end <= p.text.length), {
    message: 'A markup reaches past the end of its paragraph',
  })
  .refine((p) => p.type !== 'IMG' || p.metadata !== undefined, { message: 'An image paragraph needs its metadata' });

export const bodySchema = z.array(paragraphSchema);

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
