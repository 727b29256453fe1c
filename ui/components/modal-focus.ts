// The WAI-ARIA dialog pattern's keyboard and focus rules, in one place for every modal Quire draws — the
// sign-in modal and the membership dialogs (ui/components/ModalDialog.tsx) and the sidebar's drawer
// (ui/chrome/Sidebar.tsx): while open, focus moves in (to the element marked data-autofocus, else the
// dialog's title — its aria-labelledby —, else the panel), Tab and Shift+Tab stay inside, Escape asks to
// close (also when focus has fallen out, as when a button disables itself), and once closed focus returns
// to what had it before (or to `returnFocus`). Small and free of React DOM, so the sidebar can carry it in
// a page's initial JavaScript.
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/** What Tab can reach inside a dialog. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type ModalFocusOptions = {
  open: boolean;
  /** Asked for on Escape; the owner decides. */
  onClose: () => void;
  /** Focus moves in again when this changes (a dialog's next step). */
  focusKey?: unknown;
  /** Where focus goes back to once closed; by default what had focus when the dialog opened. */
  returnFocus?: () => HTMLElement | null;
};

/** The dialog's panel keydown handler; attach it to the element the ref names. */
export function useModalFocus(panelRef: RefObject<HTMLElement | null>, { open, onClose, focusKey, returnFocus }: ModalFocusOptions) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const returnRef = useRef(returnFocus);
  returnRef.current = returnFocus;

  useEffect(() => {
    if (!open) return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const opener = returnRef.current ? returnRef.current() : active;
    const onDocumentKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape' && !panelRef.current?.contains(e.target as Node)) closeRef.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, panelRef]);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const titleId = panel?.getAttribute('aria-labelledby');
    const target = panel?.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ?? (titleId ? document.getElementById(titleId) : null) ?? panel;
    target?.focus();
  }, [open, focusKey, panelRef]);

  return (e: KeyboardEvent) => {
    if (!open) return;
    if (e.key === 'Escape') {
      e.stopPropagation();
      closeRef.current();
      return;
    }
    if (e.key !== 'Tab') return;
    const panel = panelRef.current;
    if (!panel) return;
    const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    const title = panel.getAttribute('aria-labelledby');
    const atStart = active === first || active === panel || (title !== null && active?.id === title);
    if (e.shiftKey && atStart) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first?.focus();
    }
  };
}
