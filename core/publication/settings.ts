// reader-experience §2.6 Settings (Info & Homepage, Subpages, About) and §3 Publication (homepage sections,
// seoMetaTags): what owners and editors may save, checked before anything is stored. Every failure is a value with
// a message the settings page shows as it is. Subpage bodies are typed as plain text — a blank line between
// paragraphs, '# ' a heading, '> ' a quote, '- ' a list item — and stored in the paragraph model
// (platform-reference §3), which the publication's subpage renders like a story's body.
import { parseBody, type Paragraph } from '../content/paragraph.ts';
import { parseColorString } from './header-color.ts';
import { isTimeZone } from './archive.ts';
import type { StaffRole } from './manage-publication-menu.ts';
import { can } from './permissions.ts';
import { SECTION_TYPES, SEO_ROBOTS, type SectionType, type SeoRobots } from './settings-options.ts';

/** Who may change a publication's settings: the role table's answer (core/publication/permissions.ts). */
export const canChangeSettings = (role: StaffRole | null | undefined): boolean => can(role, 'changeSettings');

export { SECTION_TYPES, SEO_ROBOTS, type SectionType, type SeoRobots };

export const SETTINGS_LIMITS = {
  name: 100,
  tagline: 100,
  description: 280,
  seoDescription: 160,
  about: 5000,
  writeForUs: 5000,
  alt: 500,
  sections: 10,
  subpageTitle: 100,
  subpageSlug: 60,
  subpageBodyChars: 50_000,
  subpages: 20,
} as const;

export type SettingsResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

const fail = <T>(field: string, message: string): SettingsResult<T> => ({ ok: false, field, message });
const tooLong = (label: string, max: number) => `${label} has at most ${max} characters.`;
const chars = (s: string) => [...s].length;

export type InfoDraft = {
  name: string;
  tagline: string;
  description: string;
  seoDescription: string;
  seoRobots: string;
  timeZone: string;
  headerColor: string;
  headerImageId: string | null;
  headerImageAlt: string;
  headerFocusX: number;
  headerFocusY: number;
};

export type PublicationInfo = Omit<InfoDraft, 'headerColor' | 'seoRobots'> & { headerColor: string | null; seoRobots: SeoRobots };

/** Info & Homepage: the name, tagline, description, search tags, time zone and header (colour, image, focus, alt). */
export function parseInfo(draft: InfoDraft): SettingsResult<PublicationInfo> {
  const name = draft.name.trim();
  if (name === '') return fail('name', 'A publication needs a name.');
  if (chars(name) > SETTINGS_LIMITS.name) return fail('name', tooLong('The name', SETTINGS_LIMITS.name));
  const tagline = draft.tagline.trim();
  if (chars(tagline) > SETTINGS_LIMITS.tagline) return fail('tagline', tooLong('The tagline', SETTINGS_LIMITS.tagline));
  const description = draft.description.trim();
  if (chars(description) > SETTINGS_LIMITS.description) return fail('description', tooLong('The description', SETTINGS_LIMITS.description));
  const seoDescription = draft.seoDescription.trim();
  if (chars(seoDescription) > SETTINGS_LIMITS.seoDescription) return fail('seoDescription', tooLong('The search description', SETTINGS_LIMITS.seoDescription));
  if (!(SEO_ROBOTS as readonly string[]).includes(draft.seoRobots)) return fail('seoRobots', `Search indexing is one of ${SEO_ROBOTS.map((r) => `'${r}'`).join(', ')}.`);
  if (!isTimeZone(draft.timeZone)) return fail('timeZone', `'${draft.timeZone}' is not a time zone (try Europe/Paris or UTC).`);
  let headerColor: string | null = null;
  if (draft.headerColor.trim() !== '') {
    const color = parseColorString(draft.headerColor);
    if (!color.ok) return fail('headerColor', color.message);
    headerColor = color.rgb;
  }
  const headerImageAlt = draft.headerImageAlt.trim();
  if (chars(headerImageAlt) > SETTINGS_LIMITS.alt) return fail('headerImageAlt', tooLong('The image description', SETTINGS_LIMITS.alt));
  for (const [field, v] of [['headerFocusX', draft.headerFocusX], ['headerFocusY', draft.headerFocusY]] as const) {
    if (!Number.isInteger(v) || v < 0 || v > 100) return fail(field, 'The focus point is a percentage from 0 to 100.');
  }
  return {
    ok: true,
    value: { ...draft, name, tagline, description, seoDescription, seoRobots: draft.seoRobots as SeoRobots, headerColor, headerImageAlt },
  };
}

export type SectionDraft = { type: string; title: string; value: string; layout: string; postCount: number };
export type Section = { type: SectionType; title: string; value: string; layout: 'GRID' | 'LIST'; postCount: number };

