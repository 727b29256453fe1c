// platform-reference §2.1: "a hidden sitemap link on every page". The address alone, with no imports, so the
// browser's chrome can carry it without the route table (specs/sitemap.spec.ts checks it against the table).
export const SITEMAP_PATH = '/sitemap/sitemap.xml';

/** The link's accessible name. */
export const SITEMAP_LINK_LABEL = 'Sitemap';
