// reader-experience §2.13 and §6: anything that needs an account opens the sign-in/sign-up modal, with
// copy for what the reader was doing. The modal's code loads on first use, not with the page.
import { createContext, useCallback, useContext, useState, type ComponentType, type ReactNode } from 'react';
import type { EntryPoint } from '../../core/auth/sign-in-options.ts';

export type SignInRequest = {
  entryPoint: EntryPoint;
  operation: 'login' | 'register';
  /** What the reader was acting on, for the copy ('Create an account to follow Maya Chen.'). */
  target?: string | undefined;
  /** Where to land after signing in; the current page by default. */
  redirect?: string | undefined;
};

export type SignInModalProps = {
  request: SignInRequest & { redirect: string };
  onClose: () => void;
  /** What had focus when sign-in was asked for: focus returns there once the modal closes (WAI-ARIA dialog). */
  opener?: HTMLElement | null;
};

const OpenSignIn = createContext<(request: SignInRequest) => void>(() => {});

export const useOpenSignIn = () => useContext(OpenSignIn);

export function SignInProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ request: SignInRequest & { redirect: string }; opener: HTMLElement | null } | null>(null);
  const [Modal, setModal] = useState<ComponentType<SignInModalProps> | null>(null);

  const openSignIn = useCallback((request: SignInRequest) => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const redirect = request.redirect ?? window.location.pathname + window.location.search;
    void import('./SignInModal.tsx').then((module) => {
      setModal(() => module.SignInModal);
      setOpen({ request: { ...request, redirect }, opener });
    });
  }, []);

  const close = useCallback(() => setOpen(null), []);

  return (
    <OpenSignIn.Provider value={openSignIn}>
      {children}
      {open && Modal && <Modal request={open.request} onClose={close} opener={open.opener} />}
    </OpenSignIn.Provider>
  );
}
