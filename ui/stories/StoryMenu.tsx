// A story's actions in Your Stories as a WAI-ARIA menu button (ui/chrome/useMenuButton.ts: Enter, Space or
// ArrowDown opens it on its first item, ArrowUp on its last; arrows, Home and End move; Escape closes it and
// focus goes back to the button). What it offers comes from core (storyMenu): Edit, Make public or Unlist,
// Move to drafts, Delete; a published story's Stats (issue 23) and a story's settings, links like Edit.
import type { StoryMenuAction } from '../../core/stories/your-stories.ts';
import { STORIES_COPY } from '../../core/stories/your-stories.ts';
import { MoreActionsMenu } from '../chrome/MoreActionsMenu.tsx';

export type StoryMenuProps = {
  title: string;
  editUrl: string;
  /** The story's stats page (issue 23). */
  statsUrl: string;
  /** The story's settings page (/p/{postId}/settings). */
  settingsUrl: string;
  actions: readonly StoryMenuAction[];
  /** A move or Delete was chosen (Edit and Stats are links). */
  onAction: (action: Exclude<StoryMenuAction, { key: 'edit' | 'stats' | 'settings' }>) => void;
  busy: boolean;
};

export function StoryMenu({ title, editUrl, statsUrl, settingsUrl, actions, onAction, busy }: StoryMenuProps) {
  return (
    <MoreActionsMenu
      label={STORIES_COPY.menuLabel(title)}
      disabled={busy}
      items={actions.map((action) =>
        action.key === 'edit'
          ? { key: action.key, label: action.label, href: editUrl }
          : action.key === 'stats'
            ? { key: action.key, label: action.label, href: statsUrl }
            : action.key === 'settings'
              ? { key: action.key, label: action.label, href: settingsUrl }
              : { key: action.key, label: action.label, danger: action.key === 'delete', run: () => onAction(action) },
      )}
    />
  );
}
