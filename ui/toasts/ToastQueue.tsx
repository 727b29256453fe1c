// reader-experience §4: the toast queue on screen — one at a time, hover pausing the auto-hide, a 300 ms
// fade, 300/500/640 px wide by screen size, Undo where the action has one, and a toast's own action (a named
// call such as 'Resend email', or a link). Core's machine holds the
// queue; this draws its current toast and runs the undo the caller registered. Loaded with the first
// toast (toast-host.tsx), not with the page.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { toastQueueMachine } from '../../core/toasts/toast-queue.machine.ts';
import type { PendingToast } from './toast-host.tsx';

export function ToastQueue({ incoming }: { incoming: PendingToast[] }) {
  const undoers = useRef(new Map<string, () => void>());
  const actors = useRef(new Map<string, () => void>());
  const nextId = useRef(0);
  const machine = useMemo(
    () =>
      toastQueueMachine.provide({
        actions: {
          onUndo: (_, request) => {
            undoers.current.get(request.toastId)?.();
            undoers.current.delete(request.toastId);
          },
          onAction: (_, request) => {
            actors.current.get(request.toastId)?.();
            actors.current.delete(request.toastId);
          },
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: undefined });
  // Toasts arrive in order; each is handed to the machine once.
  useEffect(() => {
    for (const pending of incoming.slice(nextId.current)) {
      nextId.current++;
      if (pending.onUndo) undoers.current.set(pending.id, pending.onUndo);
      if (pending.onAction) actors.current.set(pending.id, pending.onAction);
      send({ type: 'toast.enqueue', toast: { ...pending.toast, id: pending.id } });
    }
  }, [incoming, send]);
  const current = snapshot.context.current;
  const fading = snapshot.matches('fading');
  return (
    <>
      <div className="toast-region" role="status" aria-live="polite">
        {current && (
          <div
            className={`toast${fading ? ' toast--fading' : ''}${current.style === 'ERROR' || current.style === 'RETRYABLE_ERROR' ? ' toast--error' : ''}`}
            data-testid={current.extraParams?.testId}
            onMouseEnter={() => send({ type: 'toast.pointerEnter' })}
            onMouseLeave={() => send({ type: 'toast.pointerLeave' })}
          >
            <span className="toast__message">{current.message}</span>
            {current.action?.kind === 'link' && (
              <a className="toast__action" href={current.action.href}>
                {current.action.label}
              </a>
            )}
            {current.action?.kind === 'call' && !fading && (
              <button type="button" className="toast__action" onClick={() => send({ type: 'toast.action' })}>
                {current.action.label}
              </button>
            )}
            {current.undo && !fading && (
              <button type="button" className="toast__undo" onClick={() => send({ type: 'toast.undo' })}>
                Undo
              </button>
            )}
            <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => send({ type: 'toast.clear' })}>
              ×
            </button>
          </div>
        )}
      </div>
    </>
  );
}
