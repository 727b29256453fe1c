import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bodyStats,
  bodyToEditorDoc,
  editorDocToBody,
  formatWordCount,
  normalizeBody,
  withoutTrailingEmptyParagraphs,
  sanitizeHref,
  type EditorNode,
} from '../core/content/editor-document.ts';
import { storyImages } from '../core/content/body-images.ts';
import { MARKUP_TYPES, PARAGRAPH_TYPES, parseBody, type Markup, type Paragraph } from '../core/content/paragraph.ts';

const HREFS = [
  'https://example.org/a',
  'http://example.org/b',
  'mailto:ada@example.org',
  '/@ada/a-story-1234',
  'HTTPS://Example.org/c',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  '//evil.example/',
  'data:text/html,hi',
  'vbscript:x',
  'relative/path',
  '',
];

function counter(prefix = 'n') {
  let i = 0;
  return () => `${prefix}${++i}`;
}

const text = fc.string({ maxLength: 24, unit: fc.constantFrom('a', 'b', ' ', '\n', 'é', '😀', 'x') });

const markupsFor = (t: string): fc.Arbitrary<Markup[]> =>
  t.length === 0
    ? fc.constant([])
    : fc.array(
    fc
      .record({ type: fc.constantFrom(...MARKUP_TYPES), a: fc.nat({ max: t.length }), b: fc.nat({ max: t.length }), href: fc.constantFrom(...HREFS) })
      .filter(({ a, b }) => a !== b)
      .map(({ type, a, b, href }): Markup => ({ type, start: Math.min(a, b), end: Math.max(a, b), ...(type === 'A' ? { href } : {}) })),
    { maxLength: 5 },
  );

const image = fc.record({
  id: fc.constantFrom('img1', 'img2'),
  originalWidth: fc.integer({ min: 1, max: 4000 }),
  originalHeight: fc.integer({ min: 1, max: 4000 }),
  alt: fc.constantFrom('', 'A cat'),
});

const paragraphWithoutName = fc.constantFrom(...PARAGRAPH_TYPES).chain((type) =>
  text.chain((t) =>
    fc.record({
      type: fc.constant(type),
      text: fc.constant(t),
      markups: markupsFor(t),
      metadata: type === 'IMG' ? image : fc.constant(undefined),
    }),
  ),
);

/** Any body the paragraph schema accepts would do, but links are any href at all, and names are unique. */
const body: fc.Arbitrary<Paragraph[]> = fc.array(paragraphWithoutName, { maxLength: 12 }).map((ps) =>
  ps.map((p, i) => {
    const out: Paragraph = { name: `p${i}`, type: p.type, text: p.text, markups: p.markups };
    if (p.metadata) out.metadata = p.metadata;
    return out;
  }),
);

const anyAttrs = fc.dictionary(fc.constantFrom('name', 'level', 'id', 'width', 'height', 'alt', 'href', 'x'), fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: -2, max: 8 }), fc.constant(null)), { maxKeys: 4 });
const anyMark = fc.record({
  type: fc.constantFrom('bold', 'italic', 'code', 'highlight', 'link', 'underline', 'strike'),
  attrs: fc.record({ href: fc.constantFrom(...HREFS) }),
});
const inlineNode: fc.Arbitrary<EditorNode> = fc.oneof(
  fc.record({ type: fc.constant('text'), text: text.filter((t) => t !== ''), marks: fc.array(anyMark, { maxLength: 3 }) }),
  fc.record({ type: fc.constant('hardBreak') }),
  fc.record({ type: fc.constant('mention'), attrs: anyAttrs }),
);

/** Any tree of editor nodes, known and unknown, in any nesting, with any attributes. */
const { editorNode } = fc.letrec<{ editorNode: EditorNode }>((tie) => ({
  editorNode: fc.oneof(
    { depthSize: 'small' },
    fc.record({
      type: fc.constantFrom('paragraph', 'heading', 'pullQuote', 'codeBlock', 'image'),
      attrs: anyAttrs,
      content: fc.array(inlineNode, { maxLength: 4 }),
    }),
    fc.record({ type: fc.constantFrom('horizontalRule', 'table', 'iframe'), attrs: anyAttrs }),
    fc.record({
      type: fc.constantFrom('blockquote', 'bulletList', 'orderedList', 'listItem', 'details'),
      content: fc.array(tie('editorNode'), { maxLength: 3 }),
    }),
  ),
}));
const editorDoc = fc.array(editorNode, { maxLength: 6 }).map((content) => ({ type: 'doc', content }));

