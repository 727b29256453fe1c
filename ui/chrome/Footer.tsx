// reader-experience §2.8: the footer links, those the operator configured, in the spec's order; and
// platform-reference §2.1's hidden sitemap link, once per page (the full footer carries it; a page whose
// only footer is compact asks for it), out of sight but crawlable, and shown when it takes keyboard focus.
import { FOOTER_LINK_KEYS, footerLinks } from '../../core/layout/footer-links.ts';
import { SITEMAP_LINK_LABEL, SITEMAP_PATH } from '../../core/feed-syndication/sitemap-link.ts';
import { usePageData } from '../data.tsx';

export function Footer({ compact = false, sitemap = !compact }: { compact?: boolean; sitemap?: boolean }) {
  const { state } = usePageData();
  const links = footerLinks(FOOTER_LINK_KEYS, state.siteLinks);
  if (links.length === 0 && !sitemap) return null;
  return (
    <footer className={compact ? 'site-footer site-footer--compact' : 'site-footer'} role="contentinfo">
      {links.length > 0 && (
        <nav aria-label="Footer">
          <ul>
            {links.map((l) => (
              <li key={l.key}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {sitemap && (
        <a className="sitemap-link" href={SITEMAP_PATH}>
          {SITEMAP_LINK_LABEL}
        </a>
      )}
    </footer>
  );
}
