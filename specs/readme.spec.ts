// The README lists the pages that are not built yet, so the gap is visible. This keeps the list
// true as pages are built or routes added.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_PAGES } from '../adapters/server/render/page-data.ts';
import { serverPageOf } from '../adapters/server/render/pages/server-pages.ts';
import { ROUTE_TABLE } from '../core/routing/route-table.ts';

describe('README: the pages not built yet', () => {
  it('lists exactly the page names of the route table that answer 501', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '..', 'README.md'), 'utf8');
    const section = /<!-- not-built-pages:start -->([\s\S]*?)<!-- not-built-pages:end -->/.exec(readme)?.[1] ?? '';
    const listed = [...section.matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1]).sort();
    const expected = [...new Set(ROUTE_TABLE.filter((r) => r.kind === 'page' && r.page && !BUILT_PAGES.has(r.page)).map((r) => r.page!))].sort();
    expect(listed).toEqual(expected);
  });

  it('lists exactly the addresses of built pages that still answer 501 (a page built for some of its routes only)', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '..', 'README.md'), 'utf8');
    const section = /<!-- not-built-routes:start -->([\s\S]*?)<!-- not-built-routes:end -->/.exec(readme)?.[1] ?? '';
    const listed = [...section.matchAll(/`(\/[^`]*)`/g)].map((m) => m[1]).sort();
    const expected = ROUTE_TABLE.filter((r) => {
      if (r.kind !== 'page' || !r.page || !BUILT_PAGES.has(r.page)) return false;
      const routes = serverPageOf(r.page)?.routes;
      return routes !== undefined && !routes.includes(r.name);
    })
      .map((r) => r.path.replace(/:([A-Za-z0-9]+)/g, '{$1}'))
      .sort();
    expect(listed).toEqual(expected);
  });
});
