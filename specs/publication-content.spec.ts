// Issue 22, platform-reference §2 (/{publication}/stories, /stories/{filterBy}, /submissions) and reader-experience
// §3 Publication newsletter (name, description, showPromo): the content manager's tabs and the actions a role may
// take on a story (core/publication/content-manager.ts, over permissions.ts), and the newsletter settings' rules
// (core/newsletters/newsletter-settings.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CollectionRole } from '../core/content/entities.ts';
import { mayChangeNewsletter, NEWSLETTER_SETTINGS_LIMITS, NEWSLETTER_SETTINGS_MESSAGES, parseNewsletterSettings } from '../core/newsletters/newsletter-settings.ts';
import {
  CONTENT_TABS,
  contentTabOf,
  contentTabRoute,
  FEATURED_MAX,
  featuredAfter,
  mayManageContent,
  storyActions,
  SUBMITTED_STATUSES,
} from '../core/publication/content-manager.ts';
import { can } from '../core/publication/permissions.ts';
import { isFinalStatus } from '../core/publication/submission.ts';
import { buildPath } from '../core/routing/paths.ts';
import { matchRoute } from '../core/routing/routes.ts';

const role = fc.constantFrom<CollectionRole | null>(null, 'WRITER', 'EDITOR', 'OWNER');
const story = fc.record({ state: fc.constantFrom<'published' | 'scheduled'>('published', 'scheduled'), isFeatured: fc.boolean() });

describe('platform-reference §2 a publication\'s content manager: its tabs', () => {
  it('each tab has one address, and the address shows that tab', () => {
    for (const tab of CONTENT_TABS) {
      const { route, params } = contentTabRoute(tab, 'field-notes');
      const built = buildPath(route, params);
      expect(built.ok).toBe(true);
      const matched = matchRoute(built.ok ? built.path : '');
      expect(matched?.name).toBe(route);
      expect(contentTabOf(matched!.name, matched!.params.filterBy)).toBe(tab);
    }
  });

  it('/stories is the published stories, /submissions the submitted drafts, /stories/{filterBy} the tab it names; another value is no page', () => {
    expect(contentTabOf('ShowCollectionStories', undefined)).toBe('published');
    expect(contentTabOf('ShowCollectionSubmissions', undefined)).toBe('submissions');
    expect(contentTabOf('ShowCollectionStoriesManager', 'submissions')).toBe('submissions');
    expect(contentTabOf('ShowCollectionStoriesManager', 'scheduled')).toBe('scheduled');
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(contentTabOf('ShowCollectionStoriesManager', value) === null).toBe(!(CONTENT_TABS as readonly string[]).includes(value));
      }),
    );
  });

  it('the submitted drafts are the sent, undecided submissions', () => {
    expect([...SUBMITTED_STATUSES]).toEqual(['OPEN', 'TRIAGE', 'IN_REVIEW', 'CHANGES_REQUESTED', 'CHANGES_MADE']);
    for (const s of SUBMITTED_STATUSES) expect(isFinalStatus(s)).toBe(false);
  });
});

describe('platform-reference §3 collection roles: what the content manager lets a role do', () => {
  it('only roles that edit open it; a writer or a reader gets no action on any story', () => {
    fc.assert(
      fc.property(role, story, fc.nat(40), (r, s, featured) => {
        expect(mayManageContent(r)).toBe(can(r, 'edit'));
        const actions = storyActions(r, s, featured);
        if (!can(r, 'edit')) expect(actions).toEqual([]);
      }),
    );
  });

  it('every action needs its permission; featuring is for published stories, under the limit, and never twice', () => {
    fc.assert(
      fc.property(role, story, fc.nat(40), (r, s, featured) => {
        const actions = storyActions(r, s, featured);
        if (actions.includes('feature') || actions.includes('unfeature')) expect(can(r, 'feature') && s.state === 'published').toBe(true);
        if (actions.includes('remove')) expect(can(r, 'edit')).toBe(true);
        if (actions.includes('feature')) expect(!s.isFeatured && featured < FEATURED_MAX).toBe(true);
        if (actions.includes('unfeature')) expect(s.isFeatured).toBe(true);
        expect(actions.includes('feature') && actions.includes('unfeature')).toBe(false);
      }),
    );
  });

  it('an editor may feature and remove a published story', () => {
    expect(storyActions('EDITOR', { state: 'published', isFeatured: false }, 0)).toEqual(['feature', 'remove']);
    expect(storyActions('OWNER', { state: 'published', isFeatured: true }, 3)).toEqual(['unfeature', 'remove']);
    expect(storyActions('EDITOR', { state: 'scheduled', isFeatured: false }, 0)).toEqual(['remove']);
    expect(storyActions('EDITOR', { state: 'published', isFeatured: false }, FEATURED_MAX)).toEqual(['remove']);
  });

  it('featuring adds at the end once; unfeaturing takes it out and keeps the order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 10 }), fc.string({ minLength: 1, maxLength: 4 }), (list, id) => {
        const added = featuredAfter(list, id, 'feature');
        if (list.includes(id)) expect(added).toBeNull();
        else expect(added).toEqual([...list, id]);
        const removed = featuredAfter(list, id, 'unfeature');
        if (list.includes(id)) expect(removed).toEqual(list.filter((x) => x !== id));
        else expect(removed).toBeNull();
        expect(featuredAfter(list, id, 'remove')).toBeNull();
      }),
    );
  });
});

describe('reader-experience §3 Publication newsletter: its settings', () => {
  it('those who change the publication\'s settings change its newsletter', () => {
    for (const r of [null, 'WRITER', 'EDITOR', 'OWNER'] as const) expect(mayChangeNewsletter(r)).toBe(can(r, 'changeSettings'));
  });

  it('trims, and refuses an empty or too long name and a too long description with their messages', () => {
    expect(parseNewsletterSettings({ name: '  The   Desk ', description: ' Weekly. ', showPromo: false })).toEqual({ ok: true, value: { name: 'The Desk', description: 'Weekly.', showPromo: false } });
    expect(parseNewsletterSettings({ name: '   ', description: '', showPromo: true })).toEqual({ ok: false, field: 'name', message: 'Give the newsletter a name.' });
    expect(parseNewsletterSettings({ name: 'x'.repeat(101), description: '', showPromo: true })).toMatchObject({ ok: false, field: 'name', message: NEWSLETTER_SETTINGS_MESSAGES.nameTooLong });
    expect(parseNewsletterSettings({ name: 'Desk', description: 'y'.repeat(501), showPromo: true })).toEqual({ ok: false, field: 'description', message: 'The description has at most 500 characters.' });
  });

  it('whatever is accepted is within the limits and non-empty', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.string({ maxLength: 600 }), fc.boolean(), (name, description, showPromo) => {
        const result = parseNewsletterSettings({ name, description, showPromo });
        if (!result.ok) return;
        expect(result.value.name.length).toBeGreaterThan(0);
        expect([...result.value.name].length).toBeLessThanOrEqual(NEWSLETTER_SETTINGS_LIMITS.name);
        expect([...result.value.description].length).toBeLessThanOrEqual(NEWSLETTER_SETTINGS_LIMITS.description);
      }),
    );
  });
});
