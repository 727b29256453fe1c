// reader-experience §8 ('Account suspended': 'Your account was found in violation of the Rules.' with link to
// reasons; 'Unverified e-mail': 'Verify your email to get full access to your account.' with a 'Resend email'
// action) and §4 (toasts one at a time; the user suspended and verify email styles); platform-reference §6 (the
// suspended toast is persistent). The toasts an account's state raises, and the toast queue's named action.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ACCOUNT_STATE_TOAST_IDS, accountStateToasts, RULES_LINK_LABEL } from '../core/account/account-state-toasts.ts';
import { normalizeToast, toastQueueMachine, type ActionRequest, type ToastInput, type UndoRequest } from '../core/toasts/toast-queue.machine.ts';

function start() {
  const calls: ActionRequest[] = [];
  const undos: UndoRequest[] = [];
  const machine = toastQueueMachine.provide({ actions: { onAction: (_, p) => void calls.push(p), onUndo: (_, p) => void undos.push(p) } });
  const actor = createActor(machine, { input: undefined }).start();
  return { actor, calls, undos, enqueue: (toast: ToastInput) => actor.send({ type: 'toast.enqueue', toast }) };
}

describe('reader-experience §8 account states as toasts', () => {
  it('a suspended account: the spec’s sentence, persistent (FOREVER), with a link to the Rules', () => {
    const [toast] = accountStateToasts({ suspended: true, emailUnverified: false }, '/rules');
    expect(toast).toMatchObject({
      message: 'Your account was found in violation of the Rules.',
      style: 'USER_SUSPENDED',
      action: { kind: 'link', label: RULES_LINK_LABEL, href: '/rules' },
    });
    expect(normalizeToast(toast!).duration).toBe('FOREVER');
    // No Rules page configured: no dead link.
    expect(accountStateToasts({ suspended: true, emailUnverified: false }, null)[0]?.action).toBeUndefined();
  });

  it("an unverified address: the spec's sentence with 'Resend email', a named call", () => {
    const [toast] = accountStateToasts({ suspended: false, emailUnverified: true }, '/rules');
    expect(toast).toMatchObject({
      message: 'Verify your email to get full access to your account.',
      style: 'VERIFY_EMAIL',
      action: { kind: 'call', name: 'RESEND_VERIFICATION_EMAIL', label: 'Resend email' },
    });
    expect(normalizeToast(toast!).duration).toBe('NEXTPAGE');
  });

  it('property: a toast for each state the account is in, none otherwise, the suspension first', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.option(fc.webPath(), { nil: null }), (suspended, emailUnverified, rules) => {
        const ids = accountStateToasts({ suspended, emailUnverified }, rules).map((t) => t.id);
        const expected = [...(suspended ? [ACCOUNT_STATE_TOAST_IDS.suspended] : []), ...(emailUnverified ? [ACCOUNT_STATE_TOAST_IDS.verifyEmail] : [])];
        expect(ids).toEqual(expected);
      }),
    );
  });
});

describe('reader-experience §4 toast queue: a toast’s named action', () => {
  it('normalizeToast keeps the action', () => {
    const action = { kind: 'call', name: 'RESEND_VERIFICATION_EMAIL', label: 'Resend email' } as const;
    expect(normalizeToast({ id: 'v', message: 'm', action }).action).toEqual(action);
  });

  it('pressing the action hands its name to onAction once and takes the toast away; a link or no action sends nothing', () => {
    const h = start();
    h.enqueue({ id: 'link', message: 'suspended', style: 'USER_SUSPENDED', action: { kind: 'link', label: 'Read the Rules', href: '/rules' } });
    h.actor.send({ type: 'toast.action' });
    expect(h.calls).toEqual([]);
    expect(h.actor.getSnapshot().matches('visible')).toBe(true);
    h.actor.send({ type: 'toast.clear' });
    h.enqueue({ id: 'verify', message: 'verify', style: 'VERIFY_EMAIL', action: { kind: 'call', name: 'RESEND_VERIFICATION_EMAIL', label: 'Resend email' } });
    h.actor.send({ type: 'toast.action' });
    // 'link' was fading; 'verify' waits for the fade, so pressing does nothing yet.
    expect(h.calls).toEqual([]);
    h.actor.stop();
  });

  it('property: onAction runs only for a visible toast with a call, at most once per toast, never onUndo', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('call', 'link', 'none'), { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 4 }), (kinds, presses) => {
        const h = start();
        kinds.forEach((kind, i) => {
          const toast: ToastInput = { id: `t${i}`, message: `m${i}`, duration: 'FOREVER' };
          if (kind === 'call') toast.action = { kind: 'call', name: 'RESEND_VERIFICATION_EMAIL', label: 'Resend email' };
          if (kind === 'link') toast.action = { kind: 'link', label: 'Read', href: '/rules' };
          h.enqueue(toast);
        });
        const first = h.actor.getSnapshot().context.current;
        for (let i = 0; i < presses; i++) h.actor.send({ type: 'toast.action' });
        expect(h.calls).toEqual(kinds[0] === 'call' ? [{ toastId: 't0', name: 'RESEND_VERIFICATION_EMAIL' }] : []);
        expect(h.undos).toEqual([]);
        expect(h.actor.getSnapshot().matches('fading')).toBe(kinds[0] === 'call');
        expect(first?.id).toBe('t0');
        h.actor.stop();
      }),
    );
  });
});
