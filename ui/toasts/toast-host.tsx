// The toast entry point pages use: useToast() to enqueue. The queue and its drawing (ToastQueue.tsx,
// with core's machine) load with the first toast, so pages that never toast never pay for them.
import { createContext, useCallback, useContext, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ToastInput } from '../../core/toasts/toast-queue.machine.ts';

export type PendingToast = {
  id: string;
  toast: Omit<ToastInput, 'id'>;
  onUndo?: (() => void) | undefined;
  /** Runs the toast's named call action (toast.action.kind 'call'), e.g. 'Resend email'. */
  onAction?: (() => void) | undefined;
};

type Enqueue = (toast: Omit<ToastInput, 'id'>, onUndo?: () => void, onAction?: () => void) => void;

const ToastContext = createContext<Enqueue>(() => {});

export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingToast[]>([]);
  const [Queue, setQueue] = useState<ComponentType<{ incoming: PendingToast[] }> | null>(null);
  const nextId = useRef(0);
  const enqueue = useCallback<Enqueue>((toast, onUndo, onAction) => {
    const id = `toast-${++nextId.current}`;
    setPending((list) => [...list, { id, toast, onUndo, onAction }]);
    void import('./ToastQueue.tsx').then((module) => setQueue(() => module.ToastQueue));
  }, []);
  return (
    <ToastContext.Provider value={enqueue}>
      {children}
      {Queue ? <Queue incoming={pending} /> : <div className="toast-region" role="status" aria-live="polite" />}
    </ToastContext.Provider>
  );
}
