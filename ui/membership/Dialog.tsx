// The membership's confirmations (reader-experience §2.11 the reactivation modal, §2.14 the confirm/cancel
// dialog: 900/720/540px, with a close button), drawn by the one modal dialog (ui/components/ModalDialog.tsx):
// focus moves in on open (to the element marked data-autofocus, else the title), Tab and Shift+Tab stay
// inside, Escape and the close button ask to close, and focus returns to what had it before.
import { useId, type ReactNode } from 'react';
import { ModalDialog } from '../components/ModalDialog.tsx';

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
  return (
    <ModalDialog block="membership-dialog" panelClassName={`membership-dialog__panel--${size}`} labelledBy={titleId} onClose={onClose} busy={busy}>
      <h2 id={titleId} className="membership-dialog__title" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </ModalDialog>
  );
}
