// The built-in pages (reader-experience §2.8 footer): Help, Privacy, Terms and Rules, written in Markdown. (About is
// a landing page staff edit in the story editor: core/landing/landing-pages.ts.)
// The defaults are the files in site-pages/ (built into the server); an operator's folder (QUIRE_SITE_PAGES_DIR)
// replaces any of them with its own `{key}.md` or `{key}.html`, read on each visit so an edit shows at once.
// The operator's files are trusted as the operator's own words (HTML passes through). {{product}} becomes the
// configured product name (the operator's own setting too). Staff editing these in the story editor can come later.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { marked } from 'marked';
import helpDefault from '../../../site-pages/help.md?raw';
import privacyDefault from '../../../site-pages/privacy.md?raw';
import rulesDefault from '../../../site-pages/rules.md?raw';
import termsDefault from '../../../site-pages/terms.md?raw';

/** Files an operator's folder may still hold from before About became a landing page: no longer read (main.ts says so). */
export const RETIRED_SITE_PAGE_FILES = ['about.md', 'about.html'] as const;

export const SITE_PAGE_KEYS = ['help', 'privacy', 'terms', 'rules'] as const;
export type SitePageKey = (typeof SITE_PAGE_KEYS)[number];

const DEFAULTS: Record<SitePageKey, string> = { help: helpDefault, privacy: privacyDefault, terms: termsDefault, rules: rulesDefault };
const FALLBACK_TITLES: Record<SitePageKey, string> = { help: 'Help', privacy: 'Privacy', terms: 'Terms', rules: 'Rules' };

export type SitePage = { title: string; html: string };

async function readIfThere(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The page's heading is its first `# ` line (Markdown) or `<h1>` (HTML); the body keeps everything after it. */
function split(source: string, kind: 'md' | 'html', key: SitePageKey): SitePage {
  if (kind === 'md') {
    const heading = /^#\s+(.+)$/m.exec(source);
    const body = heading ? source.replace(heading[0], '') : source;
    return { title: heading?.[1]?.trim() ?? FALLBACK_TITLES[key], html: marked.parse(body, { async: false }) };
  }
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(source);
  const title = heading?.[1]?.replace(/<[^>]+>/g, '').trim();
  return { title: title || FALLBACK_TITLES[key], html: heading ? source.replace(heading[0], '') : source };
}

export type SitePages = { page(key: SitePageKey): Promise<SitePage> };

export function sitePages(options: { productName: string; dir?: string | null }): SitePages {
  const fill = (text: string) => text.replaceAll('{{product}}', options.productName);
  return {
    async page(key) {
      if (options.dir) {
        const md = await readIfThere(path.join(options.dir, `${key}.md`));
        if (md !== null) return split(fill(md), 'md', key);
        const html = await readIfThere(path.join(options.dir, `${key}.html`));
        if (html !== null) return split(fill(html), 'html', key);
      }
      return split(fill(DEFAULTS[key]), 'md', key);
    },
  };
}
