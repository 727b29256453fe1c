// reader-experience §9 and platform-reference §3 (body paragraph types and markup kinds): the editor's document
// (ProseMirror/TipTap JSON) mapped to the paragraph model and back, by pure functions. The editor never sends
// HTML or its own JSON to the server: it sends the paragraph model these functions make.
//
// The normal form (normalizeBody) is what a body looks like after a trip through the editor:
// - markups are clipped to their paragraph, empty ones dropped, and for each kind the covered characters are
//   described by maximal runs (overlapping or touching markups of one kind merged; links merged only when
//   their hrefs are equal; where links overlap, the one starting first — then the longer — wins);
// - a link's href is sanitised (http(s), mailto or site-relative; anything else, `javascript:` included, loses
//   the link but keeps its text);
// - code blocks (PRE) carry no markups and separators (HR) no text; only images keep metadata;
// - a body that is one empty P is the empty body (a new story nobody has typed in yet).
// Paragraph names travel as a node attribute so they stay stable across edits.
import { countWords, formatReadingTime, readingTimeMinutes } from '../format/reading-time.ts';
import type { ImageMetadata, Markup, MarkupType, Paragraph, ParagraphType } from './paragraph.ts';

/** The JSON shapes of the editor's document this module reads and writes (no editor import in core). */
export type EditorMark = { type: string; attrs?: Record<string, unknown> };
export type EditorNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: EditorNode[];
  text?: string;
  marks?: EditorMark[];
};
export type EditorDoc = { type: 'doc'; content: EditorNode[] };

/** The node names the editor's schema uses; the UI's extensions are named after these. */
export const EDITOR_NODE = {
  doc: 'doc',
  paragraph: 'paragraph',
  heading: 'heading',
  blockquote: 'blockquote',
  pullQuote: 'pullQuote',
  codeBlock: 'codeBlock',
  bulletList: 'bulletList',
  orderedList: 'orderedList',
  listItem: 'listItem',
  horizontalRule: 'horizontalRule',
  image: 'image',
  text: 'text',
  hardBreak: 'hardBreak',
} as const;

/** The editor's marks and the markup kinds they stand for. */
export const MARK_TO_MARKUP: Readonly<Record<string, MarkupType>> = {
  link: 'A',
  highlight: 'HIGHLIGHT',
  bold: 'STRONG',
  italic: 'EM',
  code: 'CODE',
};
const MARKUP_TO_MARK: Readonly<Record<MarkupType, string>> = {
  A: 'link',
  HIGHLIGHT: 'highlight',
  STRONG: 'bold',
  EM: 'italic',
  CODE: 'code',
};
/** Canonical order of markup kinds: outer first, as the reading page nests them. */
const KIND_ORDER: readonly MarkupType[] = ['A', 'HIGHLIGHT', 'STRONG', 'EM', 'CODE'];

// ── Links ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A link's href as the body may keep it, or null when it is not allowed: http(s) and mailto addresses (the
 * scheme lower-cased) and site-relative paths (`/…`, never `//host`). Whitespace around it is trimmed; any
 * control character or space inside refuses it (browsers strip them, which is how `java\tscript:` sneaks by).
 */
export function sanitizeHref(raw: string): string | null {
  const href = raw.trim();
  if (href === '' || /[\u0000-\u0020\u007f]/.test(href)) return null;
  const scheme = /^(https?:\/\/|mailto:)/i.exec(href);
  if (scheme) {
    const rest = href.slice(scheme[0].length);
    if (rest === '') return null;
    return scheme[0].toLowerCase() + rest;
  }
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return href;
  return null;
}

// ── Markups ───────────────────────────────────────────────────────────────────────────────────────────────

/** What covers one character: the non-link kinds, and the link's href if any. */
type CharMarks = { kinds: Set<MarkupType>; href: string | null };

function blankCoverage(length: number): CharMarks[] {
  return Array.from({ length }, () => ({ kinds: new Set<MarkupType>(), href: null }));
}

/** Maximal runs of each kind over per-character coverage, in canonical order. */
function runsFromCoverage(coverage: readonly CharMarks[]): Markup[] {
  const out: Markup[] = [];
  for (const kind of KIND_ORDER) {
    let start = -1;
    let href: string | null = null;
    const close = (end: number) => {
      if (start >= 0) out.push(kind === 'A' ? { type: 'A', start, end, href: href ?? '' } : { type: kind, start, end });
      start = -1;
    };
    for (let i = 0; i < coverage.length; i++) {
      const c = coverage[i]!;
      const has = kind === 'A' ? c.href !== null : c.kinds.has(kind);
      if (!has) {
        close(i);
        continue;
      }
      if (start >= 0 && kind === 'A' && c.href !== href) close(i);
      if (start < 0) {
        start = i;
        href = kind === 'A' ? c.href : null;
      }
    }
    close(coverage.length);
  }
  return out.sort(
    (a, b) => a.start - b.start || b.end - a.end || KIND_ORDER.indexOf(a.type) - KIND_ORDER.indexOf(b.type),
  );
}

