// platform-reference §2.2: a post id is parsed from the last dash-separated hex segment of the path
// parameter, and the parameter must end in hex digits (`/p/{id}`, `/@{username}/{slug}-{id}`).
const HEX_SEGMENT = /^[0-9a-f]+$/;

export function postIdFromParam(param: string): string | null {
  const last = param.split('-').pop() ?? '';
  return HEX_SEGMENT.test(last) ? last : null;
}

/** The slug part of a post address: lowercase words joined by dashes, at most 8 words. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)
    .join('-');
}

/** `{slug}-{id}`, or the bare id when the title has no letters or digits. */
export function postSlugParam(title: string, id: string): string {
  const slug = slugify(title);
  return slug ? `${slug}-${id}` : id;
}
