// Issue 19 (Lighthouse ≥ 95): the document's head paints without a request — the page's stylesheets inlined, the
// hydration scripts asked for after the first paint — and its canonical link is absolute on the product's domain.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PreloadedState } from '../../../core/startup/startup.ts';
import { renderDocument, type ClientAssets, type DocumentParts } from './document.ts';

const ASSETS: ClientAssets = {
  scripts: ['/assets/entry-client-A.js'],
  styles: ['/assets/entry-client-A.css'],
  preloads: ['/assets/app-shared-B.js'],
  pages: { 'ui/pages/PostRoute.tsx': { preloads: ['/assets/PostRoute-C.js'], styles: ['/assets/PostRoute-C.css'] } },
  inline: { '/assets/entry-client-A.css': 'body{margin:0}', '/assets/PostRoute-C.css': '.post{color:red}' },
};

const parts = (over: Partial<DocumentParts> = {}): DocumentParts => ({
  title: 'A story',
  description: 'About it',
  canonicalPath: '/@maya/a-story-0123456789ab',
  appHtml: '<main></main>',
  state: { productName: 'Quire' } as PreloadedState,
  graphqlUri: '/_/graphql',
  queryCache: {},
  assets: ASSETS,
  pageSource: 'ui/pages/PostRoute.tsx',
  ...over,
});

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('the document head (issue 19: Lighthouse mobile ≥ 95)', () => {
  it('inlines the entry and page stylesheets in order, each with a disabled link that is never fetched', () => {
    const html = renderDocument(parts());
    expect(head(html)).toContain(
      '<style data-href="/assets/entry-client-A.css">body{margin:0}</style><link rel="stylesheet" href="/assets/entry-client-A.css" disabled>' +
        '<style data-href="/assets/PostRoute-C.css">.post{color:red}</style><link rel="stylesheet" href="/assets/PostRoute-C.css" disabled>',
    );
    // Every stylesheet link on the page is disabled: the first paint waits on no stylesheet request.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)!.every((l) => l.endsWith(' disabled>'))).toBe(true);
  });

  it('links a stylesheet whose text is unknown, or would close the style element', () => {
    const html = renderDocument(parts({ assets: { ...ASSETS, inline: { '/assets/PostRoute-C.css': 'a{content:"</style>"}' } } }));
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry-client-A.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/PostRoute-C.css">');
    expect(html).not.toContain('<style');
  });

  it('asks for no script before the first paint: no modulepreload link nor module script in the markup', () => {
    const html = renderDocument(parts());
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toContain('<script type="module"');
    // The loader names the entry and every chunk the page preloaded before, once each.
    const loader = html.match(/<script>\(function\(p,e\)[^<]*<\/script>/)![0];
    const args = loader.match(/\}\)\((JSON\.parse\(.*\)),(JSON\.parse\(.*\))\)<\/script>$/)!;
    expect(new Function(`return ${args[1]}`)()).toEqual(['/assets/app-shared-B.js', '/assets/PostRoute-C.js']);
    expect(new Function(`return ${args[2]}`)()).toBe('/assets/entry-client-A.js');
  });

  it('runs the loader once per page: after the painted frame, or by the timer in a tab that paints none', () => {
    const html = renderDocument(parts());
    const loader = html.match(/<script>(\(function\(p,e\)[^<]*)<\/script>/)![1]!;
    for (const paints of [true, false]) {
      const appended: string[] = [];
      const timers: (() => void)[] = [];
      let frame: (() => void) | null = null;
      const el = (tag: string) => ({ tag, rel: '', href: '', src: '', type: '' });
      const document = {
        createElement: el,
        head: { appendChild: (l: ReturnType<typeof el>) => appended.push(`${l.rel} ${l.href}`) },
        body: { appendChild: (s: ReturnType<typeof el>) => appended.push(`${s.type} ${s.src}`) },
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
        document,
        (f: () => void) => (frame = f),
        (f: () => void) => timers.push(f),
      );
      expect(appended).toEqual([]); // nothing before the frame
      if (paints) {
        frame!(); // the frame's callback only schedules: the chunks are asked for in the task after the paint
        expect(appended).toEqual([]);
      }
      while (timers.length) timers.shift()!();
      expect(appended).toEqual(['modulepreload /assets/app-shared-B.js', 'modulepreload /assets/PostRoute-C.js', 'module /assets/entry-client-A.js']);
    }
  });

  it('writes the canonical link on the configured origin, and keeps it relative under a custom domain', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\/[a-z0-9@-]{1,20}(\/[a-z0-9-]{1,20})?$/), fc.constantFrom('https://quire.example', 'http://localhost:3000/'), (path, origin) => {
        const absolute = renderDocument(parts({ canonicalPath: path, canonicalOrigin: origin }));
        expect(absolute).toContain(`<link rel="canonical" href="${origin.replace(/\/$/, '')}${path}">`);
        const relative = renderDocument(parts({ canonicalPath: path }));
        expect(relative).toContain(`<link rel="canonical" href="${path}">`);
      }),
    );
    expect(renderDocument(parts({ canonicalPath: null, canonicalOrigin: 'https://quire.example' }))).not.toContain('rel="canonical"');
  });
});
