// Issue 21 in Chromium: Settings → Account and Publishing, axe and the 390 px check on each tab visited. A writer
// changes their name, bio and photo (choosing its square with the crop controls) and sees them on their profile and
// in the top bar; changes their username and the old address answers 301 to the new one; asks for an export, which
// the job runner makes, and downloads the zip (its entries checked); then a test account is deleted behind its
// confirmation dialog and is found nowhere (its profile is 404, search has no trace of it).
import { unzipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPage, chromiumSuite, hydrated } from './harness.ts';

describe('your account in Chromium (issue 21)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });

  /** A settings tab, once its deferred code has hydrated (its buttons work from then on). */
  async function openTab(context: BrowserContext, path: string): Promise<Page> {
    const page = await quire.open(context, path);
    await page.locator('.settings__tab[data-ready="true"]').waitFor();
    return page;
  }

  it('changes name, bio and photo (seen on the profile and in the top bar), the username (the old address 301s), and downloads an export', async () => {
    const context = await quire.signedIn('lena_fischer', { viewport: { width: 1100, height: 900 } });
    const page = await openTab(context, '/me/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await page.title()).toBe('Settings – Quire');
    expect(await page.getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe('page');
    await checkPage(page);

    // Profile information, with a photo cut to the square the sliders choose.
    const section = page.locator('#profileInformation');
    await section.getByLabel('Name').fill('Lena F. Fischer');
    await section.getByLabel('Short bio').fill('Systems, calmly explained.');
    const png = await sharp({ create: { width: 300, height: 150, channels: 3, background: '#2255aa' } }).png().toBuffer();
    await section.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await section.getByRole('img', { name: 'Preview of your new avatar' }).waitFor();
    await section.getByLabel('Zoom').fill('2');
    await section.getByLabel('Left to right').fill('0.25');
    await checkPage(page);
    await section.getByRole('button', { name: 'Save' }).click();
    await section.getByText('Your profile is saved.').waitFor();

    // A file that is not an image is refused with a clear message, nothing sent.
    await section.locator('input[type="file"]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await section.getByText('This file is not an image we can use. Upload a JPEG, PNG, GIF, WebP or AVIF image.').waitFor();

    // The profile and the top bar show the new name, bio and photo.
    const profile = await quire.open(context, '/@lena_fischer');
    await profile.getByRole('heading', { level: 1, name: 'Lena F. Fischer' }).waitFor();
    expect(await profile.getByText('Systems, calmly explained.').first().isVisible()).toBe(true);
    const topBarPhoto = profile.locator('.avatar-menu__button img');
    expect(await topBarPhoto.getAttribute('src')).toMatch(/^\/media\/[^?]+\?w=64$/);
    expect(await topBarPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The about page, editable in place by its writer.
    const about = await quire.open(context, '/@lena_fischer/about');
    await about.getByRole('button', { name: 'Edit bio' }).click();
    await about.getByLabel('Bio').fill('Systems, calmly explained. Weekly.');
    await about.getByRole('button', { name: 'Save' }).click();
    await about.getByText('Your bio is saved.').waitFor();
    await checkPage(about);

    // The username: the old address answers 301 to the new one.
    await page.bringToFront();
    const username = page.locator('#username');
    await username.getByLabel('Username').fill('lena_f');
    await username.getByRole('button', { name: 'Change username' }).click();
    await username.getByText(/Your username is now @lena_f\./).waitFor();
    const old = await fetch(`${quire.server.url}/@lena_fischer`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/@lena_f');
    const moved = await quire.open(context, '/@lena_fischer/about');
    expect(new URL(moved.url()).pathname).toBe('/@lena_f/about');
    expect(await moved.getByText('Systems, calmly explained. Weekly.').isVisible()).toBe(true);

    // The export: asked for, made by the job runner, downloaded.
    await page.getByRole('button', { name: 'Download your information' }).click();
    await page.getByText('Your export is being made. We will email you a link when it is ready.').waitFor();
    // (Asking twice while one is pending is refused: adapters/server/account.test.ts; here the runner may already be done.)
    const exportLink = page.getByRole('link', { name: /^Download your data/ });
    // The job runner makes it in the background; the page shows the link once reloaded after it is done.
    await expect
      .poll(
        async () => {
          await page.reload();
          await hydrated(page);
          await page.locator('.settings__tab[data-ready="true"]').waitFor();
          return exportLink.count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    const files = unzipSync(new Uint8Array(await readAll(await download.createReadStream())));
    const names = Object.keys(files);
    for (const name of ['README.txt', 'profile.json', 'lists.json', 'highlights.json', 'follows.json', 'settings.json']) expect(names).toContain(name);
    expect(names.some((n) => /^stories\/[^/]+\.json$/.test(n))).toBe(true);
    expect(names.some((n) => /^stories\/[^/]+\.md$/.test(n))).toBe(true);
    expect(JSON.parse(new TextDecoder().decode(files['profile.json']!))).toMatchObject({ username: 'lena_f', name: 'Lena F. Fischer' });

    // The Publishing tab.
    const publishing = await openTab(context, '/me/settings/publishing');
    await publishing.locator('#managePublications').getByRole('link', { name: 'Better Systems' }).waitFor();
    await checkPage(publishing);
    await context.close();
  });

  it('deletes an account behind its confirmation; it is found nowhere afterwards', async () => {
    const context = await quire.signedIn('samir_haddad', { viewport: { width: 1100, height: 900 } });
    const searchPeople = async () => {
      const response = await fetch(`${quire.server.url}/_/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ search(query: "Samir Haddad", requests: [{ index: users }]) { users { hits { username } } } }' }),
      });
      return ((await response.json()) as { data: { search: { users: { hits: { username: string }[] } } } }).data.search.users.hits.map((h) => h.username);
    };
    expect(await searchPeople()).toContain('samir_haddad');
    const page = await openTab(context, '/me/settings/account');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await dialog.waitFor();
    await checkPage(page);
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    // Escape closes it and gives focus back.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByLabel(/Type your username/).fill('samir_haddad');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await hydrated(page);
    // Signed out, its profile gone, and no search knows it.
    expect(await page.getByRole('link', { name: 'Sign in' }).first().isVisible()).toBe(true);
    expect((await fetch(`${quire.server.url}/@samir_haddad`)).status).toBe(404);
    expect(await searchPeople()).not.toContain('samir_haddad');
    const search = await quire.open(context, '/search/people?q=Samir%20Haddad');
    expect(await search.getByRole('link', { name: /Samir Haddad/ }).count()).toBe(0);
    await context.close();
  });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}
