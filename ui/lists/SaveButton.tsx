// The save (bookmark) button, on the story's action bar and on every card: pressed when the story is in any of the
// reader's lists. A click opens the save popover (its code and its query load then, not with the page: the
// reading pages' initial JavaScript stays within budget); a logged-out reader gets the sign-in modal with the
// bookmark copy (reader-experience §2.13, §6).
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useOpenSignIn } from '../auth/sign-in.tsx';
import { usePageData } from '../data.tsx';
import './save-button.css';

/** One story's save buttons on a page (the action bar's two, a card) show one state: a change is announced to all. */
const SAVED_EVENT = 'quire:saved';
type SavedDetail = { postId: string; saved: boolean };

const loadPopover = () => import('./SavePopover.tsx');
const SavePopover = lazy(() => loadPopover().then((m) => ({ default: m.SavePopover })));

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M7.5 3.75h9a.75.75 0 0 1 .75.75v15.19l-5.03-3.6a.38.38 0 0 0-.44 0l-5.03 3.6V4.5a.75.75 0 0 1 .75-.75z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

export function SaveButton({ postId, title, saved: initialSaved, className }: { postId: string; title: string; saved: boolean; className?: string }) {
  const { state } = usePageData();
  const openSignIn = useOpenSignIn();
  const [saved, setSaved] = useState(initialSaved);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popoverId = `save-popover-${postId}-${useId()}`;

  useEffect(() => {
    const onSaved = (e: Event) => {
      const detail = (e as CustomEvent<SavedDetail>).detail;
      if (detail.postId === postId) setSaved(detail.saved);
    };
    window.addEventListener(SAVED_EVENT, onSaved);
    return () => window.removeEventListener(SAVED_EVENT, onSaved);
  }, [postId]);
  const announce = (next: boolean) => window.dispatchEvent(new CustomEvent<SavedDetail>(SAVED_EVENT, { detail: { postId, saved: next } }));

  const onClick = () => {
    if (!state.viewer) {
      openSignIn({ entryPoint: 'bookmark', operation: 'register', target: title });
      return;
    }
    setOpen((o) => !o);
  };

  return (
    <span className={`save-control ${className ?? ''}`}>
      <button
        ref={button}
        type="button"
        className="save-control__button"
        aria-label={saved ? `Saved: ${title}. Change lists` : `Save ${title}`}
        aria-pressed={saved}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onPointerEnter={state.viewer ? () => void loadPopover() : undefined}
        onFocus={state.viewer ? () => void loadPopover() : undefined}
        onClick={onClick}
        data-testid="save-button"
      >
        <BookmarkIcon filled={saved} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SavePopover
            id={popoverId}
            postId={postId}
            title={title}
            onSavedChange={announce}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </span>
  );
}
