// Issue 21's pages: Settings → Account (/me/settings, /me/settings/account) and Publishing (/me/settings/publishing),
// and a writer's About page (/@{username}/about, and /me/about for the signed-in reader's own).
import { settingsTitle } from '../../../../core/routing/settings.ts';
import { AccountSettingsQuery, UserAboutQuery } from '../../../../ui/settings/account-queries.ts';
import type { PageData, PageLoad, ServerPage } from './page-load.ts';

export async function loadAccountSettings({ preload, page, productName }: PageLoad, tab: 'account' | 'publishing'): Promise<PageData> {
  await preload(AccountSettingsQuery, {});
  return page({
    title: settingsTitle(productName),
    description: tab === 'account' ? `Your ${productName} account: email, username, profile, your data.` : `Publishing on ${productName}: your newsletter and publications.`,
    canonicalPath: null,
  });
}

export const userAboutPage: ServerPage = {
  routes: ['ShowUserAbout', 'ShowMeAbout'],
  signedIn: ['ShowMeAbout'],
  async load({ route, request, preload, page, notFound, redirect, productName }) {
    const username = route.name === 'ShowMeAbout' ? (request.viewerUsername ?? '') : (route.params.username ?? '');
    const user = (await preload(UserAboutQuery, { username }))?.user;
    if (!user) return notFound();
    const own = `${user.url}/about`;
    // A handle in other letters goes to the page's own address; /me/about stays the reader's own address.
    if (route.name === 'ShowUserAbout' && request.path !== own) return redirect(own);
    return page({
      title: `About ${user.name} – ${productName}`,
      description: user.bio || `About ${user.name} on ${productName}.`,
      canonicalPath: own,
      search: { scope: { kind: 'profile', id: user.id, name: user.name, username: user.username }, publicationPage: false },
    });
  },
};
