// The README lists the pages that are not built yet, so the gap is visible. This keeps the list
// true as pages are built or routes added.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_PAGES } from '../adapters/server/render/page-data.ts';
import { ROUTE_TABLE } from '../core/routing/route-table.ts';

describe('README: the pages not built yet', () => {
  it('lists exactly the page names of the route table that answer 501', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '..', 'README.md'), 'utf8');
    const section = /<!-- not-built-pages:start -->([\s\S]*?)<!-- not-built-pages:end -->/.exec(readme)?.[1] ?? '';
    const listed = [...section.matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1]).sort();
    const expected = [...new Set(ROUTE_TABLE.filter((r) => r.kind === 'page' && r.page && !BUILT_PAGES.has(r.page)).map((r) => r.page!))].sort();
    expect(listed).toEqual(expected);
  });
});