/** The homepage's sections in order: each a known kind; a TAG section names its tag; a PROMOTION section (the newsletter's) has a title and a short text as its value; 1–12 stories. */
export function parseSections(drafts: readonly SectionDraft[]): SettingsResult<Section[]> {
  if (drafts.length > SETTINGS_LIMITS.sections) return fail('sections', `A homepage has at most ${SETTINGS_LIMITS.sections} sections.`);
  const sections: Section[] = [];
  for (const [i, d] of drafts.entries()) {
    if (!(SECTION_TYPES as readonly string[]).includes(d.type)) return fail(`sections.${i}`, 'A section is featured, tag, latest or promotion.');
    if (d.layout !== 'GRID' && d.layout !== 'LIST') return fail(`sections.${i}`, 'A section is laid out as a grid or a list.');
    if (!Number.isInteger(d.postCount) || d.postCount < 1 || d.postCount > 12) return fail(`sections.${i}`, 'A section shows 1 to 12 stories.');
    const title = d.title.trim();
    if (chars(title) > 100) return fail(`sections.${i}`, tooLong("A section's title", 100));
    const value = d.type === 'TAG' ? d.value.trim().toLowerCase() : d.value.trim();
    if (d.type === 'PROMOTION' && chars(value) > 280) return fail(`sections.${i}`, tooLong("A promotion's text", 280));
    if (d.type === 'TAG' && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) return fail(`sections.${i}`, 'A tag section needs the tag it shows (its slug, like data-science).');
    if (d.type === 'PROMOTION' && title === '') return fail(`sections.${i}`, 'A promotion section needs a title.');
    sections.push({ type: d.type as SectionType, title, value: d.type === 'TAG' || d.type === 'PROMOTION' ? value : '', layout: d.layout, postCount: d.postCount });
  }
  return { ok: true, value: sections };
}

/** The about page's text and the guidelines the write-for-us page shows. */
export function parseAbout(draft: { about: string; writeForUs: string }): SettingsResult<{ about: string; writeForUs: string }> {
  const about = draft.about.trim();
  const writeForUs = draft.writeForUs.trim();
  if (chars(about) > SETTINGS_LIMITS.about) return fail('about', tooLong('The about text', SETTINGS_LIMITS.about));
  if (chars(writeForUs) > SETTINGS_LIMITS.writeForUs) return fail('writeForUs', tooLong('The guidelines', SETTINGS_LIMITS.writeForUs));
  return { ok: true, value: { about, writeForUs } };
}

/** A subpage's slug from its title when none is given: lower case, words joined by '-'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SETTINGS_LIMITS.subpageSlug)
    .replace(/-+$/g, '');
}

const BLOCK_PREFIXES: readonly [string, Paragraph['type']][] = [
  ['# ', 'H3'],
  ['> ', 'BQ'],
  ['- ', 'ULI'],
];

/** Plain text to paragraphs: a blank line ends a paragraph; '# ', '> ' and '- ' lines are headings, quotes, list items. */
export function textToParagraphs(text: string): Paragraph[] {
  const out: Paragraph[] = [];
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const block of blocks) {
    const lines = block.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    let para: string[] = [];
    const flush = () => {
      if (para.length) out.push({ name: `p${out.length}`, type: 'P', text: para.join(' '), markups: [] });
      para = [];
    };
    for (const line of lines) {
      const prefix = BLOCK_PREFIXES.find(([p]) => line.startsWith(p));
      const rest = prefix ? line.slice(prefix[0].length).trim() : '';
      if (prefix && rest !== '') {
        flush();
        out.push({ name: `p${out.length}`, type: prefix[1], text: rest, markups: [] });
      } else para.push(line);
    }
    flush();
  }
  return out;
}

/** Paragraphs back to the text the editor shows (the inverse of textToParagraphs on what it makes). */
export function paragraphsToText(paragraphs: readonly Paragraph[]): string {
  return paragraphs
    .filter((p) => p.type !== 'IMG' && p.type !== 'HR')
    .map((p) => {
      const prefix = BLOCK_PREFIXES.find(([, t]) => t === p.type)?.[0] ?? '';
      return prefix + p.text;
    })
    .join('\n\n');
}

export type SubpageDraft = { title: string; slug: string; text: string };
export type Subpage = { title: string; slug: string; body: Paragraph[] };

/** A subpage: a title, an address slug (from the title when empty) and a body. */
export function parseSubpage(draft: SubpageDraft): SettingsResult<Subpage> {
  const title = draft.title.trim();
  if (title === '') return fail('title', 'A subpage needs a title.');
  if (chars(title) > SETTINGS_LIMITS.subpageTitle) return fail('title', tooLong("A subpage's title", SETTINGS_LIMITS.subpageTitle));
  const slug = draft.slug.trim() === '' ? slugify(title) : draft.slug.trim();
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > SETTINGS_LIMITS.subpageSlug)
    return fail('slug', `A subpage's address is lower-case letters, digits and dashes (at most ${SETTINGS_LIMITS.subpageSlug}).`);
  if (draft.text.length > SETTINGS_LIMITS.subpageBodyChars) return fail('text', tooLong("A subpage's text", SETTINGS_LIMITS.subpageBodyChars));
  const parsed = parseBody(textToParagraphs(draft.text));
  if (!parsed.ok) return fail('text', parsed.issues.join(' '));
  return { ok: true, value: { title, slug, body: parsed.body } };
}
