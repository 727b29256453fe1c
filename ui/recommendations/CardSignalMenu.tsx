// Issue 18: a Home card's '…' menu, a WAI-ARIA menu button (ui/chrome/useMenuButton.ts): 'Show more like this' and
// 'Show less like this' (platform-reference §3 signal actions SHOW_MORE, SHOW_LESS). The list's provider
// (SignalCards) sends the signal and says what happened.
import { RECOMMENDATIONS_COPY } from '../../core/recommendations/recommendations-copy.ts';
import type { StoredSignalAction } from '../../core/recommendations/for-you-score.ts';
import { useMenuButton } from '../chrome/useMenuButton.ts';

const ACTIONS: readonly StoredSignalAction[] = ['SHOW_MORE', 'SHOW_LESS'];

export function CardSignalMenu({ title, onSignal }: { title: string; onSignal: (action: StoredSignalAction) => void }) {
  const menu = useMenuButton();
  const label = RECOMMENDATIONS_COPY.cardMenuLabel(title);
  return (
    <div className="story-menu card-signal-menu">
      <button type="button" className="icon-button story-menu__button" aria-label={label} {...menu.buttonProps}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="1.6" fill="currentColor" />
          <circle cx="12" cy="12" r="1.6" fill="currentColor" />
          <circle cx="19" cy="12" r="1.6" fill="currentColor" />
        </svg>
      </button>
      {menu.visible && (
        <div {...menu.menuProps} aria-label={label} className={`menu story-menu__menu${menu.open ? '' : ' menu--closing'}`}>
          {ACTIONS.map((action) => (
            <button
              key={action}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="menu__item"
              onClick={() => {
                menu.close(action === 'SHOW_MORE');
                onSignal(action);
              }}
            >
              {RECOMMENDATIONS_COPY.action[action]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
