// reader-experience §2.7: the avatar menu, a WAI-ARIA menu button. The button is what every signed-in page
// paints; the 240px panel (ui/chrome/AvatarMenuPanel.tsx, with core's avatar-menu policy) is code for after
// a click, so it loads on first open and is preloaded when the pointer or focus reaches the button.
import type { Viewer } from '../../core/session/viewer.ts';
import { Avatar } from '../components/Avatar.tsx';
import { AvatarBadge } from '../components/AvatarBadge.tsx';
import type { AvatarMenuPanelProps } from './AvatarMenuPanel.tsx';
import { componentLoader, preloadProps, useLazyPanel } from './lazy-component.ts';
import { useMenuButton } from './useMenuButton.ts';

export const loadAvatarMenuPanel = componentLoader<AvatarMenuPanelProps>(() => import('./AvatarMenuPanel.tsx').then((m) => m.AvatarMenuPanel));

export function AvatarMenu({ viewer }: { viewer: Viewer }) {
  const menu = useMenuButton();
  const Panel = useLazyPanel(loadAvatarMenuPanel, menu.open, menu.close);

  return (
    <div className="avatar-menu">
      <button
        type="button"
        className="avatar-menu__button"
        aria-label={viewer.membership ? `Your account (${viewer.membership.tier === 'FRIEND' ? 'Friend' : 'Member'})` : 'Your account'}
        {...menu.buttonProps}
        {...preloadProps(loadAvatarMenuPanel)}
      >
        <AvatarBadge tier={viewer.membership?.tier}>
          <Avatar id={viewer.id} name={viewer.name} size="XS" imageId={viewer.imageId} />
        </AvatarBadge>
      </button>
      {menu.visible && Panel && <Panel viewer={viewer} menuProps={menu.menuProps} closing={!menu.open} />}
    </div>
  );
}
