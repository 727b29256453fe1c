// Choosing the plan to switch to (reader-experience §4 "Plan switching is allowed only if …"):
// Member ↔ Friend and monthly ↔ yearly, from the next period on. The steps are core's plan-switch machine
// (core/membership/plan-switch.machine.ts, drawn in the statechart gallery): this form shows its context —
// the plans (membership-settings.ts planOptions), the choice, the error —, sends it the reader's choice and
// confirmation, and gives it the mutation (plan-switch-actors.ts). The confirm button is enabled exactly
// when the machine would take plan.confirm: choosing the plan already in force or scheduled changes nothing.
// Choosing the current plan again takes a scheduled switch back (the server's rule). Loaded on the click
// that wants it, so the page's initial JavaScript carries no XState.
import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { SWITCH_CANCEL_SCHEDULE, SWITCH_CONFIRM_BUTTON } from '../../core/copy/membership-copy.ts';
import { planOptions } from '../../core/membership/membership-settings.ts';
import { planSwitchMachine, takesScheduleBack } from '../../core/membership/plan-switch.machine.ts';
import type { MembershipStatus, MembershipType } from '../../core/membership/types.ts';
import { usePageData } from '../data.tsx';
import { planSwitchActors } from './plan-switch-actors.ts';

export type PlanSwitcherProps = {
  status: MembershipStatus;
  transport: GraphQLTransport | null;
  onSwitched: (status: MembershipStatus, to: MembershipType) => void;
};

export function PlanSwitcher({ status, transport, onSwitched }: PlanSwitcherProps) {
  const { copy } = usePageData();
  const latest = useRef(onSwitched);
  latest.current = onSwitched;
  const machine = useMemo(
    () =>
      planSwitchMachine.provide({
        actors: planSwitchActors(transport),
        actions: { onSwitched: ({ context }, { membershipType }) => context.membership && latest.current(context.membership, membershipType) },
      }),
    [transport],
  );
  const [snapshot, send] = useMachine(machine, { input: { productName: copy.productName, membership: status } });
  const name = useId();

  // A status the page learns later (a new card saved beside this form) is the machine's to judge again.
  const shown = useRef(status);
  useEffect(() => {
    if (shown.current === status) return;
    shown.current = status;
    send({ type: 'plan.statusLoaded', membership: status });
  }, [status, send]);

  const { context } = snapshot;
  const busy = snapshot.matches('switching');
  return (
    <form
      className="plan-switcher"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'plan.confirm' });
      }}
    >
      <fieldset className="plan-options">
        <legend>Choose your plan</legend>
        {planOptions(context.membership ?? status).map((option) => (
          <label key={option.membershipType} className="plan-option">
            <input
              type="radio"
              name={name}
              value={option.membershipType}
              checked={context.chosen === option.membershipType}
              onChange={() => send({ type: 'plan.choose', membershipType: option.membershipType })}
            />
            <span>
              {option.name} · {option.price}
            </span>
            {(option.current || option.scheduled) && <span className="plan-option__note">{option.current ? 'Current plan' : 'Scheduled'}</span>}
          </label>
        ))}
      </fieldset>
      <div className="settings__actions">
        <button type="submit" className="button" disabled={!snapshot.can({ type: 'plan.confirm' }) || !transport}>
          {busy ? 'Saving…' : takesScheduleBack(context) ? SWITCH_CANCEL_SCHEDULE : SWITCH_CONFIRM_BUTTON}
        </button>
      </div>
      {context.error && (
        <p role="alert" className="membership-error">
          {context.error}
        </p>
      )}
    </form>
  );
}
