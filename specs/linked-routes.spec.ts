// The client's slice of the route table (core/routing/linked-routes.ts) covers every route name the
// browser-side code builds a link to.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LINKED_ROUTES } from '../core/routing/linked-routes.ts';
import { ROUTER } from '../core/routing/routes.ts';

const root = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('platform-reference §2.2 links are built from route names: the routes the browser links to', () => {
  it('lists only routes of the table', () => {
    expect([...LINKED_ROUTES].filter((name) => !ROUTER.byName.has(name))).toEqual([]);
  });

  it('lists every route name the browser-side code mentions', () => {
    const clientFiles = [...sources(path.join(root, 'ui')), ...sources(path.join(root, 'core'))].filter(
      (f) => !f.endsWith(path.join('routing', 'route-table.ts')),
    );
    const mentioned = new Set<string>();
    for (const file of clientFiles) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['"`]([A-Z][A-Za-z]+)['"`]/g)) {
        if (ROUTER.byName.has(m[1]!)) mentioned.add(m[1]!);
      }
    }
    expect(mentioned.size).toBeGreaterThan(10);
    expect([...mentioned].filter((name) => !LINKED_ROUTES.has(name))).toEqual([]);
  });
});
