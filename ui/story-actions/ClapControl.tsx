// Issue 16 claps (reader-experience §9; platform-reference §3 clap state per post): the clap button with the
// story's count, under the byline and again at the story's end. One clap per click; held down (pointer, or Space
// or Enter held) it keeps clapping. The count moves at once; the clap machine (core/claps/clap.machine.ts, run
// by clap-engine.ts) coalesces a burst into one request and settles to the server's answer. The machine loads on
// first interaction (pointer or focus on the button), so no reading page's initial JavaScript carries XState;
// claps made before it arrives wait for it, in order. Both bars of a story share one engine and one count. A
// logged-out reader gets the sign-in modal with the clap copy; the writer sees the count only. The count links
// to who clapped (/p/{postId}/upvotes).
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type KeyboardEvent, type PointerEvent } from 'react';
import { clapButtonLabel, clappersLinkLabel, CLAP_MESSAGES, type ClapTargetKind } from '../../core/claps/clap-rules.ts';
import { formatCount } from '../../core/format/count.ts';
import { pathTo } from '../../core/routing/paths.ts';
import { useOpenSignIn } from '../auth/sign-in.tsx';
import { usePageData } from '../data.tsx';
import { useToast } from '../toasts/toast-host.tsx';
import type { ClapEngine } from './clap-engine.ts';
import type { ActionBarPost } from './PostActionBar.tsx';

/** A held button claps once, then again every HOLD_REPEAT_MS after HOLD_DELAY_MS. */
export const HOLD_DELAY_MS = 400;
export const HOLD_REPEAT_MS = 130;

type ClapView = { clapCount: number; viewerClapCount: number; hasClappedSinceFetch: boolean };
type Hooks = { openSignIn: () => void; toast: ReturnType<typeof useToast> };

const loadEngine = () => import('./clap-engine.ts');

/** One story's clap state on the page: both action bars read it; the engine starts once. */
class ClapStore {
  view: ClapView;
  private readonly listeners = new Set<() => void>();
  private engine: Promise<ClapEngine> | null = null;
  hooks: Hooks | null = null;

