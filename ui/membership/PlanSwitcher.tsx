// Choosing the plan to switch to (issue 6; reader-experience §4 "Plan switching is allowed only if …"):
// Member ↔ Friend and monthly ↔ yearly, from the next period on. The plans and their prices come from core
// (membership-settings.ts planOptions); whether switching is offered at all is core's canSwitchPlan, asked
// by the page. Choosing the current plan again takes a scheduled switch back (the server's rule).
import { useId, useState } from 'react';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { GENERIC_MEMBERSHIP_ERROR, SWITCH_CANCEL_SCHEDULE, SWITCH_CONFIRM_BUTTON } from '../../core/copy/membership-copy.ts';
import { planOptions } from '../../core/membership/membership-settings.ts';
import type { MembershipStatus, MembershipType } from '../../core/membership/types.ts';
import { SwitchMembershipPlanMutation, type MembershipResultData } from './membership-operations.ts';
import { toMembershipStatus } from './membership-queries.ts';

export type PlanSwitcherProps = {
  status: MembershipStatus;
  transport: GraphQLTransport | null;
  onSwitched: (status: MembershipStatus, to: MembershipType) => void;
};

export function PlanSwitcher({ status, transport, onSwitched }: PlanSwitcherProps) {
  const options = planOptions(status);
  const initial = status.switchPlanSchedule?.membershipType ?? options.find((o) => !o.current)?.membershipType ?? status.membershipType;
  const [chosen, setChosen] = useState<MembershipType>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = useId();
  const takesBack = chosen === status.membershipType;
  const unchanged = (status.switchPlanSchedule?.membershipType ?? status.membershipType) === chosen;

  const submit = async () => {
    if (!transport) return;
    setBusy(true);
    setError(null);
    try {
      const result = await transport.request<{ switchMembershipPlan: MembershipResultData }>(SwitchMembershipPlanMutation, { membershipType: chosen });
      const answer = result.data?.switchMembershipPlan;
      const next = toMembershipStatus(answer?.status);
      if (answer?.ok && next) onSwitched(next, chosen);
      else setError(answer?.message ?? GENERIC_MEMBERSHIP_ERROR);
    } catch {
      setError(GENERIC_MEMBERSHIP_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="plan-switcher"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="plan-options">
        <legend>Choose your plan</legend>
        {options.map((option) => (
          <label key={option.membershipType} className="plan-option">
            <input
              type="radio"
              name={name}
              value={option.membershipType}
              checked={chosen === option.membershipType}
              onChange={() => setChosen(option.membershipType)}
            />
            <span>
              {option.name} · {option.price}
            </span>
            {(option.current || option.scheduled) && <span className="plan-option__note">{option.current ? 'Current plan' : 'Scheduled'}</span>}
          </label>
        ))}
      </fieldset>
      <div className="settings__actions">
        <button type="submit" className="button" disabled={busy || unchanged || !transport}>
          {busy ? 'Saving…' : takesBack ? SWITCH_CANCEL_SCHEDULE : SWITCH_CONFIRM_BUTTON}
        </button>
      </div>
      {error && (
        <p role="alert" className="membership-error">
          {error}
        </p>
      )}
    </form>
  );
}
