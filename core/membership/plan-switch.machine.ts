// reader-experience §4 "Plan switching is allowed only if the provider is one of the two card-payment
// providers, the membership is not cancelled, and no payment failure is recorded", and §2.11's
// plan switch (Member ↔ Friend, monthly ↔ yearly, from the next period) as a statechart. Who may switch
// is eligibility.policy.ts `canSwitchPlan`; the offer shown for the chosen plan is plan-offers.ts
// `planOffer`. This machine adds only the steps: checking → notAllowed | choosing → switching →
// switched (final), or back to choosing with the error.
//
// Choosing the plan already in force (or already scheduled) changes nothing, so it cannot be confirmed —
// except that choosing the current plan while another is scheduled takes the scheduled switch back (the
// server's rule). The choice starts on the scheduled plan, else the first plan that is not the current one.
// The mutation is the `switchPlan` actor the composition root provides (ui/membership/PlanSwitcher.tsx).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { GENERIC_MEMBERSHIP_ERROR } from '../copy/membership-copy.ts';
import { canSwitchPlan } from './eligibility.policy.ts';
import { planOptions } from './membership-settings.ts';
import { planOffer, type PlanOffer } from './plan-offers.ts';
import type { MembershipStatus, MembershipType } from './types.ts';

export type PlanSwitchResult = { ok: boolean; status: MembershipStatus | null; message?: string };

export type PlanSwitchContext = {
  productName: string;
  membership: MembershipStatus | null;
  chosen: MembershipType | null;
  /** The chosen plan's offer (its price and benefits), null before a choice. */
  offer: PlanOffer | null;
  error: string | null;
};

export type PlanSwitchInput = { productName: string; membership: MembershipStatus | null };

export type PlanSwitchEvent =
  | { type: 'plan.statusLoaded'; membership: MembershipStatus | null }
  | { type: 'plan.choose'; membershipType: MembershipType }
  | { type: 'plan.confirm' };

/** The plan the membership will be on next period: the scheduled one, else the current one. */
export const nextPeriodPlan = (membership: MembershipStatus): MembershipType =>
  membership.switchPlanSchedule?.membershipType ?? membership.membershipType;

/** The plan the choice starts on: the scheduled one, else the first plan that is not the current one. */
export function defaultPlanChoice(membership: MembershipStatus): MembershipType {
  return membership.switchPlanSchedule?.membershipType ?? planOptions(membership).find((o) => !o.current)?.membershipType ?? membership.membershipType;
}

/** Choosing the current plan takes a scheduled switch back (the confirm button says so). */
export const takesScheduleBack = (context: Pick<PlanSwitchContext, 'membership' | 'chosen'>): boolean =>
  context.membership !== null && context.chosen === context.membership.membershipType;

function initialContext(input: PlanSwitchInput): PlanSwitchContext {
  const chosen = input.membership ? defaultPlanChoice(input.membership) : null;
  return { productName: input.productName, membership: input.membership, chosen, offer: chosen ? planOffer(chosen, input.productName) : null, error: null };
}

export const planSwitchMachine = setup({
  types: {
    context: {} as PlanSwitchContext,
    events: {} as PlanSwitchEvent,
    input: {} as PlanSwitchInput,
  },
  actors: {
    switchPlan: fromPromise<PlanSwitchResult, { membershipType: MembershipType }>(async () => {
      throw new Error('switchPlan must be provided by the composition root');
    }),
  },
  guards: {
    canSwitchPlan: ({ context }) => canSwitchPlan(context.membership),
    choiceChangesPlan: ({ context }) =>
      context.membership !== null && context.chosen !== null && context.chosen !== nextPeriodPlan(context.membership),
    switchSucceeded: (_, params: { result: PlanSwitchResult }) => params.result.ok && params.result.status !== null,
  },
  actions: {
    setMembership: assign({ membership: (_, params: { membership: MembershipStatus | null }) => params.membership }),
    choose: assign(({ context }, params: { membershipType: MembershipType }) => ({
      chosen: params.membershipType,
      offer: planOffer(params.membershipType, context.productName),
      error: null,
    })),
    adoptResult: assign((_, params: { result: PlanSwitchResult }) => ({ membership: params.result.status })),
    showError: assign({ error: (_, params: { message: string | undefined }) => params.message || GENERIC_MEMBERSHIP_ERROR }),
    /** Provided by the composition root: tells the page the plan changed (settings reload their status). */
    onSwitched: (_, _params: { membershipType: MembershipType }) => {},
  },
}).createMachine({
  id: 'planSwitch',
  context: ({ input }) => initialContext(input),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'canSwitchPlan', target: 'choosing' }, { target: 'notAllowed' }],
    },
    notAllowed: {
      on: {
        'plan.statusLoaded': {
          target: 'checking',
          actions: { type: 'setMembership', params: ({ event }) => ({ membership: event.membership }) },
        },
      },
    },
    choosing: {
      on: {
        'plan.choose': { actions: { type: 'choose', params: ({ event }) => ({ membershipType: event.membershipType }) } },
        'plan.confirm': { guard: 'choiceChangesPlan', target: 'switching' },
        'plan.statusLoaded': {
          target: 'checking',
          actions: { type: 'setMembership', params: ({ event }) => ({ membership: event.membership }) },
        },
      },
    },
    switching: {
      invoke: {
        src: 'switchPlan',
        input: ({ context }) => ({ membershipType: context.chosen as MembershipType }),
        onDone: [
          {
            guard: { type: 'switchSucceeded', params: ({ event }) => ({ result: event.output }) },
            target: 'switched',
            actions: [
              { type: 'adoptResult', params: ({ event }) => ({ result: event.output }) },
              { type: 'onSwitched', params: ({ context }) => ({ membershipType: context.chosen as MembershipType }) },
            ],
          },
          { target: 'choosing', actions: { type: 'showError', params: ({ event }) => ({ message: event.output.message }) } },
        ],
        onError: { target: 'choosing', actions: { type: 'showError', params: { message: undefined } } },
      },
    },
    switched: { type: 'final' },
  },
});

export type PlanSwitchSnapshot = SnapshotFrom<typeof planSwitchMachine>;
