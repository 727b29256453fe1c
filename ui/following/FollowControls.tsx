// reader-experience §4: Follow/Following with the counts moving at once and settling to the server's
// truth, and Mute; a logged-out reader gets the sign-in modal with follow copy.
import { useMachine } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { followMachine, type FollowNotice, type FollowTarget, type FollowTruth } from '../../core/following/follow.machine.ts';
import { followedMessage, followFailedMessage, selfFollowMessage, unfollowedMessage, unmutedMessage } from '../../core/toasts/undo.ts';
import { useToast } from '../toasts/toast-host.tsx';
import { useOpenSignIn } from '../auth/sign-in.tsx';
import { usePageData } from '../data.tsx';
import { followActors } from './follow-actors.ts';

export function useFollow(target: FollowTarget, truth: FollowTruth) {
  const { state, transport, copy } = usePageData();
  const openSignIn = useOpenSignIn();
  const machine = useMemo(
    () =>
      followMachine.provide({
        actors: followActors(transport),
        actions: {
          requireSignIn: () => openSignIn({ entryPoint: 'follow', operation: 'register', target: target.name }),
          notify: (_, notice) => notices.current?.(notice),
        },
      }),
    [transport, openSignIn, target.name],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { target, viewerId: state.viewer?.id ?? null, productName: copy.productName, truth },
  });
  // Each notice becomes a toast; following and muting can be undone from theirs.
  const toast = useToast();
  const notices = useRef<((notice: FollowNotice) => void) | null>(null);
  notices.current = (notice) => {
    const entity = target.kind;
    switch (notice.kind) {
      case 'followed':
        return toast({ message: followedMessage(notice.name), style: 'MESSAGE', undo: { kind: 'unfollow', entity, id: target.id, name: notice.name } }, () =>
          send({ type: 'follow.toggle' }),
        );
      case 'unfollowed':
        // Undo follows again: an unfollow from a list (/me/following) is one click from losing the row's meaning.
        return toast({ message: unfollowedMessage(notice.name), style: 'MESSAGE', undo: { kind: 'refollow', entity, id: target.id, name: notice.name } }, () =>
          send({ type: 'follow.toggle' }),
        );
      case 'muted':
        return toast(
          { message: `${notice.name} is muted: their stories leave your feeds.`, style: 'MUTE_ENTITY', undo: { kind: 'unmute', entity, id: target.id, name: notice.name } },
          () => send({ type: 'follow.unmute' }),
        );
      case 'unmuted':
        return toast({ message: unmutedMessage(notice.name) });
      case 'failed':
        return toast({ message: followFailedMessage, style: 'RETRYABLE_ERROR' });
      case 'selfFollow':
        return toast({ message: selfFollowMessage(copy.productName), style: 'ERROR' });
    }
  };
  return { context: snapshot.context, send };
}

export function FollowButton({ follow, label }: { follow: ReturnType<typeof useFollow>; label: string }) {
  const { context, send } = follow;
  return (
    <>
      <button
        type="button"
        className={context.isFollowing ? 'button button--small button--outline' : 'button button--small'}
        aria-pressed={context.isFollowing}
        aria-label={`${context.isFollowing ? 'Following' : 'Follow'} ${label}`}
        onClick={() => send({ type: 'follow.toggle' })}
      >
        {context.isFollowing ? 'Following' : 'Follow'}
      </button>
      {context.error && (
        <p role="alert" className="follow__error">
          {context.error}
        </p>
      )}
    </>
  );
}

export function MuteButton({ follow }: { follow: ReturnType<typeof useFollow> }) {
  const { context, send } = follow;
  return (
    <button
      type="button"
      className="button button--small button--outline"
      aria-pressed={context.isMuting}
      onClick={() => send({ type: context.isMuting ? 'follow.unmute' : 'follow.mute' })}
    >
      {context.isMuting ? `Unmute ${context.target.name}` : `Mute ${context.target.name}`}
    </button>
  );
}
