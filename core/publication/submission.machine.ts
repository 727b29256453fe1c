// Issue 22, platform-reference §3 submission status: one submission's life as a chart, drawn from submission.ts's
// table (every transition named, a guard saying who may take it). The store applies the same table
// (planSubmission) under a row lock; specs/submission.spec.ts checks that the chart and the table agree, that a
// final state is reached only through allowed transitions, and that an accepted submission publishes once.
import { assertEvent, assign, setup } from 'xstate';
import {
  FINAL_STATUSES,
  SUBMISSION_ACTIONS,
  SUBMISSION_STATUSES,
  SUBMISSION_TRANSITIONS,
  mayTake,
  type SubmissionAction,
  type SubmissionActor,
  type SubmissionStatus,
} from './submission.ts';

export type SubmissionContext = { publishedCount: number };

export type SubmissionEvent = { type: `submission.${SubmissionAction}`; actor: SubmissionActor };

const eventOf = (action: SubmissionAction) => `submission.${action}` as const;

/** Each state's transitions: the table's rows that leave it, each guarded by who may take it. */
function statesConfig() {
  const states: Record<string, { type?: 'final'; on?: Record<string, { target: string; guard: { type: 'mayTake'; params: { action: SubmissionAction } }; actions?: 'countPublish' }> }> = {};
  for (const status of SUBMISSION_STATUSES) {
    if (FINAL_STATUSES.includes(status)) {
      states[status] = { type: 'final' };
      continue;
    }
    const on: NonNullable<(typeof states)[string]['on']> = {};
    for (const action of SUBMISSION_ACTIONS) {
      const t = SUBMISSION_TRANSITIONS[action];
      if (!t.from.includes(status)) continue;
      on[eventOf(action)] = { target: t.to, guard: { type: 'mayTake', params: { action } }, ...(t.to === 'ACCEPTED' ? { actions: 'countPublish' as const } : {}) };
    }
    states[status] = { on };
  }
  return states;
}

export const submissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
  },
  guards: {
    mayTake: ({ event }, params: { action: SubmissionAction }) => {
      assertEvent(event, eventOf(params.action));
      return mayTake(params.action, event.actor);
    },
  },
  actions: {
    /** Accepting publishes the story: counted, so the spec can check it happens exactly once. */
    countPublish: assign({ publishedCount: ({ context }) => context.publishedCount + 1 }),
  },
}).createMachine({
  id: 'submission',
  initial: 'WIP' satisfies SubmissionStatus,
  context: { publishedCount: 0 },
  states: statesConfig(),
});
