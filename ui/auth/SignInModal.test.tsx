import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { GraphQLTransport, OperationResult } from '../../adapters/graphql-client/batched-client.ts';
import type { PreloadedState } from '../../core/startup/startup.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import type { SignInModalProps, SignInRequest } from './sign-in.tsx';
import { SignInModal } from './SignInModal.tsx';

type Answer = OperationResult<unknown> | Promise<OperationResult<unknown>> | Error;
type Request = Mock<(op: { name: string; source: string }, vars: Record<string, unknown>) => Promise<OperationResult<unknown>>>;

/** A transport answering each operation by name; an Error answer is a network failure (a rejection). */
function fakeTransport(answers: Record<string, (vars: Record<string, unknown>) => Answer>): GraphQLTransport & { request: Request } {
  const request: Request = vi.fn(async (op, vars) => {
    const answer = answers[op.name]?.(vars);
    if (answer === undefined) throw new Error(`unexpected operation ${op.name}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { request: request as GraphQLTransport['request'] & Request };
}

const SUSI = { data: { sendAcctAuthEmail: { __typename: 'SusiMethod', value: 'DEFAULT_MAGIC_LINK' } } };

let assign: Mock<(url: string | URL) => void>;
/** The page's event log (ui/reporting/log-event.ts), where the machine's events go. */
let logged: Mock<(key: string, data: Record<string, unknown>) => void>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {}) as unknown as Mock<(url: string | URL) => void>;
  logged = vi.fn();
  window.__quireEvents = { log: logged } as unknown as NonNullable<Window['__quireEvents']>;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete window.__quireEvents;
});

function renderModal(
  request: Partial<SignInRequest> = {},
  transport: GraphQLTransport | null = null,
  state: Partial<PreloadedState> = {},
) {
  const onClose = vi.fn();
  const props: SignInModalProps = {
    request: { entryPoint: 'signIn', operation: 'login', redirect: '/@maya_chen', ...request },
    onClose,
  };
  const view = renderWithPageData(<SignInModal {...props} />, { transport, state });
  return { ...view, onClose };
}

const dialog = () => screen.getByRole('dialog');
const emailInput = () => screen.getByLabelText('Your email') as HTMLInputElement;

function enterEmail(email: string) {
  fireEvent.click(screen.getByRole('button', { name: /with email$/ }));
  fireEvent.change(emailInput(), { target: { value: email } });
}

describe('reader-experience §2.13 sign-in modal (UI)', () => {
  it('is a labelled modal dialog with the copy of its entry point', () => {
    renderModal({ entryPoint: 'follow', operation: 'register', target: 'Maya Chen' }, null, { socialProviders: ['Apple', 'Facebook', 'Google', 'Twitter'] });
    const d = dialog();
    expect(d.getAttribute('aria-modal')).toBe('true');
    const title = screen.getByRole('heading', { name: 'Create an account to follow Maya Chen.' });
    expect(d.getAttribute('aria-labelledby')).toBe(title.id);
    expect(screen.getByText('Their new stories will come to your feed.')).toBeTruthy();
    for (const name of ['Sign up with Google', 'Sign up with Facebook', 'Sign up with Apple', 'Sign up with Twitter', 'Sign up with email']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByText(/agree to Quire’s Terms of Service/).textContent).toContain('Privacy Policy');
  });

  it('follows the feature flags, links the consent line and toggles the operation', () => {
    renderModal({ entryPoint: 'follow' }, null, {
      flags: ['disable_login_apple', 'disable_signup_facebook'],
      socialProviders: ['Apple', 'Facebook', 'Google', 'Twitter'],
      siteLinks: { terms: '/terms', privacy: '/privacy' },
    });
    expect(screen.queryByRole('button', { name: /Apple/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Facebook/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome back.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByText('No account?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create one' }));
    expect(screen.getByRole('heading', { name: 'Create an account to follow writers you like.' })).toBeTruthy();
    expect(screen.getByText('Already have an account?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome back.' })).toBeTruthy();
  });

  it('shows e-mail alone when no social provider is configured, never a button that leads nowhere', () => {
    renderModal();
    expect(screen.getAllByRole('button', { name: /^Sign in with / }).map((b) => b.textContent)).toEqual(['Sign in with email']);
  });

  it('offers a passkey to sign in (issue 21) only where the browser has WebAuthn, and only to sign in', () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    try {
      renderModal();
      expect(screen.getAllByRole('button', { name: /^Sign in with / }).map((b) => b.textContent)).toEqual(['Sign in with email', 'Sign in with a passkey']);
      fireEvent.click(screen.getByRole('button', { name: 'Create one' }));
      expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends the e-mail with the right variables and lands on "Check your inbox"', async () => {
    const transport = fakeTransport({ SendAcctAuthEmail: () => SUSI });
    renderModal({}, transport);
    enterEmail('  ada@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(transport.request).toHaveBeenCalledTimes(1);
    const [op, vars] = transport.request.mock.calls[0]!;
    expect(op.name).toBe('SendAcctAuthEmail');
    expect(op.source).toMatch(/^\s*mutation\b/);
    expect(vars).toEqual({ email: 'ada@example.com', operation: 'login', redirect: '/@maya_chen', type: 'DEFAULT_MAGIC_LINK' });
    expect(dialog().textContent).toContain('Click the link we sent to ada@example.com to sign in.');
  });

  it('registers with the full name and the captcha placeholder', async () => {
    const transport = fakeTransport({ SendAcctAuthEmail: () => SUSI });
    renderModal({ operation: 'register' }, transport);
    enterEmail('ada@example.com');
    fireEvent.change(screen.getByLabelText(/Your full name/), { target: { value: 'Ada Lovelace' } });
    expect(screen.queryByRole('button', { name: 'Sign in with password' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(transport.request.mock.calls[0]![1]).toEqual({
      email: 'ada@example.com',
      operation: 'register',
      redirect: '/@maya_chen',
      type: 'DEFAULT_MAGIC_LINK',
      fullName: 'Ada Lovelace',
      captchaValue: 'none',
    });
  });

  it('switches to a code, verifies it and goes to the callback with the token', async () => {
    const transport = fakeTransport({
      SendAcctAuthEmail: (vars) => ({ data: { sendAcctAuthEmail: { __typename: 'SusiMethod', value: vars.type } } }),
      VerifyLoginCode: () => ({ data: { verifyLoginCode: { __typename: 'Token', value: 'tok/1+2' } } }),
    });
    renderModal({}, transport);
    enterEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enter a code instead' }));
    const code = (await screen.findByLabelText('6-digit code')) as HTMLInputElement;
    expect(transport.request.mock.calls[1]![1]).toMatchObject({ email: 'ada@example.com', type: 'LOGIN_CODE' });
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.maxLength).toBe(6);
    expect(document.activeElement).toBe(code);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [op, vars] = transport.request.mock.calls[2]!;
    expect(op.name).toBe('VerifyLoginCode');
    expect(vars).toEqual({ loginCode: '123456' });
    expect(assign).toHaveBeenCalledWith('/m/callback/email?token=tok%2F1%2B2&state=medium&operation=login');
  });

  it('shows a wrong code as the server words it', async () => {
    const transport = fakeTransport({
      SendAcctAuthEmail: (vars) => ({ data: { sendAcctAuthEmail: { __typename: 'SusiMethod', value: vars.type } } }),
      VerifyLoginCode: () => ({ data: { verifyLoginCode: { __typename: 'BadRequest', message: 'Invalid code.' } } }),
    });
    renderModal({}, transport);
    enterEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enter a code instead' }));
    const code = await screen.findByLabelText('6-digit code');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Login code must be 6 digits.');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid code.'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('rejects an invalid e-mail without calling the server', () => {
    const transport = fakeTransport({ SendAcctAuthEmail: () => SUSI });
    renderModal({}, transport);
    enterEmail('not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address.');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(transport.request).not.toHaveBeenCalled();
  });

  it('offers the Gmail suggestion as a button that fills it in', () => {
    renderModal();
    enterEmail('ada@gmial.com');
    fireEvent.click(screen.getByRole('button', { name: 'Did you mean ada@gmail.com?' }));
    expect(emailInput().value).toBe('ada@gmail.com');
    expect(screen.queryByRole('button', { name: /Did you mean/ })).toBeNull();
  });

  it('shows a failed challenge with a "Need help?" link', async () => {
    const transport = fakeTransport({
      SendAcctAuthEmail: () => ({ data: { sendAcctAuthEmail: { __typename: 'FailedChallenge', message: 'reCAPTCHA verification failed.' } } }),
    });
    renderModal({ operation: 'register' }, transport);
    enterEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('reCAPTCHA verification failed.'));
    expect(screen.getByRole('link', { name: 'Need help?' }).getAttribute('href')).toBe('/help');
    expect(logged).toHaveBeenCalledWith('susi.blocked', {});
  });

  it('asks to try again when the transport fails or answers with errors only', async () => {
    let fail: 'reject' | 'errors' = 'reject';
    const transport = fakeTransport({
      SendAcctAuthEmail: () => (fail === 'reject' ? new Error('offline') : { data: null, errors: [{ message: 'boom' }] }),
    });
    renderModal({}, transport);
    enterEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please try again.'));
    fail = 'errors';
    fireEvent.change(emailInput(), { target: { value: 'ada@example.org' } });
    expect(screen.getByRole('alert').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please try again.'));
  });

  it('shows an unrecognised address with its ways on', async () => {
    const transport = fakeTransport({
      SendAcctAuthEmail: () => ({ data: { sendAcctAuthEmail: { __typename: 'NotFound', message: 'No account.' } } }),
    });
    renderModal({}, transport);
    enterEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: "Sorry, we didn't recognize that email." })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('heading', { name: 'Sign up with email' })).toBeTruthy();
    expect(emailInput().value).toBe('');
  });

  it('disables the submit button and marks the form busy while sending', async () => {
    let answer!: (value: OperationResult<unknown>) => void;
    const transport = fakeTransport({ SendAcctAuthEmail: () => new Promise((resolve) => (answer = resolve)) });
    renderModal({}, transport);
    enterEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const submit = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(true));
    expect(submit.closest('form')!.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer(SUSI));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
  });

  it('signs in with a password and shows the server’s lockout message', async () => {
    const lockout = 'Due to too many password attempts, your account is locked for 2 minutes.';
    let answer!: (value: OperationResult<unknown>) => void;
    const transport = fakeTransport({ LoginWithPassword: () => new Promise((resolve) => (answer = resolve)) });
    renderModal({}, transport);
    enterEmail('ada@example.com');
    const toggle = screen.getByRole('button', { name: 'Sign in with password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.change(password, { target: { value: 'hunter2' } });
    const submit = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    fireEvent.click(submit);
    await waitFor(() => expect(submit.disabled).toBe(true));
    const [op, vars] = transport.request.mock.calls[0]!;
    expect(op.name).toBe('LoginWithPassword');
    expect(vars).toEqual({ email: 'ada@example.com', password: 'hunter2', redirect: '/@maya_chen' });
    await act(async () =>
      answer({
        data: {
          loginWithPassword: { __typename: 'AuthError', errorType: 'PasswordSoftLockout', failCount: 6, lockedOutUntil: 1, message: lockout },
        },
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe(lockout);
    expect(submit.disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the callback when the password is right', async () => {
    const transport = fakeTransport({ LoginWithPassword: () => ({ data: { loginWithPassword: { __typename: 'Token', value: 'pw-tok' } } }) });
    renderModal({}, transport);
    enterEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/m/callback/email?token=pw-tok&state=medium&operation=login'));
  });

  it('asks an account with two factors for its authenticator code after the password', async () => {
    const transport = fakeTransport({
      LoginWithPassword: () => ({ data: { loginWithPassword: { __typename: 'TwoFactorRequired', challenge: 'ch-1' } } }),
      VerifyTwoFactorCode: (vars) =>
        vars.code === '123456'
          ? { data: { verifyTwoFactorCode: { __typename: 'Token', value: 'tf-tok' } } }
          : {
              data: {
                verifyTwoFactorCode: {
                  __typename: 'AuthError',
                  errorType: 'InvalidTwoFactorAuthCode',
                  failCount: 1,
                  lockedOutUntil: null,
                  message: 'That verification code was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
                },
              },
            },
    });
    renderModal({}, transport);
    enterEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Verification code from your authenticator app');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'That verification code was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
      ),
    );
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/m/callback/email?token=tf-tok&state=medium&operation=login'));
  });

  it('runs the sign-in machine: leaving the password step while its call runs drops a late answer', async () => {
    let answer!: (value: OperationResult<unknown>) => void;
    const transport = fakeTransport({ LoginWithPassword: () => new Promise((resolve) => (answer = resolve)) });
    renderModal({}, transport);
    enterEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your password.');
    expect(transport.request).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(transport.request).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Welcome back.' })).toBeTruthy();
    // The machine left enterEmail.password.signingIn, which stopped the call: its token goes nowhere.
    await act(async () => answer({ data: { loginWithPassword: { __typename: 'Token', value: 'late' } } }));
    expect(assign).not.toHaveBeenCalled();
  });

  it('closes on Escape and on the close button', () => {
    const { onClose } = renderModal();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('moves focus into the dialog, traps Tab and locks the page’s scroll', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const { unmount } = renderModal();
    const d = dialog();
    expect(d.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    const focusable = [...d.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])')];
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    unmount();
    expect(document.body.style.overflow).toBe('');
    outside.remove();
  });

  it('has no serious or critical axe violations on its steps', async () => {
    const check = async () => {
      const { violations } = await axe.run(dialog(), { rules: { 'color-contrast': { enabled: false } } });
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
    };
    const transport = fakeTransport({ SendAcctAuthEmail: () => SUSI });
    renderModal({ entryPoint: 'follow', target: 'Maya Chen' }, transport, { siteLinks: { terms: '/terms', privacy: '/privacy' } });
    expect(await check()).toEqual([]);
    enterEmail('ada@gmial.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }));
    expect(await check()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }));
    fireEvent.change(emailInput(), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(await check()).toEqual([]);
  });
});