/** The normal form of a paragraph's markups (see the top of this file). */
export function normalizeMarkups(text: string, markups: readonly Markup[]): Markup[] {
  const coverage = blankCoverage(text.length);
  const links = markups
    .map((m, index) => ({ m, index }))
    .filter(({ m }) => m.type === 'A')
    .sort((a, b) => a.m.start - b.m.start || b.m.end - a.m.end || a.index - b.index);
  for (const m of markups) {
    if (m.type === 'A') continue;
    for (let i = Math.max(0, m.start); i < Math.min(text.length, m.end); i++) coverage[i]!.kinds.add(m.type);
  }
  for (const { m } of links) {
    const href = m.href === undefined ? null : sanitizeHref(m.href);
    if (href === null) continue;
    for (let i = Math.max(0, m.start); i < Math.min(text.length, m.end); i++) coverage[i]!.href ??= href;
  }
  return runsFromCoverage(coverage);
}

/** The normal form of one paragraph. */
export function normalizeParagraph(p: Paragraph): Paragraph {
  switch (p.type) {
    case 'HR':
      return { name: p.name, type: 'HR', text: '', markups: [] };
    case 'PRE':
      return { name: p.name, type: 'PRE', text: p.text, markups: [] };
    case 'IMG': {
      const out: Paragraph = { name: p.name, type: 'IMG', text: p.text, markups: normalizeMarkups(p.text, p.markups) };
      if (p.metadata) {
        const { id, originalWidth, originalHeight, alt } = p.metadata;
        out.metadata = { id, originalWidth, originalHeight, alt };
      }
      return out;
    }
    default:
      return { name: p.name, type: p.type, text: p.text, markups: normalizeMarkups(p.text, p.markups) };
  }
}

function isLoneEmptyParagraph(body: readonly Paragraph[]): boolean {
  return body.length === 1 && body[0]!.type === 'P' && body[0]!.text === '' && body[0]!.markups.length === 0;
}

/** The normal form of a body: what it becomes after a trip through the editor. */
export function normalizeBody(body: readonly Paragraph[]): Paragraph[] {
  const out = body.map(normalizeParagraph);
  return isLoneEmptyParagraph(out) ? [] : out;
}

// ── Model → editor ────────────────────────────────────────────────────────────────────────────────────────

function editorMark(m: Markup): EditorMark {
  return m.type === 'A' ? { type: 'link', attrs: { href: m.href ?? '' } } : { type: MARKUP_TO_MARK[m.type] };
}

/** A paragraph's text and markups as inline nodes: text runs with their marks, `\n` as a hard break. */
export function inlineContent(text: string, markups: readonly Markup[]): EditorNode[] {
  const normal = normalizeMarkups(text, markups);
  const cuts = new Set<number>([0, text.length]);
  for (const m of normal) cuts.add(m.start).add(m.end);
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') cuts.add(i).add(i + 1);
  const points = [...cuts].sort((a, b) => a - b);
  const nodes: EditorNode[] = [];
  for (let k = 0; k + 1 < points.length; k++) {
    const start = points[k]!;
    const end = points[k + 1]!;
    if (end <= start) continue;
    const covering = normal.filter((m) => m.start <= start && m.end >= end);
    covering.sort((a, b) => KIND_ORDER.indexOf(a.type) - KIND_ORDER.indexOf(b.type));
    const marks = covering.map(editorMark);
    const piece = text.slice(start, end);
    const node: EditorNode = piece === '\n' ? { type: 'hardBreak' } : { type: 'text', text: piece };
    if (marks.length > 0) node.marks = marks;
    nodes.push(node);
  }
  return nodes;
}

function textblock(type: string, attrs: Record<string, unknown>, p: Paragraph): EditorNode {
  const content = inlineContent(p.text, p.markups);
  return content.length > 0 ? { type, attrs, content } : { type, attrs };
}

