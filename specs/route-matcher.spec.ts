import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRoutePath, compileRoutes, matchPath, resolveRedirect } from '../core/routing/matcher.ts';
import type { RouteDef } from '../core/routing/route.types.ts';

const table: RouteDef[] = [
  { name: 'Home', path: '/', kind: 'page', page: 'home' },
  { name: 'Post', path: '/p/:postId', kind: 'page', page: 'post' },
  { name: 'User', path: '/@:username', kind: 'page', page: 'user-profile', scope: 'user' },
  { name: 'UserPost', path: '/@:username/:postId', kind: 'page', page: 'post', scope: 'user' },
  { name: 'Collection', path: '/:collectionSlug', kind: 'page', page: 'publication-profile', scope: 'collection' },
  { name: 'CollectionAbout', path: '/:collectionSlug/about', kind: 'page', page: 'publication-about', scope: 'collection' },
  { name: 'CollectionPost', path: '/:collectionSlug/:postId', kind: 'page', page: 'post', scope: 'collection' },
  { name: 'Inbox', path: '/:publicationSlug/manage/inbox', kind: 'page', page: 'editor-inbox', scope: 'collection' },
  { name: 'Plans', path: '/plans', kind: 'page', page: 'plans', flag: 'enable_plans' },
  { name: 'Follow', path: '/@:username/follow', kind: 'redirect', redirect: { to: { route: 'User' }, status: 301 }, scope: 'user' },
  { name: 'Me', path: '/me', kind: 'redirect', redirect: { to: { route: 'User' }, status: 302 } },
  { name: 'Short', path: '/ticks', kind: 'redirect', redirect: { to: { path: '/l/ticks' }, status: 301 } },
  { name: 'Duplicate', path: '/:otherSlug', kind: 'page', page: 'home' },
];
const router = compileRoutes(table);

describe('platform-reference §2.1 routing rules: the matcher', () => {
  it('refuses an ambiguous duplicate pattern with a warning and skips it', () => {
    expect(router.warnings).toEqual(['Route Duplicate (/:otherSlug) is ambiguous with Collection (/:collectionSlug) and was skipped.']);
    expect(router.byName.has('Duplicate')).toBe(false);
  });

  it('prefers literal segments over handles over plain params', () => {
    expect(matchPath(router, '/p/abc')?.name).toBe('Post');
    expect(matchPath(router, '/@ada/abc')?.name).toBe('UserPost');
    expect(matchPath(router, '/notes/abc')?.name).toBe('CollectionPost');
    expect(matchPath(router, '/notes/about')?.name).toBe('CollectionAbout');
    expect(matchPath(router, '/@ada/follow')?.name).toBe('Follow');
  });

  it('ignores the query and the fragment', () => {
    expect(matchPath(router, '/p/abc?x=1#y')).toMatchObject({ name: 'Post', params: { postId: 'abc' } });
  });

  it('lets a switched-off route answer not-found instead of falling to a publication slug', () => {
    expect(matchPath(router, '/plans')).toBeNull();
    expect(matchPath(router, '/plans', { flags: new Set(['enable_plans']) })?.name).toBe('Plans');
  });

  it('drops the leading segment under a custom domain, whatever the param is called', () => {
    const domain = { kind: 'collection', collectionSlug: 'notes' } as const;
    expect(matchPath(router, '/', { domain })).toMatchObject({ name: 'Collection', params: { collectionSlug: 'notes' } });
    expect(matchPath(router, '/about', { domain })).toMatchObject({ name: 'CollectionAbout', params: { collectionSlug: 'notes' } });
    expect(matchPath(router, '/manage/inbox', { domain })).toMatchObject({ name: 'Inbox', params: { publicationSlug: 'notes' } });
    expect(matchPath(router, '/p/abc', { domain })?.name).toBe('Post');
    expect(buildRoutePath(router, 'CollectionAbout', { collectionSlug: 'notes' }, { domain })).toMatchObject({ path: '/about' });
    expect(buildRoutePath(router, 'CollectionAbout', { collectionSlug: 'other' }, { domain })).toMatchObject({ path: '/other/about' });
    const user = { kind: 'user', username: 'ada' } as const;
    expect(matchPath(router, '/', { domain: user })).toMatchObject({ name: 'User', params: { username: 'ada' } });
  });

  it('redirects only with every target param present, and never leaks params into the query', () => {
    expect(resolveRedirect(router, matchPath(router, '/@ada/follow'))).toEqual({ kind: 'redirect', location: '/@ada', status: 301 });
    expect(resolveRedirect(router, matchPath(router, '/me'))).toEqual({ kind: 'not-found' });
    expect(resolveRedirect(router, matchPath(router, '/me'), { username: 'ada', extra: 'x' })).toEqual({
      kind: 'redirect',
      location: '/@ada',
      status: 302,
    });
    expect(resolveRedirect(router, matchPath(router, '/ticks'))).toEqual({ kind: 'redirect', location: '/l/ticks', status: 301 });
    expect(resolveRedirect(router, null)).toEqual({ kind: 'not-found' });
  });

  it('builds links with the spec errors and warnings; extra params travel in the query', () => {
    expect(buildRoutePath(router, 'Nope')).toEqual({ ok: false, error: 'Route with name Nope does not exist' });
    expect(buildRoutePath(router, 'Post', {})).toEqual({ ok: false, error: 'One or more required param(s) not provided' });
    expect(buildRoutePath(router, 'Post', { postId: 'a b', q: 'x', empty: '' })).toEqual({
      ok: true,
      path: '/p/a%20b?q=x',
      warnings: ['Route Post: param empty is empty'],
    });
  });

  it('never throws, whatever the path', () => {
    fc.assert(fc.property(fc.string(), (path) => {
      matchPath(router, path);
      matchPath(router, path, { domain: { kind: 'collection', collectionSlug: 'x' } });
    }));
  });
});
