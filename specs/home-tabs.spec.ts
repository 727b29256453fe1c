import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homeTabKey, homeTabOf, homeTabs } from '../core/recommendations/home-tabs.ts';
import { buildPath } from '../core/routing/paths.ts';

const topics = fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 6 }).map((slugs) => slugs.map((slug) => ({ slug, name: slug.toUpperCase() })));

describe('issue 18 Home tabs (reader-experience Home; platform-reference §7.4 followingFeed, personalisedTagFeed)', () => {
  it('lists For you, Following, then one tab per followed topic, in order', () => {
    expect(homeTabs([{ slug: 'cities', name: 'Cities' }]).map((t) => [t.label, t.params])).toEqual([
      ['For you', {}],
      ['Following', { feed: 'following' }],
      ['Cities', { tag: 'cities' }],
    ]);
  });

  it('opens from each tab’s own address the very tab, and exactly one tab is current', () => {
    fc.assert(
      fc.property(topics, (followed) => {
        const tabs = homeTabs(followed);
        return tabs.every((t) => homeTabKey(homeTabOf(t.params, followed)) === t.key) && new Set(tabs.map((t) => t.key)).size === tabs.length;
      }),
    );
  });

  it('opens For you for a topic the reader does not follow or any other value', () => {
    fc.assert(
      fc.property(topics, fc.string(), fc.string(), (followed, feed, tag) => {
        const tab = homeTabOf({ feed, tag }, followed);
        const followedTag = followed.some((t) => t.slug === tag.trim().toLowerCase());
        return followedTag ? tab.kind === 'topic' : tab.kind === (feed === 'following' ? 'following' : 'for-you');
      }),
    );
  });

  it('gives each tab an address the route table builds (ShowHome with feed or tag)', () => {
    const paths = homeTabs([{ slug: 'cities', name: 'Cities' }]).map((t) => buildPath('ShowHome', t.params));
    expect(paths.map((p) => (p.ok ? p.path : p.error))).toEqual(['/', '/?feed=following', '/?tag=cities']);
  });
});