function blockFor(p: Paragraph): EditorNode {
  const name = p.name;
  switch (p.type) {
    case 'H1':
    case 'H2':
    case 'H3':
    case 'H4':
      return textblock('heading', { level: Number(p.type.slice(1)), name }, p);
    case 'PQ':
      return textblock('pullQuote', { name }, p);
    case 'PRE':
      return p.text === ''
        ? { type: 'codeBlock', attrs: { name, language: null } }
        : { type: 'codeBlock', attrs: { name, language: null }, content: [{ type: 'text', text: p.text }] };
    case 'HR':
      return { type: 'horizontalRule', attrs: { name } };
    case 'IMG': {
      const meta = p.metadata;
      const attrs = { name, id: meta?.id ?? null, width: meta?.originalWidth ?? null, height: meta?.originalHeight ?? null, alt: meta?.alt ?? '' };
      return textblock('image', attrs, p);
    }
    default:
      return textblock('paragraph', { name }, p);
  }
}

/** The editor's document for a body. Runs of BQ share one block quote, runs of OLI/ULI one list. */
export function bodyToEditorDoc(body: readonly Paragraph[]): EditorDoc {
  const content: EditorNode[] = [];
  let i = 0;
  while (i < body.length) {
    const p = body[i]!;
    if (p.type === 'BQ' || p.type === 'OLI' || p.type === 'ULI') {
      const run: Paragraph[] = [];
      while (i < body.length && body[i]!.type === p.type) run.push(body[i++]!);
      const paragraphs = run.map((q) => textblock('paragraph', { name: q.name }, q));
      if (p.type === 'BQ') content.push({ type: 'blockquote', content: paragraphs });
      else
        content.push({
          type: p.type === 'OLI' ? 'orderedList' : 'bulletList',
          content: paragraphs.map((para) => ({ type: 'listItem', content: [para] })),
        });
      continue;
    }
    content.push(blockFor(p));
    i++;
  }
  return { type: 'doc', content };
}

// ── Editor → model ────────────────────────────────────────────────────────────────────────────────────────

export type EditorToBodyOptions = {
  /** A fresh paragraph name (the caller's id generator; core has no randomness). */
  newName: () => string;
};

export type EditorToBodyResult =
  | { ok: true; body: Paragraph[]; /** What was left out: unknown nodes and marks, unsafe links, images with no file. */ dropped: string[] }
  | { ok: false; error: 'NOT_A_DOCUMENT'; message: string };

export const NOT_A_DOCUMENT_MESSAGE = 'The story could not be read: it is not an editor document.';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function childrenOf(node: EditorNode): EditorNode[] {
  return Array.isArray(node.content) ? node.content.filter(isRecord) as EditorNode[] : [];
}

function attr(node: EditorNode, key: string): unknown {
  return isRecord(node.attrs) ? node.attrs[key] : undefined;
}

/** Text and markups of a textblock's inline content. */
function readInline(nodes: readonly EditorNode[], dropped: string[], withMarks: boolean): { text: string; markups: Markup[] } {
  let text = '';
  const coverage: CharMarks[] = [];
  for (const node of nodes) {
    let piece: string;
    if (node.type === 'text' && typeof node.text === 'string') piece = node.text;
    else if (node.type === 'hardBreak') piece = '\n';
    else {
      dropped.push(`node:${String(node.type)}`);
      continue;
    }
    const cover: CharMarks = { kinds: new Set(), href: null };
    if (withMarks && Array.isArray(node.marks)) {
      for (const mark of node.marks) {
        if (!isRecord(mark)) continue;
        const kind = MARK_TO_MARKUP[String(mark.type)];
        if (kind === undefined) dropped.push(`mark:${String(mark.type)}`);
        else if (kind === 'A') {
          const raw = isRecord(mark.attrs) ? mark.attrs.href : undefined;
          const href = typeof raw === 'string' ? sanitizeHref(raw) : null;
          if (href === null) dropped.push(`link:${typeof raw === 'string' ? raw : ''}`);
          else cover.href = href;
        } else cover.kinds.add(kind);
      }
    }
    text += piece;
    for (let i = 0; i < piece.length; i++) coverage.push({ kinds: new Set(cover.kinds), href: cover.href });
  }
  return { text, markups: runsFromCoverage(coverage) };
}

type Container = 'BQ' | 'OLI' | 'ULI' | null;
type Pending = { name: unknown; type: ParagraphType; text: string; markups: Markup[]; metadata?: ImageMetadata };

function headingType(level: unknown): ParagraphType {
  const n = typeof level === 'number' && Number.isFinite(level) ? Math.round(level) : 3;
  return (['H1', 'H2', 'H3', 'H4'] as const)[Math.min(4, Math.max(1, n)) - 1]!;
}