  constructor(
    readonly postId: string,
    initial: ClapView,
    readonly kind: ClapTargetKind = 'POST',
  ) {
    this.view = initial;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  get = () => this.view;

  start(options: { viewerId: string | null; isAuthor: boolean; transport: Parameters<typeof import('./clap-engine.ts').startClapEngine>[0]['transport'] }): Promise<ClapEngine> {
    this.engine ??= loadEngine().then((m) =>
      m.startClapEngine({
        postId: this.postId,
        kind: this.kind,
        viewerId: options.viewerId,
        isAuthor: options.isAuthor,
        clapCount: this.view.clapCount,
        viewerClapCount: this.view.viewerClapCount,
        clientIdPrefix: pagePrefix(),
        transport: options.transport,
        requireSignIn: () => this.hooks?.openSignIn(),
        toast: (toast) => this.hooks?.toast(toast),
        onChange: (context) => {
          const { clapCount, viewerClapCount, viewerHasClappedSinceFetch } = context.state;
          if (clapCount === this.view.clapCount && viewerClapCount === this.view.viewerClapCount) return;
          this.view = { clapCount, viewerClapCount, hasClappedSinceFetch: viewerHasClappedSinceFetch };
          for (const listener of this.listeners) listener();
        },
      }),
    );
    this.engine.catch(() => (this.engine = null));
    return this.engine;
  }
}

/** A prefix for this page's clap requests' client ids: new on every page load, so no two loads collide. */
function pagePrefix(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const stores = new Map<string, ClapStore>();

/** In the browser one store per story for the page's life; on the server a fresh one per render. */
function storeFor(postId: string, initial: ClapView, kind: ClapTargetKind): ClapStore {
  if (typeof window === 'undefined') return new ClapStore(postId, initial, kind);
  const key = `${kind}:${postId}`;
  let store = stores.get(key);
  if (!store) {
    store = new ClapStore(postId, initial, kind);
    stores.set(key, store);
  }
  return store;
}

function HandIcon() {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round">
      <path d="M7.5 11.2 5.3 9a1.3 1.3 0 0 1 1.9-1.8l4.3 4.3M9 9.6 6.6 7.2a1.3 1.3 0 0 1 1.9-1.9l4.6 4.6m-2.8-2.8-.8-.8a1.3 1.3 0 0 1 1.9-1.9l4.4 4.4m-3-1.6-.3-.3a1.3 1.3 0 0 1 1.9-1.9l2.6 2.6c2.6 2.6 2.4 6.3-.1 8.7-2.4 2.4-6.3 2.7-8.9.1l-4-4a1.3 1.3 0 0 1 1.9-1.9l2 2" />
      <path d="M15.8 3.2 16.3 1.5M18.4 4.1l1.1-1.4M13.4 3.3l-.6-1.6" strokeLinecap="round" />
    </svg>
  );
}

/** What the control needs of its subject: a story, or a list (kind CATALOG, reader-experience §3 Catalog.clappers). */
export type ClapSubject = Pick<ActionBarPost, 'id' | 'title' | 'clapCount' | 'viewerClapCount'> & { creator: { id: string } };

export function ClapControl({ post, placement, kind = 'POST' }: { post: ClapSubject; placement: 'top' | 'bottom'; kind?: ClapTargetKind }) {
  const { state, transport } = usePageData();
  const openSignIn = useOpenSignIn();
  const toast = useToast();
  const viewerId = state.viewer?.id ?? null;
  const isAuthor = viewerId !== null && viewerId === post.creator.id;
  const initial = useMemo<ClapView>(
    () => ({ clapCount: post.clapCount, viewerClapCount: post.viewerClapCount, hasClappedSinceFetch: false }),
    [post.clapCount, post.viewerClapCount],
  );
  const store = useMemo(() => storeFor(post.id, initial, kind), [post.id, initial, kind]);
  const view = useSyncExternalStore(store.subscribe, store.get, () => initial);
  store.hooks = { openSignIn: () => openSignIn({ entryPoint: 'clap', operation: 'register', target: post.title }), toast };

  const start = useCallback(() => store.start({ viewerId, isAuthor, transport }), [store, viewerId, isAuthor, transport]);
  const clap = useCallback(() => {
    if (viewerId === null) {
      // No machine is needed to say that clapping needs an account.
      openSignIn({ entryPoint: 'clap', operation: 'register', target: post.title });
      return;
    }
    start().then(
      (engine) => engine.clap(),
      (error: unknown) => {
        console.error(error);
        toast({ message: CLAP_MESSAGES.failed, style: 'RETRYABLE_ERROR' });
      },
    );
  }, [viewerId, openSignIn, post.title, start, toast]);
  const preload = useCallback(() => {
    if (viewerId !== null && !isAuthor) void start().catch(() => {});
  }, [viewerId, isAuthor, start]);

  // Held down: one clap at once, then a clap every HOLD_REPEAT_MS after HOLD_DELAY_MS until released.
  const hold = useRef<{ delay: number | null; repeat: number | null }>({ delay: null, repeat: null });
  const pointerClapped = useRef(false);
  const lastKeyClap = useRef(0);
  const stopHold = useCallback(() => {
    if (hold.current.delay !== null) window.clearTimeout(hold.current.delay);
    if (hold.current.repeat !== null) window.clearInterval(hold.current.repeat);
    hold.current = { delay: null, repeat: null };
  }, []);
  useEffect(() => stopHold, [stopHold]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    pointerClapped.current = true;
    clap();
    if (viewerId === null) return;
    stopHold();
    hold.current.delay = window.setTimeout(() => {
      hold.current.repeat = window.setInterval(clap, HOLD_REPEAT_MS);
    }, HOLD_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    const now = event.timeStamp;
    // A held key repeats: one clap per HOLD_REPEAT_MS at most.
    if (event.repeat && now - lastKeyClap.current < HOLD_REPEAT_MS) return;
    lastKeyClap.current = now;
    clap();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ') event.preventDefault();
  };
  const onClick = () => {
    // Pointer and keys clapped already; a click from elsewhere (assistive technology) claps once.
    if (pointerClapped.current) {
      pointerClapped.current = false;
      return;
    }
    clap();
  };

  const formatted = formatCount(view.clapCount);
  // A list's clappers show on its page; a story's on /p/{postId}/upvotes.
  const clappers = kind === 'POST' ? pathTo('ShowPostUpvotes', { postId: post.id }) : null;
  return (
    <div className={`clap-control${view.viewerClapCount > 0 ? ' clap-control--clapped' : ''}`}>
      {isAuthor ? (
        <span className="clap-control__icon" aria-hidden="true">
          <HandIcon />
        </span>
      ) : (
        <button
          type="button"
          className="clap-control__button"
          aria-label={clapButtonLabel(view, formatted)}
          aria-pressed={view.viewerClapCount > 0}
          onPointerEnter={preload}
          onFocus={preload}
          onPointerDown={onPointerDown}
          onPointerUp={stopHold}
          onPointerLeave={stopHold}
          onPointerCancel={stopHold}
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
          onBlur={stopHold}
          onClick={onClick}
          onContextMenu={(e) => e.preventDefault()}
        >
          <HandIcon />
        </button>
      )}
      {view.clapCount > 0 &&
        (clappers ? (
          <a className="clap-control__count" href={clappers} aria-label={clappersLinkLabel(formatted, view.clapCount)}>
            {formatted}
          </a>
        ) : (
          <span className="clap-control__count" data-testid="list-clap-count">
            {formatted}
          </span>
        ))}
      {placement === 'top' && (
        <span className="visually-hidden" aria-live="polite" data-testid="clap-announcement">
          {view.hasClappedSinceFetch ? `${formatted} claps, ${view.viewerClapCount} from you` : ''}
        </span>
      )}
    </div>
  );
}
