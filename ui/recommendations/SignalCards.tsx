// Issue 18: the provider Home's lists put around their cards: each card gets the '…' menu (CardSignalMenu), and a
// signal goes to the server (setRecommendationSignal). 'Show less like this' folds the card into a note saying so,
// with Undo (CLEAR_SIGNAL) that brings it back; 'Show more like this' says so in a toast with Undo. A refusal says so
// and changes nothing.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { StoredSignalAction } from '../../core/recommendations/for-you-score.ts';
import { RECOMMENDATIONS_COPY } from '../../core/recommendations/recommendations-copy.ts';
import { CardExtrasContext, type CardExtras } from '../components/card-extras.ts';
import { usePageData } from '../data.tsx';
import type { PostCardData } from '../post-card-fields.ts';
import { useToast } from '../toasts/toast-host.tsx';
import { CardSignalMenu } from './CardSignalMenu.tsx';
import { SetRecommendationSignalMutation } from './recommendation-operations.ts';
import './recommendations.css';

export function SignalCards({ children }: { children: ReactNode }) {
  const { transport } = usePageData();
  const toast = useToast();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());

  const send = useCallback(
    async (postId: string, action: StoredSignalAction | 'CLEAR_SIGNAL'): Promise<boolean> => {
      if (!transport) return false;
      try {
        const result = await transport.request(SetRecommendationSignalMutation, { postId, action });
        return Boolean(result.data?.setRecommendationSignal);
      } catch {
        return false;
      }
    },
    [transport],
  );

  const show = useCallback((postId: string, visible: boolean) => {
    setHidden((set) => {
      const next = new Set(set);
      if (visible) next.delete(postId);
      else next.add(postId);
      return next;
    });
  }, []);

  const extras = useMemo<CardExtras>(
    () => ({
      menu: (post: PostCardData) => (
        <CardSignalMenu
          title={post.title}
          onSignal={(action) => {
            void send(post.id, action).then((ok) => {
              if (!ok) return toast({ message: RECOMMENDATIONS_COPY.failed, style: 'RETRYABLE_ERROR' });
              if (action === 'SHOW_LESS') return show(post.id, false);
              toast({ message: RECOMMENDATIONS_COPY.toast.SHOW_MORE }, () => void send(post.id, 'CLEAR_SIGNAL'));
            });
          }}
        />
      ),
      replacement: (post: PostCardData) =>
        hidden.has(post.id) ? (
          <div className="post-card post-card--folded" role="group" aria-label={post.title}>
            <p>{RECOMMENDATIONS_COPY.toast.SHOW_LESS}</p>
            <button
              type="button"
              className="button button--outline button--small"
              ref={(node) => node?.focus()}
              onClick={() => {
                void send(post.id, 'CLEAR_SIGNAL').then((ok) => (ok ? show(post.id, true) : toast({ message: RECOMMENDATIONS_COPY.failed, style: 'RETRYABLE_ERROR' })));
              }}
            >
              {RECOMMENDATIONS_COPY.undo}
            </button>
          </div>
        ) : null,
    }),
    [hidden, send, show, toast],
  );

  return <CardExtrasContext.Provider value={extras}>{children}</CardExtrasContext.Provider>;
}
