// reader-experience §4: Follow/Following with the counts moving at once and settling to the server's
// truth, and Mute; a logged-out reader gets the sign-in modal with follow copy. The buttons paint from the
// server's truth; the follow machine (ui/following/follow-engine.ts) loads once the browser is idle after
// the page, or as soon as the pointer or focus reaches a button, so it stays out of the initial JavaScript.
// What a reader does before it has arrived waits for it, in order.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MUTE_FAILURE_MESSAGE } from '../../core/copy/copy.ts';
import type { FollowContext, FollowEvent, FollowTarget, FollowTruth } from '../../core/following/follow.machine.ts';
import { useMenuButton } from '../chrome/useMenuButton.ts';
import { useToast } from '../toasts/toast-host.tsx';
import { useOpenSignIn } from '../auth/sign-in.tsx';
import { usePageData } from '../data.tsx';
import type { FollowEngine } from './follow-engine.ts';

/** What the buttons show: the machine's context once it runs, the server's truth before. */
export type FollowView = Pick<FollowContext, 'target' | 'isFollowing' | 'isMuting' | 'followerCount' | 'viewerFollowingCount' | 'error'>;

const loadEngine = () => import('./follow-engine.ts');

/** Runs `work` when the browser is idle (or soon, where it cannot say). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}

export function useFollow(target: FollowTarget, truth: FollowTruth) {
  const { state, transport, copy, cache } = usePageData();
  const openSignIn = useOpenSignIn();
  const toast = useToast();
  const [view, setView] = useState<FollowView>(() => ({ target, ...truth, error: null }));
  // The latest callbacks, so the engine started once always reaches the current ones.
  const latest = useRef({ openSignIn, toast, target });
  latest.current = { openSignIn, toast, target };
  const engine = useRef<Promise<FollowEngine> | null>(null);
  const viewerId = state.viewer?.id ?? null;

  const start = useCallback(() => {
    engine.current ??= loadEngine().then((m) =>
      m.startFollowEngine({
        target,
        truth,
        viewerId,
        productName: copy.productName,
        transport,
        cache,
        requireSignIn: () => latest.current.openSignIn({ entryPoint: 'follow', operation: 'register', target: latest.current.target.name }),
        toast: (t, onUndo) => latest.current.toast(t, onUndo),
        onChange: setView,
      }),
    );
    return engine.current;
    // The engine starts from the page's truth once; later answers come through it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => whenIdle(() => void start().catch(() => (engine.current = null))), [start]);
  useEffect(() => () => void engine.current?.then((e) => e.stop()).catch(() => {}), []);

  const send = useCallback(
    (event: FollowEvent) => {
      start().then(
        (e) => e.send(event),
        (error: unknown) => {
          // Without its code nothing can change: say so, and let the next click try again.
          engine.current = null;
          console.error(error);
          latest.current.toast({ message: MUTE_FAILURE_MESSAGE, style: 'RETRYABLE_ERROR' });
        },
      );
    },
    [start],
  );
  const preload = useCallback(() => void start().catch(() => (engine.current = null)), [start]);
  return { context: view, send, preload };
}

export function FollowButton({ follow, label }: { follow: ReturnType<typeof useFollow>; label: string }) {
  const { context, send } = follow;
  return (
    <>
      <button
        type="button"
        className={context.isFollowing ? 'button button--small button--outline' : 'button button--small'}
        aria-pressed={context.isFollowing}
        aria-label={`${context.isFollowing ? 'Following' : 'Follow'} ${label}`}
        onPointerEnter={follow.preload}
        onFocus={follow.preload}
        onClick={() => send({ type: 'follow.toggle' })}
      >
        {context.isFollowing ? 'Following' : 'Follow'}
      </button>
      {context.error && (
        <p role="alert" className="follow__error">
          {context.error}
        </p>
      )}
    </>
  );
}

export function MuteButton({ follow }: { follow: ReturnType<typeof useFollow> }) {
  const { context, send } = follow;
  return (
    <button
      type="button"
      className="button button--small button--outline"
      aria-pressed={context.isMuting}
      onPointerEnter={follow.preload}
      onFocus={follow.preload}
      onClick={() => send({ type: context.isMuting ? 'follow.unmute' : 'follow.mute' })}
    >
      {context.isMuting ? `Unmute ${context.target.name}` : `Mute ${context.target.name}`}
    </button>
  );
}

/**
 * reader-experience §2.1 and §4: the menu beside Follow on a writer's or publication's page — a WAI-ARIA
 * menu button whose entry mutes or unmutes them (with the toasts and Undo of the follow machine).
 */
export function EntityMenu({ follow }: { follow: ReturnType<typeof useFollow> }) {
  const menu = useMenuButton();
  const { context, send } = follow;
  const name = context.target.name;
  const label = `More options for ${name}`;
  return (
    <div className="entity-menu">
      <button
        type="button"
        className="button button--small button--outline entity-menu__button"
        aria-label={label}
        {...menu.buttonProps}
        onPointerEnter={follow.preload}
        onFocus={follow.preload}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
          <circle cx="4" cy="10" r="1.6" />
          <circle cx="10" cy="10" r="1.6" />
          <circle cx="16" cy="10" r="1.6" />
        </svg>
      </button>
      {menu.visible && (
        <div {...menu.menuProps} aria-label={label} className={`menu entity-menu__menu${menu.open ? '' : ' menu--closing'}`}>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="menu__item"
            onClick={() => {
              menu.close(true);
              send({ type: context.isMuting ? 'follow.unmute' : 'follow.mute' });
            }}
          >
            {context.isMuting ? `Unmute ${name}` : `Mute ${name}`}
          </button>
        </div>
      )}
    </div>
  );
}
