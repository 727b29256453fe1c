// The built-in pages of the footer (reader-experience §2.8): Help, Privacy, Terms and Rules from the
// operator's Markdown or the defaults (adapters/server/site-pages/site-pages.ts), the Status page from the server's
// own readings (core/status/server-status.ts), and Download the app when an app address is configured.
import { statusSummary } from '../../../../core/status/server-status.ts';
import type { SitePageKey } from '../../site-pages/site-pages.ts';
import type { ServerPage } from './page-load.ts';

const PAGE_OF_ROUTE: Record<string, SitePageKey> = {
  ShowHelp: 'help',
  ShowPrivacy: 'privacy',
  ShowRules: 'rules',
  ShowTerms: 'terms',
  ShowTermsOfService: 'terms',
};

export const sitePage: ServerPage = {
  // /jobs shares the page name (Careers) and stays not built: it is the operator's to link (QUIRE_LINK_CAREERS).
  routes: [...Object.keys(PAGE_OF_ROUTE), 'ShowStatus'],
  async load({ route, page, site, productName }) {
    if (route.name === 'ShowStatus') {
      const checks = await site.status();
      return page({
        title: `Status – ${productName}`,
        description: `${statusSummary(checks)} The health of this ${productName} server.`,
        canonicalPath: '/status',
        sitePage: { key: 'status', title: 'Status', html: '', checks },
      });
    }
    const key = PAGE_OF_ROUTE[route.name] ?? 'help';
    const content = await site.page(key);
    const canonical = { help: '/help', privacy: '/privacy', rules: '/rules', terms: '/terms' }[key];
    return page({
      title: `${content.title} – ${productName}`,
      description: `${content.title} – ${productName}`,
      canonicalPath: canonical,
      sitePage: { key, title: content.title, html: content.html },
    });
  },
};

export const downloadAppPage: ServerPage = {
  // Only with an app to download (QUIRE_APP_URL); without one, there is no such page.
  async load({ page, notFound, site, productName }) {
    if (!site.appUrl) return notFound();
    return page({
      title: `Get the app – ${productName}`,
      description: `Read ${productName} in its app.`,
      canonicalPath: '/download-app',
      sitePage: { key: 'download-app', title: `Get the ${productName} app`, html: '' },
    });
  },
};