function convert(doc: unknown) {
  const result = editorDocToBody(doc, { newName: counter() });
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('reader-experience §9 / platform-reference §3 body paragraph types and markup kinds: editor document ↔ paragraph model', () => {
  it('any valid body survives model → editor → model unchanged, in normal form', () => {
    fc.assert(
      fc.property(body, (b) => {
        expect(convert(bodyToEditorDoc(b)).body).toEqual(normalizeBody(b));
      }),
    );
  });

  it('any editor document made from a body (in normal form) survives editor → model → editor unchanged', () => {
    fc.assert(
      fc.property(body, (b) => {
        const doc = bodyToEditorDoc(normalizeBody(b));
        expect(bodyToEditorDoc(convert(doc).body)).toEqual(doc);
      }),
    );
  });

  it('the normal form is a fixed point and passes the body schema', () => {
    fc.assert(
      fc.property(body, (b) => {
        const normal = normalizeBody(b);
        expect(normalizeBody(normal)).toEqual(normal);
        expect(parseBody(normal).ok).toBe(true);
      }),
    );
  });

  it('no markup ever reaches past its paragraph, names are unique, and the schema accepts whatever any document makes', () => {
    fc.assert(
      fc.property(editorDoc, (doc) => {
        const { body: out } = convert(doc);
        for (const p of out) for (const m of p.markups) expect(m.start >= 0 && m.end > m.start && m.end <= p.text.length).toBe(true);
        expect(new Set(out.map((p) => p.name)).size).toBe(out.length);
        expect(parseBody(out)).toMatchObject({ ok: true });
      }),
    );
  });

  it('no javascript: (or any other unsafe) link survives, from the model or the editor', () => {
    const safe = (b: Paragraph[]) =>
      b.every((p) => p.markups.every((m) => m.type !== 'A' || (m.href !== undefined && sanitizeHref(m.href) === m.href && !/script:/i.test(m.href))));
    fc.assert(fc.property(body, (b) => safe(normalizeBody(b)) && safe(convert(bodyToEditorDoc(b)).body)));
    fc.assert(fc.property(editorDoc, (doc) => safe(convert(doc).body)));
  });

  it('the text of every known textblock is kept, whatever marks it carries', () => {
    fc.assert(
      fc.property(body, (b) => {
        const out = convert(bodyToEditorDoc(b)).body;
        // (A body of one empty paragraph is the empty body: there is no text to keep.)
        const lone = b.length === 1 && b[0]!.type === 'P' && b[0]!.text === '';
        expect(out.map((p) => (p.type === 'HR' ? '' : p.text))).toEqual(lone ? [] : b.map((p) => (p.type === 'HR' ? '' : p.text)));
      }),
    );
  });

  it('sanitises hrefs: http(s), mailto and site-relative only', () => {
    expect(sanitizeHref('https://example.org/x')).toBe('https://example.org/x');
    expect(sanitizeHref('  HTTPS://Example.org/x ')).toBe('https://Example.org/x');
    expect(sanitizeHref('mailto:ada@example.org')).toBe('mailto:ada@example.org');
    expect(sanitizeHref('/tag/writing')).toBe('/tag/writing');
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'java\nscript:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,x', 'ftp://x', 'https://', 'x.html', ''])
      expect(sanitizeHref(bad)).toBeNull();
  });

  it('maps each editor node and mark to its paragraph type and markup kind', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3, name: 'h' }, content: [{ type: 'text', text: 'Title' }] },
        { type: 'paragraph', attrs: { name: 'a' }, content: [
          { type: 'text', text: 'Hi ' },
          { type: 'text', text: 'bold', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://x.org', target: '_blank' } }] },
          { type: 'hardBreak' },
          { type: 'text', text: 'lit', marks: [{ type: 'highlight' }] },
        ] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', attrs: { name: 'u1' }, content: [{ type: 'text', text: 'one' }] }] }] },
        { type: 'orderedList', attrs: { start: 1 }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'two', marks: [{ type: 'italic' }, { type: 'code' }] }] }] }] },
        { type: 'codeBlock', attrs: { language: null }, content: [{ type: 'text', text: 'let x;\nx = 1;' }] },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'q' }] }] },
        { type: 'pullQuote', content: [{ type: 'text', text: 'pq' }] },
        { type: 'horizontalRule' },
        { type: 'image', attrs: { id: 'm1', width: 800, height: 600, alt: 'A cat' }, content: [{ type: 'text', text: 'Caption' }] },
      ],
    };
    const result = editorDocToBody(doc, { newName: counter('new') });
    expect(result).toEqual({
      ok: true,
      dropped: [],
      body: [
        { name: 'h', type: 'H3', text: 'Title', markups: [] },
        { name: 'a', type: 'P', text: 'Hi bold\nlit', markups: [
          { type: 'A', start: 3, end: 7, href: 'https://x.org' },
          { type: 'STRONG', start: 3, end: 7 },
          { type: 'HIGHLIGHT', start: 8, end: 11 },
        ] },
        { name: 'u1', type: 'ULI', text: 'one', markups: [] },
        { name: 'new1', type: 'OLI', text: 'two', markups: [{ type: 'EM', start: 0, end: 3 }, { type: 'CODE', start: 0, end: 3 }] },
        { name: 'new2', type: 'PRE', text: 'let x;\nx = 1;', markups: [] },
        { name: 'new3', type: 'BQ', text: 'q', markups: [] },
        { name: 'new4', type: 'PQ', text: 'pq', markups: [] },
        { name: 'new5', type: 'HR', text: '', markups: [] },
        { name: 'new6', type: 'IMG', text: 'Caption', markups: [], metadata: { id: 'm1', originalWidth: 800, originalHeight: 600, alt: 'A cat' } },
      ],
    });
  });

  it('drops unknown nodes and marks, unsafe links and images with no uploaded file, and says so', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'table', content: [] },
        { type: 'paragraph', attrs: { name: 'a' }, content: [
          { type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }, { type: 'underline' }] },
          { type: 'mention', attrs: { id: 'x' } },
        ] },
        { type: 'image', attrs: { id: null, width: null, height: null } },
      ],
    };
    expect(editorDocToBody(doc, { newName: counter() })).toEqual({
      ok: true,
      body: [{ name: 'a', type: 'P', text: 'click', markups: [] }],
      dropped: ['node:table', 'link:javascript:alert(1)', 'mark:underline', 'node:mention', 'image:not-uploaded'],
    });
  });

  it('refuses what is not an editor document', () => {
    for (const bad of [null, 'doc', [], { type: 'paragraph' }, { type: 'doc', content: 'x' }])
      expect(editorDocToBody(bad, { newName: counter() })).toMatchObject({ ok: false, error: 'NOT_A_DOCUMENT' });
  });

  it('keeps a name once: a split paragraph that copied its name gets a new one', () => {
    const doc = { type: 'doc', content: [
      { type: 'paragraph', attrs: { name: 'a' }, content: [{ type: 'text', text: 'one' }] },
      { type: 'paragraph', attrs: { name: 'a' }, content: [{ type: 'text', text: 'two' }] },
      { type: 'paragraph', attrs: { name: 'n1' }, content: [{ type: 'text', text: 'three' }] },
    ] };
    const result = convert(doc);
    expect(result.body.map((p) => p.name)).toEqual(['a', 'n2', 'n1']);
  });

  it('an untouched new story (one empty paragraph) is the empty body, and the empty body opens as an empty document', () => {
    expect(convert({ type: 'doc', content: [{ type: 'paragraph' }] }).body).toEqual([]);
    expect(bodyToEditorDoc([])).toEqual({ type: 'doc', content: [] });
  });

  it('drops the empty paragraphs the editor keeps at the end, and nothing else', () => {
    const p = (name: string, text: string): Paragraph => ({ name, type: 'P', text, markups: [] });
    expect(withoutTrailingEmptyParagraphs([p('a', 'x'), p('b', ''), p('c', 'y'), p('d', ''), p('e', '')])).toEqual([p('a', 'x'), p('b', ''), p('c', 'y')]);
    expect(withoutTrailingEmptyParagraphs([p('a', '')])).toEqual([]);
  });

  it('counts words and reading time with the reading page rule, and lists the story images', () => {
    const b: Paragraph[] = [
      { name: 'a', type: 'P', text: 'one two three', markups: [] },
      { name: 'b', type: 'IMG', text: 'cap', markups: [], metadata: { id: 'm', originalWidth: 1, originalHeight: 1, alt: '' } },
    ];
    expect(bodyStats('A title', '', b)).toMatchObject({ words: 6, readingTime: '1 min read' });
    expect(formatWordCount(1)).toBe('1 word');
    expect(formatWordCount(1234)).toBe('1,234 words');
    expect(storyImages(b)).toEqual([{ id: 'm', originalWidth: 1, originalHeight: 1, alt: '' }]);
  });
});
