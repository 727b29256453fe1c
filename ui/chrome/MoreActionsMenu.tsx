// The '…' (more actions) menu button: a WAI-ARIA menu button (useMenuButton: Enter, Space or ArrowDown opens it on
// its first item, ArrowUp on its last; arrows, Home and End move; Escape closes it and focus goes back to the
// button). Your Stories' story menu, a response's menu and a Home card's Show more/less menu are each one of these.
import { useMenuButton } from './useMenuButton.ts';

export type MoreAction = {
  key: string;
  label: string;
  /** A link item (navigates); otherwise `run` is called. */
  href?: string;
  run?: () => void;
  /** Drawn as a destructive action. */
  danger?: boolean;
  /** Focus goes back to the button after the action (default); false when the action removes what holds it. */
  restoreFocus?: boolean;
};

export function MoreActionsMenu({
  label,
  items,
  className,
  iconSize = 24,
  disabled = false,
}: {
  /** The button's and the menu's accessible name. */
  label: string;
  items: readonly MoreAction[];
  /** Extra class on the wrapper (the place's own layout). */
  className?: string;
  iconSize?: number;
  disabled?: boolean;
}) {
  const menu = useMenuButton();
  if (items.length === 0) return null;
  return (
    <div className={className ? `story-menu ${className}` : 'story-menu'}>
      <button type="button" className="icon-button story-menu__button" aria-label={label} disabled={disabled} {...menu.buttonProps}>
        <svg width={iconSize} height={iconSize} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="1.6" fill="currentColor" />
          <circle cx="12" cy="12" r="1.6" fill="currentColor" />
          <circle cx="19" cy="12" r="1.6" fill="currentColor" />
        </svg>
      </button>
      {menu.visible && (
        <div {...menu.menuProps} aria-label={label} className={`menu story-menu__menu${menu.open ? '' : ' menu--closing'}`}>
          {items.map((item) =>
            item.href !== undefined ? (
              <a key={item.key} role="menuitem" tabIndex={-1} className="menu__item" href={item.href}>
                {item.label}
              </a>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`menu__item story-menu__item${item.danger ? ' story-menu__item--danger' : ''}`}
                onClick={() => {
                  menu.close(item.restoreFocus ?? true);
                  item.run?.();
                }}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
