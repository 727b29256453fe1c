// A story's actions in Your Stories as a WAI-ARIA menu button (ui/chrome/useMenuButton.ts: Enter, Space or
// ArrowDown opens it on its first item, ArrowUp on its last; arrows, Home and End move; Escape closes it and
// focus goes back to the button). What it offers comes from core (storyMenu): Edit, Make public or Unlist,
// Move to drafts, Delete.
import type { StoryMenuAction } from '../../core/stories/your-stories.ts';
import { STORIES_COPY } from '../../core/stories/your-stories.ts';
import { useMenuButton } from '../chrome/useMenuButton.ts';

export type StoryMenuProps = {
  title: string;
  editUrl: string;
  actions: readonly StoryMenuAction[];
  /** A move or Delete was chosen (Edit is a link). */
  onAction: (action: Exclude<StoryMenuAction, { key: 'edit' }>) => void;
  busy: boolean;
};

export function StoryMenu({ title, editUrl, actions, onAction, busy }: StoryMenuProps) {
  const menu = useMenuButton();
  if (actions.length === 0) return null;
  return (
    <div className="story-menu">
      <button type="button" className="icon-button story-menu__button" aria-label={STORIES_COPY.menuLabel(title)} disabled={busy} {...menu.buttonProps}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="1.6" fill="currentColor" />
          <circle cx="12" cy="12" r="1.6" fill="currentColor" />
          <circle cx="19" cy="12" r="1.6" fill="currentColor" />
        </svg>
      </button>
      {menu.visible && (
        <div {...menu.menuProps} aria-label={STORIES_COPY.menuLabel(title)} className={`menu story-menu__menu${menu.open ? '' : ' menu--closing'}`}>
          {actions.map((action) =>
            action.key === 'edit' ? (
              <a key={action.key} role="menuitem" tabIndex={-1} className="menu__item" href={editUrl}>
                {action.label}
              </a>
            ) : (
              <button
                key={action.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`menu__item story-menu__item${action.key === 'delete' ? ' story-menu__item--danger' : ''}`}
                onClick={() => {
                  menu.close(true);
                  onAction(action);
                }}
              >
                {action.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
