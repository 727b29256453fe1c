// reader-experience §2.8: the footer links, those the operator configured, in the spec's order.
import { FOOTER_LINK_KEYS, footerLinks } from '../../core/layout/footer-links.ts';
import { usePageData } from '../data.tsx';

export function Footer({ compact = false }: { compact?: boolean }) {
  const { state } = usePageData();
  const links = footerLinks(FOOTER_LINK_KEYS, state.siteLinks);
  if (links.length === 0) return null;
  return (
    <footer className={compact ? 'site-footer site-footer--compact' : 'site-footer'} role="contentinfo">
      <nav aria-label="Footer">
        <ul>
          {links.map((l) => (
            <li key={l.key}>
              <a href={l.href}>{l.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
