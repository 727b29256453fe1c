import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postIdFromParam, postSlugParam, slugify } from '../core/content/post-id.ts';
import { postPath } from '../core/routing/links.ts';
import { buildPath, matchRoute, pathTo } from '../core/routing/routes.ts';

const hexId = fc.stringMatching(/^[0-9a-f]{12}$/);
const username = fc.stringMatching(/^[a-z0-9_]{3,20}$/);
const slug = fc.stringMatching(/^[a-z][a-z0-9-]{1,20}$/).filter((s) => !['p', 'topic', 'tag'].includes(s));

describe('platform-reference §2.2 route helper shapes: post ids and addresses', () => {
  it('parses the id back out of any title-slug-id parameter', () => {
    fc.assert(fc.property(fc.string(), hexId, (title, id) => postIdFromParam(postSlugParam(title, id)) === id));
  });

  it('needs the parameter to end in hex digits', () => {
    expect(postIdFromParam('some-title-abc123')).toBe('abc123');
    expect(postIdFromParam('abc123')).toBe('abc123');
    expect(postIdFromParam('some-title-xyz')).toBeNull();
    expect(postIdFromParam('title-')).toBeNull();
    expect(postIdFromParam('')).toBeNull();
  });

  it('slugs are lowercase words joined by single dashes', () => {
    fc.assert(fc.property(fc.string(), (title) => /^([a-z0-9]+(-[a-z0-9]+)*)?$/.test(slugify(title))));
    expect(slugify('Why Café Writers ♥ Revision!')).toBe('why-cafe-writers-revision');
  });

  it('a post address matches the post route under its writer or its publication, with the same id', () => {
    fc.assert(
      fc.property(fc.string(), hexId, username, fc.option(slug), (title, id, user, collection) => {
        const path = postPath({ id, title }, user, collection);
        const match = matchRoute(path);
        expect(match?.page).toBe('post');
        expect(match?.name).toBe(collection ? 'ShowPostUnderCollection' : 'ShowPostUnderUser');
        expect(postIdFromParam(match!.params.postId!)).toBe(id);
        if (!collection) expect(match!.params.username).toBe(user);
      }),
    );
  });
});

describe('platform-reference §2.1 route table and §5 route params (the routes served so far)', () => {
  it('building then matching a route returns its name and params', () => {
    const cases = [
      ['ShowHome', {}],
      ['ShowPost', { postId: 'abc123' }],
      ['ShowUser', { username: 'ada' }],
      ['ShowTopic', { topicSlug: 'writing' }],
      ['ShowTagPosts', { tagSlug: 'essays' }],
      ['ShowCollectionHome', { collectionSlug: 'field-notes' }],
      ['ShowPostUnderUser', { username: 'ada', postId: 'a-title-abc123' }],
      ['ShowPostUnderCollection', { collectionSlug: 'field-notes', postId: 'a-title-abc123' }],
    ] as const;
    for (const [name, params] of cases) {
      const built = buildPath(name, params);
      expect(built.ok).toBe(true);
      expect(matchRoute((built as { path: string }).path)).toMatchObject({ name, params });
    }
  });

  it('refuses missing params and unknown names with the spec messages', () => {
    expect(buildPath('ShowPost', {})).toEqual({ ok: false, error: 'One or more required param(s) not provided' });
    expect(buildPath('ShowPost', { postId: '' })).toEqual({ ok: false, error: 'One or more required param(s) not provided' });
    expect(buildPath('NoSuchRoute')).toEqual({ ok: false, error: 'Route with name NoSuchRoute does not exist' });
    expect(() => pathTo('ShowUser')).toThrow('One or more required param(s) not provided');
  });

  it('leaves unmatched paths to the not-found view', () => {
    expect(matchRoute('/a/b/c')).toBeNull();
    expect(matchRoute('/@')).toBeNull();
    expect(matchRoute('/%E0%A4%A')).toBeNull();
  });
});

describe('reader-experience §2.6 publication navigation targets', () => {
  it('points each kind of tab at its route, and refuses tabs that cannot make an address', async () => {
    const { navigationTarget } = await import('../core/routing/links.ts');
    const { buildPath: build } = await import('../core/routing/routes.ts');
    const at = (destination: string, value = '') => navigationTarget({ destination, value }, 'field-notes');
    const path = (destination: string, value = '') => {
      const t = at(destination, value);
      if (!t) return null;
      if (t.kind === 'external') return t.href;
      const built = build(t.route, t.params);
      return built.ok ? built.path : built.error;
    };
    expect(path('ABOUT')).toBe('/field-notes/about');
    expect(path('ARCHIVE')).toBe('/field-notes/archive');
    expect(path('LATEST')).toBe('/field-notes/latest');
    expect(path('TRENDING')).toBe('/field-notes/trending');
    expect(path('TAG_FEED', 'essays')).toBe('/field-notes/tagged/essays');
    expect(path('PAGE', 'contribute')).toBe('/field-notes/subpage/contribute');
    expect(path('SECTION', 'craft')).toBe('/field-notes/craft/home');
    expect(path('POST', 'abc123')).toBe('/p/abc123');
    expect(path('EXTERNAL_URL', 'https://example.org/shop')).toBe('https://example.org/shop');
    expect(at('EXTERNAL_URL', 'javascript:alert(1)')).toBeNull();
    expect(at('TAG_FEED', '')).toBeNull();
    expect(at('SOMETHING_ELSE')).toBeNull();
  });
});
