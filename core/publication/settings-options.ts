// The choices a publication's settings offer (reader-experience §2.6, §3), with no imports: the settings page's
// browser chunk reads them without the paragraph model's schema library (core/publication/settings.ts has the rules).
export const SEO_ROBOTS = ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'] as const;
export type SeoRobots = (typeof SEO_ROBOTS)[number];

export const SECTION_TYPES = ['FEATURED', 'LATEST', 'TAG', 'PROMOTION'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];
