// The clap machine at work for one story (core/claps/clap.machine.ts): its calls over the batched transport and
// its notices as toasts. Loaded on first interaction with a clap button (ui/story-actions/ClapControl.tsx), so
// no reading page's initial JavaScript carries XState. A failure's toast asks to try again: the next clap first
// resends the failed claps under their client id (the server counts them once), then adds its own.
import { createActor, fromPromise } from 'xstate';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { CLAP_MESSAGES, MAX_CLAPS_PER_READER } from '../../core/claps/clap-rules.ts';
import { clapMachine, type ClapAnswer, type ClapContext, type ClapInput, type SendClapsInput } from '../../core/claps/clap.machine.ts';
import type { ToastInput } from '../../core/toasts/toast-queue.machine.ts';
import { ClapMutation } from './clap-operations.ts';

export type ClapEngineOptions = ClapInput & {
  transport: GraphQLTransport | null;
  requireSignIn: () => void;
  toast: (toast: Omit<ToastInput, 'id'>) => void;
  onChange: (context: ClapContext) => void;
};

export type ClapEngine = { clap: () => void; stop: () => void };

async function sendClaps(transport: GraphQLTransport | null, input: SendClapsInput): Promise<ClapAnswer> {
  if (!transport) throw new Error('No transport');
  const result = await transport.request(ClapMutation, { input });
  const answer = result.data?.clap;
  if (answer?.__typename !== 'Clapped') throw new Error(answer && 'message' in answer ? answer.message : 'No answer');
  return { clapCount: answer.clapCount, viewerClapCount: answer.viewerClapCount };
}

export function startClapEngine({ transport, requireSignIn, toast, onChange, ...input }: ClapEngineOptions): ClapEngine {
  const actor = createActor(
    clapMachine.provide({
      actors: { sendClaps: fromPromise<ClapAnswer, SendClapsInput>(({ input: request }) => sendClaps(transport, request)) },
      actions: {
        requireSignIn: () => requireSignIn(),
        notify: (_, notice) =>
          toast(
            notice.kind === 'failed'
              ? { message: CLAP_MESSAGES.failed, style: 'RETRYABLE_ERROR' }
              : { message: `You gave this story all ${MAX_CLAPS_PER_READER} of your claps.` },
          ),
      },
    }),
    { input },
  );
  actor.subscribe((snapshot) => onChange(snapshot.context));
  actor.start();
  return {
    clap: () => {
      if (actor.getSnapshot().context.failed) actor.send({ type: 'clap.retry' });
      actor.send({ type: 'clap.add' });
    },
    stop: () => actor.stop(),
  };
}
