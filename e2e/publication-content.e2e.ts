// Issue 22's last publication pages in Chromium, with axe and the 390 px check on each, over the demo corpus: the
// demo writer (maya_chen) opens the demo submission's page (/r/submission/{id}), goes to her publication's Submitted
// drafts (/{publication}/submissions), its Published tab (features one story, removes another after the confirm)
// and its Scheduled tab; the writer of the submission follows it there and submits a new draft from
// /me/create-submission/{publicationId}/{postId}; then maya turns the newsletter's promotion off in its settings
// (/{publication}/new-newsletter goes there) and the homepage's Subscribe button is gone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { andReload, checkPage, chromiumSuite } from './harness.ts';

describe('a publication\'s content manager, submissions and newsletter settings in Chromium (issue 22)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true', QUIRE_FLAGS: 'enable_slim_navigation,enable_manage_membership,enable_submissions_v2' });

  const pathOf = (page: Page) => new URL(page.url()).pathname;

  const viewport = { width: 1100, height: 900 };
  let e: Page;
  let slug = '';
  let writerUsername = '';

  it('the submission\'s page for its editor, and the publication\'s Submitted drafts', async () => {
    const editor = await quire.signedIn('maya_chen', { viewport });
    // The submission's page, for its editor: the draft's text and the reviewer's buttons.
    e = await quire.open(editor, '/r/submission/demo-submission-1');
    await e.getByRole('heading', { level: 1, name: /^Submission to / }).waitFor();
    await e.getByRole('heading', { level: 2, name: 'Notes from the night shift' }).waitFor();
    await e.getByRole('button', { name: 'Request changes' }).waitFor();
    await checkPage(e);
    writerUsername = (await e.locator('.people__submission').getAttribute('data-writer')) ?? '';

    // Its publication's Submitted drafts, linked from there.
    await andReload(e, () => e.getByRole('link', { name: /^All submitted drafts of / }).click());
    expect(pathOf(e)).toMatch(/^\/[a-z0-9-]+\/submissions$/);
    slug = pathOf(e).split('/')[1]!;
    const tabs = e.getByRole('navigation', { name: 'Stories by state' });
    expect(await tabs.getByRole('link', { name: /^Submitted drafts/ }).getAttribute('aria-current')).toBe('page');
    await e.locator('.people__submission').filter({ hasText: 'Notes from the night shift' }).getByRole('link', { name: 'Open the submission' }).waitFor();
    await checkPage(e);
  });

  it('Published: features one story, removes another after the confirm', async () => {
    const tabs = e.getByRole('navigation', { name: 'Stories by state' });
    await andReload(e, () => tabs.getByRole('link', { name: /^Published/ }).click());
    expect(pathOf(e)).toBe(`/${slug}/stories`);
    await checkPage(e);
    const toFeature = e.locator('.people__submission').filter({ has: e.getByRole('button', { name: 'Feature', exact: true }) }).first();
    const featuredTitle = (await toFeature.getByRole('heading').textContent())!;
    await andReload(e, () => toFeature.getByRole('button', { name: 'Feature', exact: true }).click());
    const featured = e.locator('.people__submission').filter({ has: e.getByRole('heading', { name: featuredTitle, exact: true }) });
    await featured.getByRole('button', { name: 'Remove from featured' }).waitFor();
    const toRemove = e.locator('.people__submission').filter({ hasNot: e.getByRole('heading', { name: featuredTitle, exact: true }) }).first();
    const removedTitle = (await toRemove.getByRole('heading').textContent())!;
    await toRemove.getByRole('button', { name: 'Remove from publication' }).click();
    const confirm = toRemove.getByRole('group');
    await confirm.getByText(/It stays published on/).waitFor();
    await checkPage(e);
    await andReload(e, () => confirm.getByRole('button', { name: 'Remove', exact: true }).click());
    expect(await e.getByRole('heading', { name: removedTitle, exact: true }).count()).toBe(0);
  });

  it('Scheduled: the story accepted for tomorrow', async () => {
    await andReload(e, () => e.getByRole('navigation', { name: 'Stories by state' }).getByRole('link', { name: /^Scheduled/ }).click());
    expect(pathOf(e)).toBe(`/${slug}/stories/scheduled`);
    await e.getByRole('heading', { name: 'Before the market opens' }).waitFor();
    await checkPage(e);
  });

  it('the writer follows the submission on its page and submits a new draft to the publication', async () => {
    expect(writerUsername).not.toBe('');
    const writer = await quire.signedIn(writerUsername, { viewport });
    const w = await quire.open(writer, '/r/submission/demo-submission-1');
    await w.getByRole('button', { name: 'Withdraw' }).waitFor();
    expect(await w.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    await checkPage(w);
    const created = await w.evaluate(async () => {
      const state = (window as unknown as { __PRELOADED_STATE__: { xsrf: string } }).__PRELOADED_STATE__;
      const response = await fetch('/_/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': state.xsrf },
        body: JSON.stringify({
          query: 'mutation D($input: CreateDraftInput!) { createDraft(input: $input) { ... on DraftSaved { post { id } } } }',
          variables: { input: { title: 'Morning notes', subtitle: '', body: JSON.stringify([{ name: 'p0', type: 'P', text: 'The first light.', markups: [] }]) } },
        }),
      });
      const answer = await response.json();
      return answer.data.createDraft.post.id as string;
    });
    const publications = await w.evaluate(async () => {
      const response = await fetch('/_/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ viewerPublications { id slug } }' }) });
      return (await response.json()).data.viewerPublications as { id: string; slug: string }[];
    });
    const target = publications.find((p) => p.slug === slug)!;
    await quire.visit(w, `/me/create-submission/${target.id}/${created}`);
    await w.getByRole('heading', { level: 1, name: 'Submit your draft' }).waitFor();
    await checkPage(w);
    await andReload(w, () => w.getByRole('button', { name: /^Submit to / }).click());
    expect(pathOf(w)).toMatch(/^\/r\/submission\//);
    await w.getByRole('heading', { level: 2, name: 'Morning notes' }).waitFor();
    await w.getByText('Submitted', { exact: true }).waitFor();
  });

  it('the newsletter\'s settings: the promotion turned off, the homepage has no Subscribe button', async () => {
    await quire.visit(e, `/${slug}/new-newsletter`);
    expect(pathOf(e)).toMatch(new RegExp(`^/${slug}/newsletters/[^/]+/settings$`));
    await e.getByRole('heading', { level: 1, name: 'Newsletter settings' }).waitFor();
    await checkPage(e);
    await e.getByLabel('Name').fill('');
    await e.getByRole('button', { name: 'Save' }).click();
    await e.getByRole('alert').getByText('Give the newsletter a name.').waitFor();
    await e.getByLabel('Name').fill('The Weekly Desk');
    await e.getByLabel('Description').fill('Every Friday, the week in stories.');
    await e.getByRole('checkbox', { name: /Show the Subscribe button/ }).uncheck();
    await e.getByRole('button', { name: 'Save' }).click();
    await e.getByRole('status').getByText('Newsletter settings saved.').waitFor();
    await quire.visit(e, `/${slug}`);
    await e.getByRole('button', { name: 'Manage publication' }).waitFor();
    expect(await e.locator('.publication-actions .subscribe-button').count()).toBe(0);
    await quire.visit(e, `/${slug}/newsletter`);
    await e.getByText('Every Friday, the week in stories.').waitFor();
  });
});
