// reader-experience §2.6: the 'Manage publication' menu's panel — Write a story, Stories, Featured stories,
// Newsletter, Stats, Followers, then Settings (Info & Homepage, Navigation, Subpages, About). Loaded on the
// menu's first open (ui/pages/PublicationProfilePage.tsx); the entries come from core.
import { managePublicationMenu, MANAGE_PUBLICATION_LABEL, type StaffRole } from '../../core/publication/manage-publication-menu.ts';
import type { MenuLink } from '../../core/layout/avatar-menu.policy.ts';
import { hrefFor } from '../chrome/links.ts';
import type { MenuProps } from '../chrome/useMenuButton.ts';

export type ManagePublicationPanelProps = { role: StaffRole | null; slug: string; menuProps: MenuProps; closing: boolean };

function Item({ link }: { link: MenuLink }) {
  return (
    <a role="menuitem" tabIndex={-1} className="menu__item" href={hrefFor(link.route, link.params)}>
      {link.label}
    </a>
  );
}

export function ManagePublicationPanel({ role, slug, menuProps, closing }: ManagePublicationPanelProps) {
  const model = managePublicationMenu(role, slug);
  if (!model) return null;
  return (
    <div {...menuProps} aria-label={MANAGE_PUBLICATION_LABEL} className={`menu${closing ? ' menu--closing' : ''}`}>
      <div role="group" className="menu__section">
        {model.main.map((link) => (
          <Item key={link.key} link={link} />
        ))}
      </div>
      <div role="group" aria-labelledby="manage-menu-settings" className="menu__section">
        <p id="manage-menu-settings" className="menu__heading" role="presentation">
          {model.settings.heading}
        </p>
        {model.settings.links.map((link) => (
          <Item key={link.key} link={link} />
        ))}
      </div>
    </div>
  );
}
