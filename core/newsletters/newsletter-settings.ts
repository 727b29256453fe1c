// reader-experience §3 Publication newsletter (id, slug, name, description, showPromo); platform-reference §2
// (/{publication}/new-newsletter, /{publication}/newsletters/{newsletterSlug}/settings): what a publication's
// owners and editors may save as its newsletter's settings, checked before anything is stored. A publication has
// one newsletter (made with the publication), so /new-newsletter opens the same settings. Pure.
import type { CollectionRole } from '../content/entities.ts';
import { can } from '../publication/permissions.ts';

export const NEWSLETTER_SETTINGS_LIMITS = { name: 100, description: 500 } as const;

export type NewsletterSettingsDraft = { name: string; description: string; showPromo: boolean };
export type NewsletterSettings = NewsletterSettingsDraft;

export type NewsletterSettingsResult = { ok: true; value: NewsletterSettings } | { ok: false; field: 'name' | 'description'; message: string };

/** Who may change a publication's newsletter: those who change its settings (permissions.ts). */
export const mayChangeNewsletter = (role: CollectionRole | null | undefined): boolean => can(role, 'changeSettings');

const chars = (s: string) => [...s].length;

export const NEWSLETTER_SETTINGS_MESSAGES = {
  nameRequired: 'Give the newsletter a name.',
  nameTooLong: `The name has at most ${NEWSLETTER_SETTINGS_LIMITS.name} characters.`,
  descriptionTooLong: `The description has at most ${NEWSLETTER_SETTINGS_LIMITS.description} characters.`,
  saved: 'Newsletter settings saved.',
  notAllowed: 'Only the publication’s owners and editors can change its newsletter.',
} as const;

/** The settings as they are stored (trimmed), or the first field at fault with its message. */
export function parseNewsletterSettings(draft: NewsletterSettingsDraft): NewsletterSettingsResult {
  const name = draft.name.trim().replace(/\s+/g, ' ');
  const description = draft.description.trim();
  if (name === '') return { ok: false, field: 'name', message: NEWSLETTER_SETTINGS_MESSAGES.nameRequired };
  if (chars(name) > NEWSLETTER_SETTINGS_LIMITS.name) return { ok: false, field: 'name', message: NEWSLETTER_SETTINGS_MESSAGES.nameTooLong };
  if (chars(description) > NEWSLETTER_SETTINGS_LIMITS.description) return { ok: false, field: 'description', message: NEWSLETTER_SETTINGS_MESSAGES.descriptionTooLong };
  return { ok: true, value: { name, description, showPromo: draft.showPromo } };
}
