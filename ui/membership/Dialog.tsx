// A WAI-ARIA modal dialog for the membership's confirmations (reader-experience §2.11 the reactivation
// modal, §2.14 the confirm/cancel dialog: 900/720/540px, with a close button): focus moves in on open
// (to the element marked data-autofocus, else the title), Tab and Shift+Tab stay inside, Escape and the
// close button ask to close, and focus returns to what had it before once the dialog goes away.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type DialogProps = {
  title: string;
  /** Asked for on Escape, the close button and a click on the scrim; the owner decides. */
  onClose: () => void;
  children: ReactNode;
  /** 'confirm' is §2.14's confirm dialog size; 'modal' the narrower reactivation modal. */
  size?: 'confirm' | 'modal';
  busy?: boolean;
};

export function Dialog({ title, onClose, children, size = 'modal', busy = false }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = panelRef.current?.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ?? titleRef.current;
    target?.focus();
    // Escape closes even when focus has fallen out of the dialog (a button that disabled itself).
    const onDocumentKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape' && !panelRef.current?.contains(e.target as Node)) closeRef.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      closeRef.current();
      return;
    }
    if (e.key !== 'Tab') return;
    const panel = panelRef.current;
    const focusable = [...(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === panel || active === titleRef.current)) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div className="membership-dialog">
      <div className="membership-dialog__scrim" aria-hidden="true" onClick={() => closeRef.current()} />
      <div
        ref={panelRef}
        className={`membership-dialog__panel membership-dialog__panel--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="icon-button membership-dialog__close" aria-label="Close" onClick={() => closeRef.current()}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={titleId} ref={titleRef} className="membership-dialog__title" tabIndex={-1}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
