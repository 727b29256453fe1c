// The follow machine at work for one button (reader-experience §4, §7): its calls over the batched
// transport, and each notice as a toast — following and muting can be undone from theirs. Loaded after
// the page (ui/following/FollowControls.tsx): the buttons paint from the server's truth at once, and this
// code arrives while the browser is idle, or sooner when the reader reaches for a button. A follow or
// unfollow, once answered, makes the page's queries that list whom the reader follows stale in the page's
// query store, so the sidebar's Following list is asked for again and redrawn without a reload.
import { createActor } from 'xstate';
import { queryStoreFor } from '../../adapters/graphql-client/query-store.ts';
import { FOLLOW_CHANGE_STALE_QUERIES } from '../../core/following/sidebar-following.ts';
import type { QueryCacheSnapshot } from '../../core/query-cache/cache-key.ts';
import { followMachine, type FollowContext, type FollowEvent, type FollowInput, type FollowNotice } from '../../core/following/follow.machine.ts';
import { followedMessage, followFailedMessage, selfFollowMessage, unfollowedMessage, unmutedMessage } from '../../core/toasts/undo.ts';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import type { ToastInput } from '../../core/toasts/toast-queue.machine.ts';
import { followActors } from './follow-actors.ts';

export type FollowEngineOptions = FollowInput & {
  transport: GraphQLTransport | null;
  /** The page's query cache (ui/data.tsx), whose store holds the queries a follow makes stale. */
  cache?: QueryCacheSnapshot;
  requireSignIn: () => void;
  toast: (toast: Omit<ToastInput, 'id'>, onUndo?: () => void) => void;
  onChange: (context: FollowContext) => void;
};

export type FollowEngine = { send: (event: FollowEvent) => void; stop: () => void };

export function startFollowEngine({ transport, cache, requireSignIn, toast, onChange, ...input }: FollowEngineOptions): FollowEngine {
  const { target } = input;
  const notify = (notice: FollowNotice) => {
    const entity = target.kind;
    switch (notice.kind) {
      case 'followed':
        return toast({ message: followedMessage(notice.name), style: 'MESSAGE', undo: { kind: 'unfollow', entity, id: target.id, name: notice.name } }, () =>
          actor.send({ type: 'follow.toggle' }),
        );
      case 'unfollowed':
        // Undo follows again: an unfollow from a list (/me/following) is one click from losing the row's meaning.
        return toast({ message: unfollowedMessage(notice.name), style: 'MESSAGE', undo: { kind: 'refollow', entity, id: target.id, name: notice.name } }, () =>
          actor.send({ type: 'follow.toggle' }),
        );
      case 'muted':
        return toast(
          { message: `${notice.name} is muted: their stories leave your feeds.`, style: 'MUTE_ENTITY', undo: { kind: 'unmute', entity, id: target.id, name: notice.name } },
          () => actor.send({ type: 'follow.unmute' }),
        );
      case 'unmuted':
        return toast({ message: unmutedMessage(notice.name) });
      case 'failed':
        return toast({ message: followFailedMessage, style: 'RETRYABLE_ERROR' });
      case 'selfFollow':
        return toast({ message: selfFollowMessage(input.productName), style: 'ERROR' });
    }
  };
  const actor = createActor(
    followMachine.provide({
      actors: followActors(transport, () => {
        if (!cache) return;
        const store = queryStoreFor(cache);
        for (const name of FOLLOW_CHANGE_STALE_QUERIES) store.invalidate(name);
      }),
      actions: { requireSignIn: () => requireSignIn(), notify: (_, notice) => notify(notice) },
    }),
    { input },
  );
  actor.subscribe((snapshot) => onChange(snapshot.context));
  actor.start();
  return { send: (event) => actor.send(event), stop: () => actor.stop() };
}
