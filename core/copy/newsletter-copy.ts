// The newsletter words (reader-experience §2.3 toasts: subscribe success, fail, self, already; newsletter
// subscribe/unsubscribe with its Undo; §5 durations: 'unsubscribe effective within 24 hours'). The spec names these
// toasts without their text; this is the one place Quire's wording lives, for the pages, e-mails and tests alike.
import { SUBSCRIBE_LABEL } from './subscribe-label.ts';

export { SUBSCRIBE_LABEL };

export const newsletterCopy = {
  subscribeLabel: SUBSCRIBE_LABEL,
  subscribedLabel: 'Subscribed',
  subscribeSuccess: (name: string): string => `You're subscribed to ${name}. New stories will arrive in your inbox.`,
  subscribeFail: "Sorry, that didn't work. Please try again.",
  subscribeSelf: 'You cannot subscribe to your own newsletter.',
  subscribeAlready: (name: string): string => `You're already subscribed to ${name}.`,
  confirmSent: (email: string): string => `Almost there: we sent a link to ${email}. Follow it to confirm your subscription.`,
  confirmed: (name: string): string => `Your subscription to ${name} is confirmed.`,
  confirmInvalid: 'This confirmation link is not valid or has already been used.',
  tooManyRequests: 'Too many subscription requests. Try again in an hour.',
  invalidEmail: 'Enter a valid e-mail address, like name@example.com.',
  accountEmail: 'That address belongs to an account. Sign in to subscribe with it.',
  newsletterUnsubscribed: (name: string): string => `You've unsubscribed from ${name}.`,
  undo: 'Undo',
  unsubscribeEffective: 'Unsubscribe effective within 24 hours.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Use the link from the latest e-mail, or sign in to manage your subscriptions.',
  unsubscribeAllConfirm: 'Unsubscribe from all newsletters?',
  unsubscribeAllAuthorConfirm: "Unsubscribe from all writers' newsletters?",
  unsubscribedAll: (count: number): string => `You've unsubscribed from ${count} ${count === 1 ? 'newsletter' : 'newsletters'}.`,
  subscriberCount: (count: number): string => `${count} ${count === 1 ? 'subscriber' : 'subscribers'}`,
  emailReason: (name: string): string => `You receive this because you subscribed to ${name}.`,
  emailUnsubscribe: 'Unsubscribe',
  readOn: (productName: string): string => `Read on ${productName}`,
  memberOnlyPreview: 'This story is for members. Read the rest of it on the site.',
  confirmSubject: (name: string): string => `Confirm your subscription to ${name}`,
  confirmBody: (name: string): string => `Follow the link below to start receiving ${name} by e-mail. If you did not ask for this, ignore this e-mail.`,
  confirmButton: 'Confirm subscription',
  importTitle: 'Import subscribers',
  importIntro: 'Upload a CSV file with one e-mail address per line (a header line "email" is allowed). Each address is imported as a confirmed subscriber of your newsletter; only import people who agreed to receive it.',
  importDone: (count: number): string => `Imported ${count} ${count === 1 ? 'subscriber' : 'subscribers'}.`,
  importNothing: 'Nothing was imported: fix the lines below and upload the file again.',
  deliveryFailures: 'Undelivered e-mails',
} as const;
