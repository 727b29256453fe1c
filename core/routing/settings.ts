// reader-experience §2.2: the settings page's tabs, title and anchors, and the deep links.
import { pathTo } from './paths.ts';

export const SETTINGS_TABS = [
  { setting: 'account', label: 'Account' },
  { setting: 'publishing', label: 'Publishing' },
  { setting: 'notifications', label: 'Notifications' },
  { setting: 'membership', label: 'Membership and payment' },
  { setting: 'security', label: 'Security and apps' },
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number]['setting'];

export const isSettingsTab = (value: string): value is SettingsTab => SETTINGS_TABS.some((t) => t.setting === value);

/** 'Settings' followed by the product name. */
export const settingsTitle = (productName: string): string => `Settings – ${productName}`;

export const SETTINGS_ANCHORS = [
  'email',
  'profileInformation',
  'username',
  'audience-development',
  'followers',
  'managePublications',
  'email-settings',
  'manageSubscriptions',
  'membership',
  'payment',
  'connections',
  'developers',
  'security',
  'tokens',
] as const;
export type SettingsAnchor = (typeof SETTINGS_ANCHORS)[number];

/** The anchor that opens the gift-redemption dialog. */
export const REDEEM_GIFT_ANCHOR = 'redeemGiftMembership';

export function settingsPath(tab?: SettingsTab, anchor?: SettingsAnchor | typeof REDEEM_GIFT_ANCHOR): string {
  const path = tab ? pathTo('ShowSettingsTab', { setting: tab }) : pathTo('ShowSettings');
  return anchor ? `${path}#${anchor}` : path;
}

/** The deep links other apps open: a post, a topic, a profile, the settings. */
export const DEEP_LINKS = {
  post: (postId: string) => pathTo('ShowPost', { postId }),
  topic: (slug: string) => pathTo('ShowTopic', { topicSlug: slug }),
  profile: (username: string) => pathTo('ShowUser', { username }),
  settings: () => pathTo('ShowSettings'),
};
