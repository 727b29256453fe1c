// reader-experience §2.7: the avatar menu, a WAI-ARIA menu button. The button is what every signed-in page
// paints; the 240px panel (ui/chrome/AvatarMenuPanel.tsx, with core's avatar-menu policy) is code for after
// a click, so it loads on first open and is preloaded when the pointer or focus reaches the button.
import { useEffect, useState, type ComponentType } from 'react';
import type { Viewer } from '../../core/session/viewer.ts';
import { Avatar } from '../components/Avatar.tsx';
import type { AvatarMenuPanelProps } from './AvatarMenuPanel.tsx';
import { useMenuButton } from './useMenuButton.ts';

type Panel = ComponentType<AvatarMenuPanelProps>;

let panelRequest: Promise<Panel> | null = null;

/** Starts loading the panel once; a failed load (offline, a deploy replaced the file) may be retried. */
export function loadAvatarMenuPanel(): Promise<Panel> {
  panelRequest ??= import('./AvatarMenuPanel.tsx').then(
    (m) => m.AvatarMenuPanel,
    (error: unknown) => {
      panelRequest = null;
      throw error;
    },
  );
  return panelRequest;
}

const preload = () => void loadAvatarMenuPanel().catch(() => {});

export function AvatarMenu({ viewer }: { viewer: Viewer }) {
  const menu = useMenuButton();
  const [Panel, setPanel] = useState<Panel | null>(null);
  const { open, close } = menu;

  useEffect(() => {
    if (!open || Panel) return;
    let live = true;
    loadAvatarMenuPanel().then(
      (loaded) => live && setPanel(() => loaded),
      (error: unknown) => {
        // Without its code the menu cannot open: say so in the console and let the button try again.
        console.error(error);
        if (live) close(false);
      },
    );
    return () => {
      live = false;
    };
  }, [open, Panel, close]);

  return (
    <div className="avatar-menu">
      <button
        type="button"
        className="avatar-menu__button"
        aria-label="Your account"
        {...menu.buttonProps}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <Avatar id={viewer.id} name={viewer.name} size="XS" />
      </button>
      {menu.visible && Panel && <Panel viewer={viewer} menuProps={menu.menuProps} closing={!menu.open} />}
    </div>
  );
}
