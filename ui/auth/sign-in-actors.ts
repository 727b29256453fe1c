// The sign-in machine's calls (core/auth/sign-in-modal.machine.ts) over the batched transport — the GraphQL
// mutations of adapters/server/schema/schema.graphql.ts —, and its actions: the events it reports, to the page's
// event log (ui/reporting/log-event.ts), and the way to the auth domain's callback. Given to the machine by
// ui/auth/SignInModal.tsx.
import { fromPromise } from 'xstate';
import type { GraphQLTransport, OperationResult } from '../../adapters/graphql-client/batched-client.ts';
import type {
  AuthCallbackParams,
  LoginWithPasswordInput,
  PasswordAnswer,
  PasswordLoginResult,
  SendAuthEmailInput,
  SendAuthEmailResult,
  VerifyLoginCodeInput,
  VerifyLoginCodeResult,
  VerifyTwoFactorInput,
} from '../../core/auth/sign-in-modal.machine.ts';
import type { Clock } from '../../core/ports/clock.port.ts';
import { hrefFor } from '../chrome/links.ts';
import { logEvent } from '../reporting/log-event.ts';

const SendAcctAuthEmailMutation = {
  name: 'SendAcctAuthEmail',
  source: /* GraphQL */ `
    mutation SendAcctAuthEmail(
      $email: String!
      $redirect: String
      $fullName: String
      $captchaValue: String
      $operation: String!
      $type: String
    ) {
      sendAcctAuthEmail(
        email: $email
        redirect: $redirect
        fullName: $fullName
        captchaValue: $captchaValue
        operation: $operation
        type: $type
      ) {
        __typename
        ... on SusiMethod { value }
        ... on BadRequest { message }
        ... on FailedChallenge { message }
        ... on NotFound { message }
        ... on RateLimited { message }
      }
    }
  `,
};

const VerifyLoginCodeMutation = {
  name: 'VerifyLoginCode',
  source: /* GraphQL */ `
    mutation VerifyLoginCode($loginCode: String!) {
      verifyLoginCode(loginCode: $loginCode) {
        __typename
        ... on Token { value }
        ... on BadRequest { message }
        ... on NotFound { message }
        ... on RateLimited { message }
        ... on TooManyRequests { message }
      }
    }
  `,
};

const LoginWithPasswordMutation = {
  name: 'LoginWithPassword',
  source: /* GraphQL */ `
    mutation LoginWithPassword($email: String!, $password: String!, $redirect: String) {
      loginWithPassword(email: $email, password: $password, redirect: $redirect) {
        __typename
        ... on Token { value }
        ... on AuthError { errorType failCount lockedOutUntil message }
        ... on TwoFactorRequired { challenge }
      }
    }
  `,
};

const VerifyTwoFactorMutation = {
  name: 'VerifyTwoFactorCode',
  source: /* GraphQL */ `
    mutation VerifyTwoFactorCode($challenge: String!, $code: String!) {
      verifyTwoFactorCode(challenge: $challenge, code: $code) {
        __typename
        ... on Token { value }
        ... on AuthError { errorType failCount lockedOutUntil message }
      }
    }
  `,
};

const SEND_RESULTS = new Set<string>(['SusiMethod', 'BadRequest', 'FailedChallenge', 'NotFound', 'RateLimited']);
const VERIFY_RESULTS = new Set<string>(['Token', 'BadRequest', 'NotFound', 'RateLimited', 'TooManyRequests']);
const PASSWORD_RESULTS = new Set<string>(['Token', 'AuthError', 'TwoFactorRequired']);

/**
 * The union member a mutation answered with. No transport, errors without data or a member the modal does
 * not know are thrown: the machine treats a rejection as a network or unknown failure ("Please try again.").
 */
async function mutate<T extends { __typename: string }>(
  transport: GraphQLTransport | null,
  operation: { name: string; source: string },
  field: string,
  known: ReadonlySet<string>,
  variables: Record<string, unknown>,
): Promise<T> {
  if (!transport) throw new Error('No transport: the sign-in modal runs in the browser only');
  const result: OperationResult<Record<string, T | null>> = await transport.request<Record<string, T | null>>(operation, variables);
  const answer = result.data?.[field];
  if (!answer || !known.has(answer.__typename)) {
    throw new Error(result.errors?.[0]?.message ?? `${operation.name}: unexpected answer`);
  }
  return answer;
}

/** platform-reference §7.4: a Token is redeemed at the auth callback with state "medium" and the operation. */
export const callbackUrl = (p: AuthCallbackParams): string =>
  `${hrefFor('ApiCallbackEmail')}?token=${encodeURIComponent(p.token)}&state=${p.state}&operation=${p.operation}`;

export function signInImplementations(transport: GraphQLTransport | null, clock: Clock) {
  const timed = async (answer: Promise<PasswordLoginResult>): Promise<PasswordAnswer> => ({ result: await answer, at: clock.now() });
  return {
    actors: {
      // No captcha is configured on this site: registration sends a placeholder the server accepts.
      runCaptcha: fromPromise(async () => 'none'),
      sendAuthEmail: fromPromise<SendAuthEmailResult, SendAuthEmailInput>(({ input }) =>
        mutate<SendAuthEmailResult>(transport, SendAcctAuthEmailMutation, 'sendAcctAuthEmail', SEND_RESULTS, { ...input }),
      ),
      verifyLoginCode: fromPromise<VerifyLoginCodeResult, VerifyLoginCodeInput>(({ input }) =>
        mutate<VerifyLoginCodeResult>(transport, VerifyLoginCodeMutation, 'verifyLoginCode', VERIFY_RESULTS, { loginCode: input.code }),
      ),
      loginWithPassword: fromPromise<PasswordAnswer, LoginWithPasswordInput>(({ input }) =>
        timed(mutate<PasswordLoginResult>(transport, LoginWithPasswordMutation, 'loginWithPassword', PASSWORD_RESULTS, { ...input })),
      ),
      verifyTwoFactorCode: fromPromise<PasswordAnswer, VerifyTwoFactorInput>(({ input }) =>
        timed(mutate<PasswordLoginResult>(transport, VerifyTwoFactorMutation, 'verifyTwoFactorCode', PASSWORD_RESULTS, { ...input })),
      ),
    },
    actions: {
      // platform-reference §7.2: the susi.* events go to the page's event log, as the app's other events do.
      logEvent: (_: unknown, { key }: { key: string }) => logEvent(key),
      navigateToCallback: (_: unknown, params: AuthCallbackParams) => window.location.assign(callbackUrl(params)),
    },
  };
}
