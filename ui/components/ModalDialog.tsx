// The one modal dialog Quire draws (the sign-in modal, the membership's confirmations): a scrim and a panel
// with role="dialog", aria-modal and its title as aria-labelledby, a Close button, portalled to the body.
// Its focus and keys are ui/components/modal-focus.ts (the WAI-ARIA dialog pattern). `block` names the
// look: the CSS block whose __scrim, __panel and __close elements style it.
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './modal-focus.ts';

export type ModalDialogProps = {
  block: string;
  panelClassName?: string;
  /** The id of the element that titles the dialog. */
  labelledBy: string;
  /** Asked for on Escape, the Close button and a click on the scrim; the owner decides. */
  onClose: () => void;
  busy?: boolean;
  /** Focus moves in again when this changes. */
  focusKey?: unknown;
  /** Where focus returns once the dialog is gone; by default what had it when the dialog opened. */
  returnFocus?: () => HTMLElement | null;
  /** The page behind does not scroll while the dialog is open. */
  lockScroll?: boolean;
  /** data-* attributes for the panel. */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
};

export function ModalDialog({ block, panelClassName, labelledBy, onClose, busy = false, focusKey, returnFocus, lockScroll = false, data, children }: ModalDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalFocus(panelRef, { open: true, onClose, focusKey, returnFocus });

  useEffect(() => {
    if (!lockScroll) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [lockScroll]);

  return createPortal(
    <div className={block}>
      <div className={`${block}__scrim`} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className={`${block}__panel${panelClassName ? ` ${panelClassName}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-busy={busy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        {...data}
      >
        <button type="button" className={`icon-button ${block}__close`} aria-label="Close" onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
