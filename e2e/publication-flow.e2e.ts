// Issue 22 part A "Done when", in Chromium with axe and the 390 px check on each page: a user creates a
// publication, invites a second user as a writer who accepts; with enable_submissions_v2 the writer submits a
// draft from the publish dialog, the owner requests changes, the writer edits and resubmits, the owner accepts; the
// story shows on the publication's homepage, latest and archive pages and in the writer's outbox as accepted; the owner features it and it
// leads the homepage.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { andReload, checkPage, chromiumSuite, hydrated } from './harness.ts';

describe('publications run by their people in Chromium (issue 22 part A)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true', QUIRE_FLAGS: 'enable_slim_navigation,enable_manage_membership,enable_submissions_v2' });

  const pathOf = (page: Page) => new URL(page.url()).pathname;

  it('create, invite, accept, submit, request changes, resubmit, accept, feature', async () => {
    const viewport = { width: 1100, height: 900 };
    const owner = await quire.signedIn('maya_chen', { viewport });
    const writer = await quire.signedIn('theo_okafor', { viewport });

    // The owner creates a publication; a reserved address is refused beside the field.
    const o = await quire.open(owner, '/new-publication');
    await checkPage(o);
    await o.getByLabel('Name').fill('The Night Desk');
    expect(await o.getByLabel('Address').inputValue()).toBe('the-night-desk');
    await o.getByLabel('Address').fill('search');
    await o.getByRole('button', { name: 'Create publication' }).click();
    await o.getByText('“search” is reserved for a page of the site. Choose another address.').waitFor();
    await o.getByLabel('Address').fill('the-night-desk');
    await o.getByLabel('Tagline').fill('Stories from after midnight.');
    await andReload(o, () => o.getByRole('button', { name: 'Create publication' }).click());
    expect(pathOf(o)).toBe('/the-night-desk');

    // The owner invites the writer by username.
    await quire.visit(o, '/the-night-desk/permissions');
    await o.getByLabel('Username or e-mail address').fill('nobody_by_that_name');
    await o.getByRole('button', { name: 'Send invitation' }).click();
    await o.getByText('There is no user named nobody_by_that_name. Check the username or e-mail address.').waitFor();
    await o.getByLabel('Username or e-mail address').fill('theo_okafor');
    await andReload(o, () => o.getByRole('button', { name: 'Send invitation' }).click());
    await o.getByRole('heading', { name: 'Open invitations' }).waitFor();
    await checkPage(o);

    // The writer accepts.
    const w = await quire.open(writer, '/the-night-desk/permissions');
    await w.getByRole('heading', { name: 'You’re invited' }).waitFor();
    await checkPage(w);
    await andReload(w, () => w.getByRole('button', { name: 'Accept' }).click());
    expect(await w.getByRole('heading', { name: 'You’re invited' }).count()).toBe(0);
    expect(await w.locator('.people__row').filter({ hasText: 'Theo' }).locator('.people__role').textContent()).toBe('Writer');

    // The writer writes a draft and submits it from the publish dialog.
    await quire.visit(w, '/new-story');
    await w.locator('.story-body').waitFor();
    await w.getByLabel('Title', { exact: true }).click();
    await w.keyboard.type('Night Shift');
    await w.keyboard.press('Enter');
    await w.keyboard.type('A story from the desk');
    await w.keyboard.press('Enter');
    await w.keyboard.type('It was late when the call came.');
    await w.locator('.editor-bar__status[data-status="saved"]').waitFor();
    await w.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = w.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Submit this draft to a publication for review' }).click();
    await hydrated(w);
    expect(pathOf(w)).toMatch(/^\/me\/find-publication-for-submission\//);
    await checkPage(w);
    await andReload(w, () => w.getByRole('button', { name: 'Submit to The Night Desk' }).click());
    expect(pathOf(w)).toBe('/me/outbox');
    await w.locator('.people__submission').filter({ hasText: 'Night Shift' }).getByText('Submitted').waitFor();
    await checkPage(w);

    // The owner asks for changes from the inbox.
    await quire.visit(o, '/the-night-desk/manage/inbox');
    const card = o.locator('.people__submission').filter({ hasText: 'Night Shift' });
    expect(await card.locator('details').textContent()).toContain('It was late when the call came.');
    await checkPage(o);
    await card.getByLabel('Note to Theo Okafor').fill('A stronger ending, please.');
    await andReload(o, () => card.getByRole('button', { name: 'Request changes' }).click());
    await o.locator('.people__submission').filter({ hasText: 'Night Shift' }).getByText('Changes requested').waitFor();

    // The writer edits the draft and resubmits.
    await quire.visit(w, '/me/outbox');
    const mine = w.locator('.people__submission').filter({ hasText: 'Night Shift' });
    await mine.getByText('A stronger ending, please.').waitFor();
    await mine.getByRole('link', { name: 'Edit the draft' }).click();
    await hydrated(w);
    await w.locator('.story-body').waitFor();
    await w.locator('.story-body p').last().click();
    await w.keyboard.press('End');
    await w.keyboard.type(' By morning, the desk was quiet again.');
    await w.locator('.editor-bar__status[data-status="saved"]').waitFor();
    await quire.visit(w, '/me/outbox');
    await andReload(w, () => w.locator('.people__submission').filter({ hasText: 'Night Shift' }).getByRole('button', { name: 'Resubmit' }).click());
    await w.locator('.people__submission').filter({ hasText: 'Night Shift' }).getByText('Changes made').waitFor();

    // The owner accepts: the story is on the publication's homepage and accepted in the writer's outbox.
    await quire.visit(o, '/the-night-desk/manage/inbox');
    await andReload(o, () => o.locator('.people__submission').filter({ hasText: 'Night Shift' }).getByRole('button', { name: 'Accept' }).click());
    await o.locator('.people__submission').filter({ hasText: 'Night Shift' }).getByText('Accepted').waitFor();
    await quire.visit(o, '/the-night-desk');
    await o.getByRole('link', { name: /Night Shift/ }).first().waitFor();
    // … on its latest page …
    await quire.visit(o, '/the-night-desk/latest');
    await o.getByRole('list', { name: 'Latest stories in The Night Desk' }).getByRole('link', { name: /Night Shift/ }).first().waitFor();
    await checkPage(o);
    // … and in its archive: the index counts the month it was published in, whose page lists it.
    await quire.visit(o, '/the-night-desk/archive');
    await checkPage(o);
    const month = o.getByRole('list', { name: /^Months of / }).first().getByRole('link').first();
    await Promise.all([o.waitForURL(/\/the-night-desk\/archive\/\d{4}\/\d{2}$/), month.click()]);
    await hydrated(o);
    await o.getByRole('list', { name: /^Stories of / }).getByRole('link', { name: /Night Shift/ }).first().waitFor();
    await checkPage(o);
    await quire.visit(w, '/me/outbox');
    await w.locator('.people__submission').filter({ hasText: 'Night Shift' }).getByText('Accepted').waitFor();
    await w.getByRole('link', { name: 'Read the published story' }).waitFor();

    // The owner features it (keyboard: the checkbox, then Save) and it leads the homepage.
    await quire.visit(o, '/the-night-desk/manage/stories/featured');
    await checkPage(o);
    await o.getByRole('checkbox', { name: 'Night Shift' }).focus();
    await o.keyboard.press('Space');
    await o.getByRole('listitem').filter({ hasText: 'Night Shift' }).getByRole('button', { name: 'Remove Night Shift from featured' }).waitFor();
    await andReload(o, () => o.getByRole('button', { name: 'Save featured stories' }).click());
    await quire.visit(o, '/the-night-desk');
    const firstSection = o.locator('.publication-section').first();
    expect(await firstSection.getByRole('heading', { level: 2 }).textContent()).toBe('Featured');
    expect(await firstSection.textContent()).toContain('Night Shift');
    await checkPage(o);
    await owner.close();
    await writer.close();
  });
});