function positiveInt(v: unknown): number | null {
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null;
}

function walk(nodes: readonly EditorNode[], container: Container, out: Pending[], dropped: string[]): void {
  for (const node of nodes) {
    const type = node.type;
    const content = childrenOf(node);
    switch (type) {
      case 'paragraph':
      case 'heading':
      case 'pullQuote': {
        const own: ParagraphType = type === 'paragraph' ? 'P' : type === 'pullQuote' ? 'PQ' : headingType(attr(node, 'level'));
        out.push({ name: attr(node, 'name'), type: container ?? own, ...readInline(content, dropped, true) });
        break;
      }
      case 'codeBlock':
        out.push({ name: attr(node, 'name'), type: 'PRE', text: readInline(content, dropped, false).text, markups: [] });
        break;
      case 'horizontalRule':
        out.push({ name: attr(node, 'name'), type: 'HR', text: '', markups: [] });
        break;
      case 'image': {
        const id = attr(node, 'id');
        const width = positiveInt(attr(node, 'width'));
        const height = positiveInt(attr(node, 'height'));
        if (typeof id !== 'string' || id === '' || width === null || height === null) {
          dropped.push('image:not-uploaded');
          break;
        }
        const alt = attr(node, 'alt');
        out.push({
          name: attr(node, 'name'),
          type: 'IMG',
          ...readInline(content, dropped, true),
          metadata: { id, originalWidth: width, originalHeight: height, alt: typeof alt === 'string' ? alt : '' },
        });
        break;
      }
      case 'blockquote':
        walk(content, container ?? 'BQ', out, dropped);
        break;
      case 'bulletList':
      case 'orderedList':
        walk(content, type === 'bulletList' ? 'ULI' : 'OLI', out, dropped);
        break;
      case 'listItem':
        walk(content, container, out, dropped);
        break;
      default:
        dropped.push(`node:${String(type)}`);
    }
  }
}

/** The paragraph model for the editor's document. Names are kept when present and unique, else made new. */
export function editorDocToBody(doc: unknown, options: EditorToBodyOptions): EditorToBodyResult {
  if (!isRecord(doc) || doc.type !== 'doc' || (doc.content !== undefined && !Array.isArray(doc.content)))
    return { ok: false, error: 'NOT_A_DOCUMENT', message: NOT_A_DOCUMENT_MESSAGE };
  const dropped: string[] = [];
  const pending: Pending[] = [];
  walk(childrenOf(doc as EditorNode), null, pending, dropped);
  const taken = new Set<string>();
  const claimed = new Set<string>(pending.map((p) => p.name).filter((n): n is string => typeof n === 'string' && n !== ''));
  const fresh = () => {
    for (;;) {
      const name = options.newName();
      if (name !== '' && !claimed.has(name)) {
        claimed.add(name);
        return name;
      }
    }
  };
  const body = pending.map((p): Paragraph => {
    const name = typeof p.name === 'string' && p.name !== '' && !taken.has(p.name) ? p.name : fresh();
    taken.add(name);
    const out: Paragraph = { name, type: p.type, text: p.text, markups: p.markups };
    if (p.metadata) out.metadata = p.metadata;
    return out;
  });
  return { ok: true, body: isLoneEmptyParagraph(body) ? [] : body, dropped };
}

/**
 * The body without empty paragraphs at its end: the editor keeps one there (so the writer can always type after
 * an image or a code block), and it is no part of the story.
 */
export function withoutTrailingEmptyParagraphs(body: readonly Paragraph[]): Paragraph[] {
  let end = body.length;
  while (end > 0 && body[end - 1]!.type === 'P' && body[end - 1]!.text === '') end--;
  return body.slice(0, end);
}

// ── Figures for the editor's top bar and the publish dialog ───────────────────────────────────────────────

export type BodyStats = { words: number; readingTimeMinutes: number; readingTime: string };

/** Word count (title, subtitle and body) and reading time ('{n} min read') of a story being written. */
export function bodyStats(title: string, subtitle: string, body: readonly Paragraph[]): BodyStats {
  const words = countWords(title) + countWords(subtitle) + body.reduce((n, p) => n + countWords(p.text), 0);
  const minutes = readingTimeMinutes(body, title, subtitle);
  return { words, readingTimeMinutes: minutes, readingTime: formatReadingTime(minutes) };
}

/** '{n} word(s)' for the top bar. */
export function formatWordCount(words: number): string {
  return `${words.toLocaleString('en-US')} ${words === 1 ? 'word' : 'words'}`;
}
