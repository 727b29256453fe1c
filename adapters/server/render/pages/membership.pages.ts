// Membership (reader-experience §3, §4): the plans and paying for one, and the reader's membership settings.
import { settingsTitle } from '../../../../core/routing/settings.ts';
import { MembershipSettingsQuery } from '../../../../ui/membership/membership-queries.ts';
import { PlansViewerQuery } from '../../../../ui/membership/plans-queries.ts';
import { loadNotificationSettings } from './notifications.pages.ts';
import { SecuritySettingsQuery } from '../../../../ui/settings/security-queries.ts';
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
  // Of the settings, the 'Membership and payment', Notifications and 'Security and apps' tabs; the others answer 501 until built.
  routes: ['ShowSettingsTab'],
  params: { setting: ['membership', 'notifications', 'security'] },
  signedIn: true,
  load: (load) =>
    load.route.params.setting === 'notifications'
      ? loadNotificationSettings(load)
      : load.route.params.setting === 'security'
        ? loadSecuritySettings(load)
        : loadSettings(load, settingsTitle(load.productName)),
};
export const manageMembershipPage: ServerPage = { signedIn: true, load: (load) => loadSettings(load, `Change your plan – ${load.productName}`) };
export const manageMembershipConfirmationPage: ServerPage = { signedIn: true, load: (load) => loadSettings(load, `Your plan – ${load.productName}`) };

async function loadPlans({ route, preload, page, productName }: PageLoad) {
  await preload(PlansViewerQuery, {});
  const paying = route.name === 'ShowPay';
  const confirmed = route.page === 'plans-confirmation';
  const heading = confirmed ? 'Welcome' : paying ? 'Payment' : route.page === 'landing-membership' ? 'Membership' : 'Membership plans';
  return page({
    title: `${heading} – ${productName}`,
    description: `Become a member of ${productName}: read every story and support the writers you read.`,
    canonicalPath: paying || confirmed ? null : route.page === 'landing-membership' ? '/membership' : '/plans',
  });
}

// Paying is done signed in.
export const plansPage: ServerPage = { routes: ['ShowPlans', 'ShowUpgrade', 'ShowPay'], signedIn: ['ShowPay'], load: loadPlans };
export const plansConfirmationPage: ServerPage = { signedIn: ['ShowPlansConfirmation'], load: loadPlans };
export const landingMembershipPage: ServerPage = { load: loadPlans };
