// Issue 21 account states: raises the toasts core's accountStateToasts gives for the signed-in account, once per
// page — the persistent suspended toast with its link to the Rules, and 'Verify your email to get full access to
// your account.' whose 'Resend email' calls sendVerificationEmail and answers with the sent-verification toast.
import { useEffect, useRef } from 'react';
import { accountStateToasts } from '../../core/account/account-state-toasts.ts';
import type { Viewer } from '../../core/session/viewer.ts';
import type { ToastActionName } from '../../core/toasts/toast-queue.machine.ts';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { SendVerificationEmailMutation } from '../settings/account-queries.ts';
import { useToast } from '../toasts/toast-host.tsx';

const FAILED = 'An error occured. Please try again or contact our support team for help.';

export function AccountStateToasts({ viewer, transport, rulesHref }: { viewer: Viewer; transport: GraphQLTransport | null; rulesHref: string | null }) {
  const enqueue = useToast();
  const raised = useRef(false);
  useEffect(() => {
    if (raised.current) return;
    raised.current = true;
    const calls: Record<ToastActionName, () => Promise<void>> = {
      RESEND_VERIFICATION_EMAIL: async () => {
        if (!transport) return;
        try {
          const answer = (await transport.request(SendVerificationEmailMutation, {})).data?.sendVerificationEmail;
          enqueue(
            answer
              ? { message: answer.message, style: answer.ok ? 'SENT_VERIFICATION_EMAIL' : 'ERROR', extraParams: { testId: 'sent-verification-toast' } }
              : { message: FAILED, style: 'RETRYABLE_ERROR' },
          );
        } catch {
          enqueue({ message: FAILED, style: 'RETRYABLE_ERROR' });
        }
      },
    };
    for (const { id: _id, ...toast } of accountStateToasts(viewer, rulesHref)) {
      const action = toast.action;
      enqueue(toast, undefined, action?.kind === 'call' ? () => void calls[action.name]() : undefined);
    }
  }, [viewer, transport, rulesHref, enqueue]);
  return null;
}
