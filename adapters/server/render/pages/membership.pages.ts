// Membership (reader-experience §3, §4): the plans and paying for one, and the reader's membership settings.
import { settingsTitle } from '../../../../core/routing/settings.ts';
import { MembershipSettingsQuery } from '../../../../ui/membership/membership-queries.ts';
import { PlansViewerQuery } from '../../../../ui/membership/plans-queries.ts';
import { SecuritySettingsQuery } from '../../../../ui/settings/security-queries.ts';
import { loadNotificationSettings } from './notifications.pages.ts';
import { loadAccountSettings } from './account.pages.ts';
import { loadNewPublication, loadPublicationPeople } from './publication-people.pages.ts';
import type { PageLoad, ServerPage } from './page-load.ts';

async function loadSettings({ preload, page, productName }: PageLoad, title: string) {
  await preload(MembershipSettingsQuery, {});
  return page({ title, description: `Your ${productName} membership: plan, payment method and billing history.`, canonicalPath: null });
}

/** Issue 21: the 'Security and apps' tab (ui/settings/SecuritySettings.tsx). */
async function loadSecuritySettings({ preload, page, productName }: PageLoad) {
  await preload(SecuritySettingsQuery, {});
  return page({ title: settingsTitle(productName), description: `Your sessions, password, two-factor sign-in, passkeys and integration tokens on ${productName}.`, canonicalPath: null });
}

export const settingsPage: ServerPage = {
  // The settings: /me/settings (the Account tab), and the tabs Account, Publishing and 'Security and apps' (issue 21),
  // Notifications and 'Membership and payment'. Issue 22: /new-publication and a
  // publication's people page (/{publication}/permissions) are 'settings' pages too (publication-people.pages.ts).
  routes: ['ShowSettings', 'ShowSettingsTab', 'ShowNewPublication', 'ShowCollectionPermissions'],
  params: { setting: ['account', 'publishing', 'membership', 'notifications', 'security'] },
  signedIn: true,
  load: (load) => {
    if (load.route.name === 'ShowNewPublication') return loadNewPublication(load);
    if (load.route.name === 'ShowCollectionPermissions') return loadPublicationPeople(load);
    const setting = load.route.params.setting ?? 'account';
    if (setting === 'notifications') return loadNotificationSettings(load);
    if (setting === 'security') return loadSecuritySettings(load);
    if (setting === 'account' || setting === 'publishing') return loadAccountSettings(load, setting);
    return loadSettings(load, settingsTitle(load.productName));
  },
};
export const manageMembershipPage: ServerPage = { signedIn: true, load: (load) => loadSettings(load, `Change your plan – ${load.productName}`) };
export const manageMembershipConfirmationPage: ServerPage = { signedIn: true, load: (load) => loadSettings(load, `Your plan – ${load.productName}`) };
/** Issue 23: /me/settings/payment/update, a new card for the membership (the hosted provider's page returns here). */
export const updatePaymentPage: ServerPage = { signedIn: true, load: (load) => loadSettings(load, `Update your payment method – ${load.productName}`) };

async function loadPlans({ route, preload, page, productName }: PageLoad) {
  await preload(PlansViewerQuery, {});
  const paying = route.name === 'ShowPay';
  const confirmed = route.page === 'plans-confirmation';
  const heading = confirmed ? 'Welcome' : paying ? 'Payment' : 'Membership plans';
  return page({
    title: `${heading} – ${productName}`,
    description: `Become a member of ${productName}: read every story and support the writers you read.`,
    canonicalPath: paying || confirmed ? null : '/plans',
  });
}

// Paying is done signed in.
export const plansPage: ServerPage = { routes: ['ShowPlans', 'ShowUpgrade', 'ShowPay'], signedIn: ['ShowPay'], load: loadPlans };
export const plansConfirmationPage: ServerPage = { signedIn: ['ShowPlansConfirmation'], load: loadPlans };

