// Issue 22: creating a publication (`/new-publication`). Its name, slug, tagline checked here; the slug must not be
// a route prefix (reserved-slugs.ts derives them from the route table; the server passes them in, the browser's
// form checks the shape only, so its bundle does not carry the whole route table) and is unique case-insensitively
// (the store decides that, migration 0038).

export const NAME_MAX = 100;
export const TAGLINE_MAX = 160;
export const SLUG_MIN = 3;
export const SLUG_MAX = 40;

export const NEW_PUBLICATION_MESSAGES = {
  nameRequired: 'Give your publication a name.',
  nameTooLong: `A name can be at most ${NAME_MAX} characters.`,
  taglineTooLong: `A tagline can be at most ${TAGLINE_MAX} characters.`,
  slugShape: `An address is ${SLUG_MIN} to ${SLUG_MAX} lowercase letters, digits and single dashes, starting with a letter.`,
  slugReserved: (slug: string) => `“${slug}” is reserved for a page of the site. Choose another address.`,
  slugTaken: (slug: string) => `The address “${slug}” is taken. Choose another.`,
} as const;

const SLUG_SHAPE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A suggested slug from a name: "The Night Desk" → "the-night-desk". */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^[0-9-]+/, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

export type NewPublicationInput = { name: string; slug: string; tagline: string };
export type CheckedNewPublication = { ok: true; value: NewPublicationInput } | { ok: false; field: 'name' | 'slug' | 'tagline'; message: string };

/** The form's fields trimmed and checked; the slug lowercased and not `reserved`. Uniqueness is the store's. */
export function checkNewPublication(input: NewPublicationInput, reserved: ReadonlySet<string> = new Set()): CheckedNewPublication {
  const name = input.name.trim();
  const tagline = input.tagline.trim();
  const slug = input.slug.trim().toLowerCase();
  if (name === '') return { ok: false, field: 'name', message: NEW_PUBLICATION_MESSAGES.nameRequired };
  if (name.length > NAME_MAX) return { ok: false, field: 'name', message: NEW_PUBLICATION_MESSAGES.nameTooLong };
  if (tagline.length > TAGLINE_MAX) return { ok: false, field: 'tagline', message: NEW_PUBLICATION_MESSAGES.taglineTooLong };
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX || !SLUG_SHAPE.test(slug)) return { ok: false, field: 'slug', message: NEW_PUBLICATION_MESSAGES.slugShape };
  if (reserved.has(slug)) return { ok: false, field: 'slug', message: NEW_PUBLICATION_MESSAGES.slugReserved(slug) };
  return { ok: true, value: { name, slug, tagline } };
}
