// reader-experience §4 alternate-user banner, as the ALTERNATE_USER toast: on a member-only story the reader is stopped
// at, asks the server (alternateUser) whether this browser knows a member account, and raises core's toast once —
// 'Sign in' with it when signed out, 'Switch account' to it (the avatar menu's switch, no new sign-in) when signed in
// to another. Loaded after the story has hydrated (ui/pages/PostPage.tsx), so the page's initial JavaScript skips it.
import { useEffect, useRef } from 'react';
import { alternateUserToast, type AlternateUserBanner } from '../../core/auth/alternate-user.ts';
import type { AlternateUserQueryData, AlternateUserQueryVariables } from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';
import { usePageData } from '../data.tsx';
import { useToast } from '../toasts/toast-host.tsx';

export const AlternateUserQuery: Operation<AlternateUserQueryData, AlternateUserQueryVariables> = {
  name: 'AlternateUserQuery',
  source: /* GraphQL */ `
    query AlternateUserQuery($postId: ID!) {
      alternateUser(postId: $postId) { kind userId username redactedEmailAddress }
    }
  `,
};

export function AlternateUserToast({ postId, path }: { postId: string; path: string }) {
  const { state, transport } = usePageData();
  const enqueue = useToast();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !transport) return;
    asked.current = true;
    void transport
      .request(AlternateUserQuery, { postId })
      .then((answer) => {
        const found = answer.data?.alternateUser;
        if (!found) return;
        const banner: AlternateUserBanner =
          found.kind === 'SWITCH_ACCOUNT' && found.username
            ? { kind: 'SWITCH_ACCOUNT', userId: found.userId, username: found.username, redactedEmailAddress: found.redactedEmailAddress }
            : { kind: 'SIGN_IN', userId: found.userId, redactedEmailAddress: found.redactedEmailAddress };
        const { id: _id, ...toast } = alternateUserToast(banner, state.productName, path, state.xsrf);
        enqueue(toast);
      })
      // The banner is a courtesy: without an answer the paywall's own 'Sign in' still stands.
      .catch(() => {});
  }, [transport, postId, path, state.productName, state.xsrf, enqueue]);
  return null;
}
