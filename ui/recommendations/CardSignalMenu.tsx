// Issue 18: a Home card's '…' menu, a WAI-ARIA menu button (ui/chrome/useMenuButton.ts): 'Show more like this' and
// 'Show less like this' (platform-reference §3 signal actions SHOW_MORE, SHOW_LESS). The list's provider
// (SignalCards) sends the signal and says what happened.
import { RECOMMENDATIONS_COPY } from '../../core/recommendations/recommendations-copy.ts';
import type { StoredSignalAction } from '../../core/recommendations/for-you-score.ts';
import { MoreActionsMenu } from '../chrome/MoreActionsMenu.tsx';

const ACTIONS: readonly StoredSignalAction[] = ['SHOW_MORE', 'SHOW_LESS'];

export function CardSignalMenu({ title, onSignal }: { title: string; onSignal: (action: StoredSignalAction) => void }) {
  return (
    <MoreActionsMenu
      className="card-signal-menu"
      label={RECOMMENDATIONS_COPY.cardMenuLabel(title)}
      // Show less folds the card, button and all: focus goes to what replaces it, not back to the button.
      items={ACTIONS.map((action) => ({ key: action, label: RECOMMENDATIONS_COPY.action[action], run: () => onSignal(action), restoreFocus: action === 'SHOW_MORE' }))}
    />
  );
}
