import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PARAGRAPH_TYPES } from '../../core/content/paragraph.ts';
import type { ParagraphData } from '../queries.ts';
import { PostBody } from './PostBody.tsx';

afterEach(cleanup);

const p = (name: string, type: ParagraphData['type'], text: string, markups: ParagraphData['markups'] = []): ParagraphData => ({
  name,
  type,
  text,
  markups,
  metadata: type === 'IMG' ? { id: 'demo-abcdef123456', originalWidth: 1600, originalHeight: 900, alt: 'A harbour at dawn' } : null,
});

const body: ParagraphData[] = [
  p('a1', 'P', 'Read the docs first, then write.', [
    { type: 'STRONG', start: 0, end: 13, href: null },
    { type: 'EM', start: 9, end: 13, href: null },
    { type: 'A', start: 26, end: 31, href: 'https://example.org/write' },
  ]),
  p('a2', 'H1', 'Big heading'),
  p('a3', 'H2', 'Second heading'),
  p('a4', 'H3', 'Section heading'),
  p('a5', 'H4', 'Small heading'),
  p('a6', 'BQ', 'A quoted line.'),
  p('a7', 'PQ', 'A pulled quote.'),
  p('a8', 'PRE', 'const x = 1;\nconsole.log(x);', [{ type: 'CODE', start: 0, end: 5, href: null }]),
  p('a9', 'IMG', 'The harbour, seen from the pier.'),
  p('b1', 'HR', ''),
  p('b2', 'OLI', 'First step'),
  p('b3', 'OLI', 'Second step'),
  p('b4', 'ULI', 'A point'),
  p('b5', 'ULI', 'Another point'),
  p('b6', 'P', 'Use `npm test` daily.', [{ type: 'CODE', start: 4, end: 14, href: null }]),
];

describe('platform-reference §3 paragraph model: the post body', () => {
  it('renders every paragraph type as its element', () => {
    expect(new Set(body.map((b) => b.type))).toEqual(new Set(PARAGRAPH_TYPES));
    const { container } = render(<PostBody paragraphs={body} />);
    expect(container.querySelector('#a1')!.tagName).toBe('P');
    expect(screen.getByRole('heading', { name: 'Big heading', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Second heading', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Section heading', level: 3 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Small heading', level: 4 })).toBeTruthy();
    expect(container.querySelector('blockquote#a6')!.textContent).toBe('A quoted line.');
    expect(container.querySelector('blockquote.pull-quote#a7')!.textContent).toBe('A pulled quote.');
    expect(container.querySelector('pre#a8 code')!.textContent).toBe('const x = 1;\nconsole.log(x);');
    const img = screen.getByRole('img', { name: 'A harbour at dawn' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/media/demo-abcdef123456');
    expect(img.getAttribute('width')).toBe('1600');
    expect(container.querySelector('figure#a9 figcaption')!.textContent).toBe('The harbour, seen from the pier.');
    expect(container.querySelector('hr#b1')).not.toBeNull();
  });

  it('groups consecutive list items into one list each', () => {
    const { container } = render(<PostBody paragraphs={body} />);
    const ol = container.querySelectorAll('ol');
    const ul = container.querySelectorAll('ul');
    expect(ol).toHaveLength(1);
    expect(ul).toHaveLength(1);
    expect([...ol[0]!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['First step', 'Second step']);
    expect([...ul[0]!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['A point', 'Another point']);
  });

  it('nests markups and marks external links', () => {
    const { container } = render(<PostBody paragraphs={body} />);
    const first = container.querySelector('#a1')!;
    expect(first.querySelector('strong')!.textContent).toBe('Read the docs');
    expect(first.querySelector('strong em')!.textContent).toBe('docs');
    const link = screen.getByRole('link', { name: 'write' });
    expect(link.getAttribute('href')).toBe('https://example.org/write');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('#b6 code')!.textContent).toBe('`npm test`');
    expect(container.querySelector('#a1')!.textContent).toBe('Read the docs first, then write.');
  });

  it('renders post text as text, never as markup', () => {
    const { container } = render(<PostBody paragraphs={[p('x1', 'P', '<img src=x onerror="alert(1)"> & <b>bold</b>')]} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> & <b>bold</b>');
  });
});
