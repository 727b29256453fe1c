// Issue 17's pages: /me/notifications (notifications: the first page of the tab asked for), the Notifications tab of
// the settings (/me/settings/notifications, with #email-settings), and /me/notifications/unsubscribe
// (notification-unsubscribe: a signed link from a notification e-mail turns that kind's e-mail off, signed in or not).
import { settingsTitle } from '../../../../core/routing/settings.ts';
import { NotificationSettingsQuery, NotificationsQuery, notificationsFirstPage, NotificationUnsubscribeQuery } from '../../../../ui/notifications/notification-queries.ts';
import { tabOfParam } from '../../../../core/notifications/notification-kinds.ts';
import type { PageData, PageLoad, ServerPage } from './page-load.ts';
import { loadNewsletterConfirm, loadNewsletterEmailSettings } from './newsletters.pages.ts';

async function loadNotifications({ route, preload, page, productName }: PageLoad): Promise<PageData> {
  const tab = tabOfParam(route.params.tab);
  await preload(NotificationsQuery, notificationsFirstPage(tab));
  return page({
    title: `${tab === 'RESPONSES' ? 'Responses – ' : ''}Notifications – ${productName}`,
    description: `Your notifications on ${productName}: followers, claps, responses and more.`,
    canonicalPath: null,
  });
}

export const notificationsPage: ServerPage = { signedIn: true, load: loadNotifications };

/** The settings page's Notifications tab. */
export async function loadNotificationSettings({ preload, page, productName }: PageLoad): Promise<PageData> {
  await preload(NotificationSettingsQuery, {});
  return page({ title: settingsTitle(productName), description: `What ${productName} tells you about, in the app and by e-mail.`, canonicalPath: null });
}

/** /me/notifications/unsubscribe?token=…: what the link names; the page's button turns it off (no sign-in). */
async function loadUnsubscribe({ route, preload, page, productName }: PageLoad): Promise<PageData> {
  await preload(NotificationUnsubscribeQuery, { token: route.params.token ?? '' });
  return page({ title: `Unsubscribe – ${productName}`, description: `Turn off an e-mail ${productName} sends you.`, canonicalPath: null });
}

// The e-mails' links, which share the page name: a notification e-mail's, a newsletter's unsubscribe link
// (/me/email-settings/{userId}/{hash}) and the newsletter's double opt-in (/newsletters/confirm).
const LINK_LOADS: Readonly<Record<string, (load: PageLoad) => Promise<PageData>>> = {
  ShowEmailSettings: loadNewsletterEmailSettings,
  ShowNewsletterConfirm: loadNewsletterConfirm,
};
export const notificationUnsubscribePage: ServerPage = {
  load: (load) => (LINK_LOADS[load.route.name] ?? loadUnsubscribe)(load),
};
