// Passkeys in the browser: @simplewebauthn/browser, loaded only when a reader registers a passkey or signs in with
// one (a dynamic import), so no page's initial JavaScript carries it (e2e/bundle-size). The ceremonies' options and
// answers travel as JSON strings through the security mutations (adapters/server/graphql/security/).
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { FinishPasskeyRegistrationMutation, FinishPasskeySignInMutation, StartPasskeyRegistrationMutation, StartPasskeySignInMutation } from './security-queries.ts';

export type PasskeyOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

const cancelled = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

export async function registerPasskey(transport: GraphQLTransport, name: string): Promise<PasskeyOutcome<true>> {
  const started = await transport.request(StartPasskeyRegistrationMutation, {});
  const options = started.data?.startPasskeyRegistration;
  if (!options) return { ok: false, message: started.errors?.[0]?.message ?? 'The passkey could not be started. Please try again.' };
  const { startRegistration } = await import('@simplewebauthn/browser');
  let response;
  try {
    response = await startRegistration({ optionsJSON: JSON.parse(options) });
  } catch (error) {
    return { ok: false, message: cancelled(error) ? 'No passkey was made: the browser was cancelled or timed out.' : 'This browser could not make a passkey.' };
  }
  const finished = await transport.request(FinishPasskeyRegistrationMutation, { name, response: JSON.stringify(response) });
  return finished.data?.finishPasskeyRegistration ? { ok: true, value: true } : { ok: false, message: finished.errors?.[0]?.message ?? 'That passkey could not be added.' };
}

/** Signs in with a passkey of this site: the one-time token for the auth callback. */
export async function signInWithPasskey(transport: GraphQLTransport, redirect: string | null): Promise<PasskeyOutcome<string>> {
  const started = await transport.request(StartPasskeySignInMutation, {});
  const options = started.data?.startPasskeySignIn;
  if (!options) return { ok: false, message: started.errors?.[0]?.message ?? 'Passkey sign-in could not be started. Please try again.' };
  const { startAuthentication } = await import('@simplewebauthn/browser');
  let response;
  try {
    response = await startAuthentication({ optionsJSON: JSON.parse(options) });
  } catch (error) {
    return { ok: false, message: cancelled(error) ? 'Passkey sign-in was cancelled or timed out.' : 'This browser could not use a passkey.' };
  }
  const finished = await transport.request(FinishPasskeySignInMutation, { response: JSON.stringify(response), redirect });
  const token = finished.data?.finishPasskeySignIn?.value;
  return token ? { ok: true, value: token } : { ok: false, message: finished.errors?.[0]?.message ?? 'That passkey did not sign you in.' };
}
