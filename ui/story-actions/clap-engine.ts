// The clap machine at work for one story (core/claps/clap.machine.ts): its calls over the batched transport and
// its notices as toasts. Loaded on first interaction with a clap button (ui/story-actions/ClapControl.tsx), so
// no reading page's initial JavaScript carries XState. A failure's toast asks to try again: the next clap first
// resends the failed claps under their client id (the server counts them once), then adds its own.
import { createActor, fromPromise } from 'xstate';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { CLAP_MESSAGES, MAX_CLAPS_PER_READER } from '../../core/claps/clap-rules.ts';
import { clapMachine, type ClapAnswer, type ClapContext, type ClapInput, type SendClapsInput } from '../../core/claps/clap.machine.ts';
import type { ToastInput } from '../../core/toasts/toast-queue.machine.ts';
import { ClapCatalogMutation, ClapMutation } from './clap-operations.ts';
import type { ClapTargetKind } from '../../core/claps/clap-rules.ts';

export type ClapEngineOptions = ClapInput & {
  /** A story (POST, the default) or a list (CATALOG): the machine is the same, only the mutation differs. */
  kind?: ClapTargetKind;
  transport: GraphQLTransport | null;
  requireSignIn: () => void;
  toast: (toast: Omit<ToastInput, 'id'>) => void;
  onChange: (context: ClapContext) => void;
};

export type ClapEngine = { clap: () => void; stop: () => void };

async function sendClaps(transport: GraphQLTransport | null, input: SendClapsInput, kind: ClapTargetKind): Promise<ClapAnswer> {
  if (!transport) throw new Error('No transport');
  const answer =
    kind === 'CATALOG'
      ? (await transport.request(ClapCatalogMutation, { input: { catalogId: input.postId, clientId: input.clientId, claps: input.claps } })).data?.clapCatalog
      : (await transport.request(ClapMutation, { input })).data?.clap;
  if (answer?.__typename !== 'Clapped' && answer?.__typename !== 'CatalogClapped') throw new Error(answer && 'message' in answer ? answer.message : 'No answer');
  return { clapCount: answer.clapCount, viewerClapCount: answer.viewerClapCount };
}

export function startClapEngine({ transport, requireSignIn, toast, onChange, kind = 'POST', ...input }: ClapEngineOptions): ClapEngine {
  const actor = createActor(
    clapMachine.provide({
      actors: { sendClaps: fromPromise<ClapAnswer, SendClapsInput>(({ input: request }) => sendClaps(transport, request, kind)) },
      actions: {
        requireSignIn: () => requireSignIn(),
        notify: (_, notice) =>
          toast(
            notice.kind === 'failed'
              ? { message: CLAP_MESSAGES.failed, style: 'RETRYABLE_ERROR' }
              : { message: `You gave this ${kind === 'CATALOG' ? 'list' : 'story'} all ${MAX_CLAPS_PER_READER} of your claps.` },
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
