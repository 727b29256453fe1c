// Issue 21's pages: Settings → Account (/me/settings, /me/settings/account) and Publishing (/me/settings/publishing),
// and a writer's About page (/@{username}/about, and /me/about for the signed-in reader's own).
import { settingsTitle } from '../../../../core/routing/settings.ts';
import { AccountSettingsQuery, UserAboutQuery } from '../../../../ui/settings/account-queries.ts';
import { SecuritySettingsQuery } from '../../../../ui/settings/security-queries.ts';
import { NOT_AVAILABLE_COPY, SUSPENDED_COPY, UNRECOGNIZED_ACCOUNT_COPY } from '../../../../core/account/account-pages.ts';
import type { PageData, PageLoad, ServerPage } from './page-load.ts';

export async function loadAccountSettings({ preload, page, productName }: PageLoad, tab: 'account' | 'publishing'): Promise<PageData> {
  await preload(AccountSettingsQuery, {});
  return page({
    title: settingsTitle(productName),
    description: tab === 'account' ? `Your ${productName} account: email, username, profile, your data.` : `Publishing on ${productName}: your newsletter and publications.`,
    canonicalPath: null,
  });
}

/** Issue 21: /me/settings/custom-domain, the writer's own domain for their profile (signed in only). */
export const settingsCustomDomainPage: ServerPage = {
  routes: ['ShowSettingsCustomDomain'],
  signedIn: true,
  async load({ preload, page, productName }) {
    await preload(AccountSettingsQuery, {});
    return page({ title: `Custom domain – ${settingsTitle(productName)}`, description: `Serve your ${productName} profile at a domain of your own.`, canonicalPath: null });
  },
};

/** Issue 21: /password (crupdate-password), set or change your password (signed in only). */
export const crupdatePasswordPage: ServerPage = {
  routes: ['ShowPassword'],
  signedIn: true,
  async load({ preload, page, productName }) {
    const security = (await preload(SecuritySettingsQuery, {}))?.securitySettings;
    return page({
      title: `${security?.hasPassword ? 'Change your password' : 'Set a password'} – ${productName}`,
      description: `Your ${productName} password.`,
      canonicalPath: null,
    });
  },
};

/** Issue 21: /not-available and /suspended (page not-available): a page not shown, and a suspended account's page. */
export const notAvailablePage: ServerPage = {
  routes: ['ShowNotAvailable', 'ShowSuspended'],
  async load({ route, page, productName }) {
    const suspended = route.name === 'ShowSuspended';
    return page({
      title: `${suspended ? 'Account suspended' : 'Not available'} – ${productName}`,
      description: suspended ? SUSPENDED_COPY.title : NOT_AVAILABLE_COPY.title,
      canonicalPath: suspended ? '/suspended' : '/not-available',
    });
  },
};

/** Issue 21: /unrecognized-account, a sign-in that matched no account. */
export const unrecognizedAccountPage: ServerPage = {
  routes: ['ShowUnrecognizedAccount'],
  async load({ page, productName }) {
    return page({ title: `Account not recognized – ${productName}`, description: UNRECOGNIZED_ACCOUNT_COPY.title, canonicalPath: '/unrecognized-account' });
  },
};

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
