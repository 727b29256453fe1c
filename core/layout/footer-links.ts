// reader-experience §2.8 (footer links) and §2.7 (the avatar menu's footer and its More menu).
// Help and About are routes of the product; the others are the operator's policy and company pages,
// configured per installation (README: Configuration), and hidden when not configured.
export const FOOTER_LINK_KEYS = ['help', 'status', 'about', 'careers', 'press', 'blog', 'privacy', 'rules', 'terms', 'textToSpeech'] as const;
export type FooterLinkKey = (typeof FOOTER_LINK_KEYS)[number];

export const FOOTER_LABELS: Record<FooterLinkKey, string> = {
  help: 'Help',
  status: 'Status',
  about: 'About',
  careers: 'Careers',
  press: 'Press',
  blog: 'Blog',
  privacy: 'Privacy',
  rules: 'Rules',
  terms: 'Terms',
  textToSpeech: 'Text to speech',
};

/** The avatar menu shows these in its footer, and the rest under 'More'. */
export const AVATAR_FOOTER_KEYS: readonly FooterLinkKey[] = ['about', 'blog', 'careers', 'privacy', 'terms', 'textToSpeech'];
export const AVATAR_MORE_KEYS: readonly FooterLinkKey[] = ['press', 'rules', 'status'];

export type SiteLinks = Partial<Record<FooterLinkKey, string>>;

export type FooterLink = { key: FooterLinkKey; label: string; href: string };

/** The links in spec order, each with its address; links without one are left out. */
export function footerLinks(keys: readonly FooterLinkKey[], links: SiteLinks): FooterLink[] {
  return keys.flatMap((key) => {
    const href = links[key];
    return href ? [{ key, label: FOOTER_LABELS[key], href }] : [];
  });
}

/** Accepts site-relative paths and http(s) addresses only. */
export function parseSiteLink(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  return /^(\/(?!\/)|https?:\/\/)/.test(v) ? v : undefined;
}
