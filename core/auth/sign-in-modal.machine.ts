// reader-experience §2.13, §4, §8 and platform-reference §2.5, §4, §7.4, §8: the sign-in / sign-up modal.
// Steps: the options (SIGNIN_OPTIONS or SIGNUP_OPTIONS by operation), ENTER_EMAIL, UNRECOGNIZED_EMAIL and
// CHECK_YOUR_INBOX ("link" mode from md up, "code" mode below). Registration runs the captcha first and
// sends its value; a login is sent directly. On ENTER_EMAIL a login may sign in with a password instead
// (`enterEmail.password`): the password call answers with a token, a lockout message (reader-experience §8,
// counted from the answer's time) or a second-factor challenge, whose authenticator code is verified next.
// Every call is a `fromPromise` actor the composition root provides; a rejected promise is a network or
// unknown failure. Events to report go through `logEvent`, and a token accepted by the server ends the
// machine with the callback parameters as its output (and in `navigateToCallback`), so the composition
// root can go to the auth domain's callback. ui/auth/SignInModal.tsx runs it.
import {
  AUTH_CALLBACK_STATE,
  type AuthEmailType,
  type PasswordLoginResult,
  type SendAuthEmailResult,
  type VerifyLoginCodeResult,
} from './auth-results.ts';
import { assign, fromPromise, not, setup } from 'xstate';
import { lockoutMessage } from './lockout.policy.ts';
import { INVALID_EMAIL, validateEmail, validateLoginCode } from './validation.ts';

export type { AuthEmailType, PasswordLoginResult, SendAuthEmailResult, VerifyLoginCodeResult };
export type SignInOperation = 'login' | 'register';
export type SignInStep = 'SIGNIN_OPTIONS' | 'SIGNUP_OPTIONS' | 'ENTER_EMAIL' | 'UNRECOGNIZED_EMAIL' | 'CHECK_YOUR_INBOX';
export type InboxMode = 'link' | 'code';
export type ScreenSize = 'sm' | 'md' | 'lg';

/** platform-reference §7.4 sendAcctAuthEmail. */
export type SendAuthEmailInput = {
  email: string;
  operation: SignInOperation;
  redirect: string;
  fullName?: string;
  captchaValue?: string;
  type: AuthEmailType;
};

/** platform-reference §7.4 verifyLoginCode. */
export type VerifyLoginCodeInput = { code: string; email: string };

/** loginWithPassword (reader-experience §8 lockouts). */
export type LoginWithPasswordInput = { email: string; password: string; redirect: string };
/** verifyTwoFactorCode: the challenge a right password answered, and the authenticator's code. */
export type VerifyTwoFactorInput = { challenge: string; code: string };
/** A password or second-factor call's answer, with the time it came: lockouts count minutes from it. */
export type PasswordAnswer = { result: PasswordLoginResult; at: number };

/** platform-reference §7.4: "On Token the page goes to the auth domain callback with token, state "medium" and operation". */
export const CALLBACK_STATE = AUTH_CALLBACK_STATE;
export type AuthCallbackParams = { token: string; state: typeof CALLBACK_STATE; operation: SignInOperation };

export type SignInOutput = ({ kind: 'authenticated' } & AuthCallbackParams) | { kind: 'closed' };

/** platform-reference §8, with the spec's exact wording. Validation messages come from validation.ts. */
export const SIGN_IN_MESSAGES = {
  tryAgain: 'Please try again.',
  failedChallenge: 'reCAPTCHA verification failed.',
  unrecognizedTitle: "Sorry, we didn't recognize that email.",
  tooManyAttempts: 'Too many attempts. Please try again later.',
  invalidCode: 'Invalid code.',
  passwordMissing: 'Please enter your password.',
} as const;

/** The events the modal reports through `logEvent`. */
export const SIGN_IN_LOG_KEYS = {
  blocked: 'susi.blocked',
  error: 'susi.error',
  tooManyAttempts: 'susi.loginCode.tooManyAttempts',
} as const;

export type SignInContext = {
  step: SignInStep;
  operation: SignInOperation;
  email: string;
  fullName?: string;
  code: string;
  entryPoint: string;
  embedded: boolean;
  redirect: string;
  screen: ScreenSize;
  inboxMode: InboxMode;
  error: string | null;
  errorAction: null | 'needHelp';
  title: null | string;
  /** The captcha answer for the registration being sent; single use. */
  captchaValue: string | null;
  /** Set only by a Token result, just before the machine ends. */
  token: string | null;
  /** Password sign-in (a login on ENTER_EMAIL): the password, the challenge of an account with a second factor, its code. */
  password: string;
  challenge: string | null;
  secondFactor: string;
  /** The password sign-in's message; shown instead of `error` while set. */
  passwordError: string | null;
};

export type SignInInput = {
  operation?: SignInOperation;
  entryPoint: string;
  embedded?: boolean;
  redirect: string;
  screen: ScreenSize;
};

export type SignInEvent =
  | { type: 'signIn.chooseEmail' }
  | { type: 'signIn.toggleOperation' }
  | { type: 'signIn.editEmail'; email: string }
  | { type: 'signIn.editName'; fullName: string }
  | { type: 'signIn.submitEmail' }
  | { type: 'signIn.switchToCode' }
  | { type: 'signIn.editCode'; code: string }
  | { type: 'signIn.submitCode' }
  | { type: 'signIn.back' }
  | { type: 'signIn.allOptions' }
  | { type: 'signIn.createAccount' }
  | { type: 'signIn.togglePassword' }
  | { type: 'signIn.editPassword'; password: string }
  | { type: 'signIn.submitPassword' }
  | { type: 'signIn.editSecondFactor'; code: string }
  | { type: 'signIn.submitSecondFactor' }
  | { type: 'signIn.close' };

/** platform-reference §4: "link" mode on wide screens, "code" mode below the medium breakpoint. */
export const inboxModeFor = (screen: ScreenSize): InboxMode => (screen === 'sm' ? 'code' : 'link');

export const optionsStep = (operation: SignInOperation): SignInStep =>
  operation === 'login' ? 'SIGNIN_OPTIONS' : 'SIGNUP_OPTIONS';

/** What sendAcctAuthEmail is asked: the captcha value and the name travel with a registration only. */
export function sendAuthEmailInput(context: SignInContext, type: AuthEmailType): SendAuthEmailInput {
  const input: SendAuthEmailInput = { email: context.email, operation: context.operation, redirect: context.redirect, type };
  if (context.operation === 'register') {
    if (context.captchaValue !== null) input.captchaValue = context.captchaValue;
    const fullName = context.fullName?.trim();
    if (fullName) input.fullName = fullName;
  }
  return input;
}

/** reader-experience §8: the server's words for a refused password or code, else the lockout's own. */
export function passwordErrorMessage({ result, at }: PasswordAnswer): string | null {
  return result.__typename === 'AuthError' ? result.message || lockoutMessage(result, at) : null;
}

type SendParams = { result: SendAuthEmailResult };
type VerifyParams = { result: VerifyLoginCodeResult };
type PasswordParams = { answer: PasswordAnswer };
const messageOf = (result: { __typename: string; message?: string }): string => result.message ?? '';
const passwordAnswer = ({ event }: { event: { output: PasswordAnswer } }): PasswordParams => ({ answer: event.output });

export const signInModalMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    output: {} as SignInOutput,
    tags: {} as 'busy',
  },
  actors: {
    runCaptcha: fromPromise<string>(async () => {
      throw new Error('runCaptcha must be provided by the composition root');
    }),
    sendAuthEmail: fromPromise<SendAuthEmailResult, SendAuthEmailInput>(async () => {
      throw new Error('sendAuthEmail must be provided by the composition root');
    }),
    verifyLoginCode: fromPromise<VerifyLoginCodeResult, VerifyLoginCodeInput>(async () => {
      throw new Error('verifyLoginCode must be provided by the composition root');
    }),
    loginWithPassword: fromPromise<PasswordAnswer, LoginWithPasswordInput>(async () => {
      throw new Error('loginWithPassword must be provided by the composition root');
    }),
    verifyTwoFactorCode: fromPromise<PasswordAnswer, VerifyTwoFactorInput>(async () => {
      throw new Error('verifyTwoFactorCode must be provided by the composition root');
    }),
  },
  guards: {
    isRegistering: ({ context }) => context.operation === 'register',
    emailIsValid: ({ context }) => validateEmail(context.email).ok,
    codeIsValid: ({ context }) => validateLoginCode(context.code).ok,
    inCodeMode: ({ context }) => context.inboxMode === 'code',
    /** platform-reference §4: only a non-embedded login can switch from link to code mode. */
    canSwitchToCode: ({ context }) => !context.embedded && context.operation === 'login' && context.inboxMode === 'link',
    sentSusiMethod: (_, { result }: SendParams) => result.__typename === 'SusiMethod',
    sentFailedChallenge: (_, { result }: SendParams) => result.__typename === 'FailedChallenge',
    sentNotFound: (_, { result }: SendParams) => result.__typename === 'NotFound',
    verifiedToken: (_, { result }: VerifyParams) => result.__typename === 'Token',
    verifyTooManyRequests: (_, { result }: VerifyParams) => result.__typename === 'TooManyRequests',
    passwordMissing: ({ context }) => context.password === '',
    hasChallenge: ({ context }) => context.challenge !== null,
    answeredToken: (_, { answer }: PasswordParams) => answer.result.__typename === 'Token',
    answeredChallenge: (_, { answer }: PasswordParams) => answer.result.__typename === 'TwoFactorRequired',
  },
  actions: {
    /** Every step starts clean: no message, no title override. */
    enterStep: assign((_, params: { step: SignInStep }) => ({ step: params.step, error: null, errorAction: null, title: null })),
    enterOptionsStep: assign(({ context }) => ({ step: optionsStep(context.operation), error: null, errorAction: null, title: null })),
    toggleOperation: assign({ operation: ({ context }) => (context.operation === 'login' ? 'register' : 'login') as SignInOperation }),
    setOperation: assign({ operation: (_, params: { operation: SignInOperation }) => params.operation }),
    setEmail: assign({ email: (_, params: { email: string }) => params.email, error: null, errorAction: null }),
    setFullName: assign({ fullName: (_, params: { fullName: string }) => params.fullName, error: null, errorAction: null }),
    setCode: assign({ code: (_, params: { code: string }) => params.code, error: null, errorAction: null }),
    /** The e-mail is trimmed as it is accepted (platform-reference §5). */
    acceptEmail: assign(({ context }) => {
      const checked = validateEmail(context.email);
      return checked.ok ? { email: checked.email, error: null, errorAction: null } : {};
    }),
    rejectEmail: assign(({ context }) => {
      const checked = validateEmail(context.email);
      return checked.ok ? {} : { error: checked.message, errorAction: null };
    }),
    acceptCode: assign(({ context }) => {
      const checked = validateLoginCode(context.code);
      return checked.ok ? { code: checked.code, error: null, errorAction: null } : {};
    }),
    rejectCode: assign(({ context }) => {
      const checked = validateLoginCode(context.code);
      return checked.ok ? {} : { error: checked.message, errorAction: null };
    }),
    rememberCaptcha: assign({ captchaValue: (_, params: { value: string }) => params.value }),
    forgetCaptcha: assign({ captchaValue: null }),
    forgetEmail: assign({ email: '' }),
    resetCode: assign({ code: '' }),
    showInboxByScreen: assign({ inboxMode: ({ context }) => inboxModeFor(context.screen) }),
    showInboxCode: assign({ inboxMode: 'code' as InboxMode }),
    showUnrecognizedTitle: assign({ title: SIGN_IN_MESSAGES.unrecognizedTitle }),
    showError: assign((_, params: { message: string; needHelp?: boolean }) => ({
      error: params.message,
      errorAction: params.needHelp ? ('needHelp' as const) : null,
    })),
    rememberToken: assign({ token: (_, params: { token: string }) => params.token }),
    /** ENTER_EMAIL starts without a password, a challenge or their message. */
    forgetPassword: assign({ password: '', challenge: null, secondFactor: '', passwordError: null }),
    setPassword: assign({ password: (_, params: { password: string }) => params.password, passwordError: null }),
    setSecondFactor: assign({ secondFactor: (_, params: { code: string }) => params.code, passwordError: null }),
    clearPasswordError: assign({ passwordError: null }),
    showPasswordError: assign({ passwordError: (_, params: { message: string | null }) => params.message }),
    rememberChallenge: assign({ challenge: (_, { answer }: PasswordParams) => (answer.result.__typename === 'TwoFactorRequired' ? answer.result.challenge : null) }),
    rememberPasswordToken: assign({ token: (_, { answer }: PasswordParams) => (answer.result.__typename === 'Token' ? answer.result.value : null) }),
    /** Provided by the composition root: reports an event (platform-reference §7.2). */
    logEvent: (_, _params: { key: string }) => {},
    /** Provided by the composition root: goes to the auth domain's callback. */
    navigateToCallback: (_, _params: AuthCallbackParams) => {},
  },
}).createMachine({
  id: 'signInModal',
  context: ({ input }) => {
    const operation = input.operation ?? 'login';
    return {
      step: optionsStep(operation),
      operation,
      email: '',
      code: '',
      entryPoint: input.entryPoint,
      embedded: input.embedded ?? false,
      redirect: input.redirect,
      screen: input.screen,
      inboxMode: inboxModeFor(input.screen),
      error: null,
      errorAction: null,
      title: null,
      captchaValue: null,
      token: null,
      password: '',
      challenge: null,
      secondFactor: '',
      passwordError: null,
    };
  },
  output: ({ context }) =>
    context.token === null
      ? { kind: 'closed' }
      : { kind: 'authenticated', token: context.token, state: CALLBACK_STATE, operation: context.operation },
  initial: 'options',
  on: {
    'signIn.close': '.closed',
  },
  states: {
    options: {
      entry: 'enterOptionsStep',
      on: {
        'signIn.chooseEmail': 'enterEmail',
        'signIn.toggleOperation': { actions: ['toggleOperation', 'enterOptionsStep'] },
      },
    },

    enterEmail: {
      entry: [{ type: 'enterStep', params: { step: 'ENTER_EMAIL' } }, 'forgetPassword'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'signIn.editEmail': { actions: { type: 'setEmail', params: ({ event }) => ({ email: event.email }) } },
            'signIn.editName': { actions: { type: 'setFullName', params: ({ event }) => ({ fullName: event.fullName }) } },
            'signIn.submitEmail': [
              { guard: not('emailIsValid'), actions: 'rejectEmail' },
              // platform-reference §4: registration runs the captcha first; a login is sent directly.
              { guard: 'isRegistering', target: 'challenging', actions: 'acceptEmail' },
              { target: 'sending', actions: 'acceptEmail' },
            ],
            // Logins only: an account's password instead of an e-mail.
            'signIn.togglePassword': { guard: not('isRegistering'), target: 'password' },
            'signIn.back': '#signInModal.options',
          },
        },

        /** reader-experience §8: the e-mail and password of the account, then its second factor if it has one. */
        password: {
          entry: 'clearPasswordError',
          exit: 'clearPasswordError',
          initial: 'choosing',
          on: {
            'signIn.togglePassword': 'editing',
            'signIn.editEmail': { actions: [{ type: 'setEmail', params: ({ event }) => ({ email: event.email }) }, 'clearPasswordError'] },
            'signIn.editPassword': { actions: { type: 'setPassword', params: ({ event }) => ({ password: event.password }) } },
            'signIn.back': '#signInModal.options',
          },
          states: {
            // A challenge already answered (the password given, then the reader looked away) stays asked.
            choosing: {
              always: [{ guard: 'hasChallenge', target: 'secondFactor' }, { target: 'entering' }],
            },
            entering: {
              on: {
                'signIn.submitPassword': [
                  { guard: not('emailIsValid'), actions: { type: 'showPasswordError', params: { message: INVALID_EMAIL } } },
                  { guard: 'passwordMissing', actions: { type: 'showPasswordError', params: { message: SIGN_IN_MESSAGES.passwordMissing } } },
                  { target: 'signingIn' },
                ],
              },
            },
            signingIn: {
              tags: 'busy',
              entry: 'clearPasswordError',
              invoke: {
                src: 'loginWithPassword',
                input: ({ context }) => ({ email: context.email.trim(), password: context.password, redirect: context.redirect }),
                onDone: [
                  {
                    guard: { type: 'answeredToken', params: passwordAnswer },
                    target: '#signInModal.authenticated',
                    actions: { type: 'rememberPasswordToken', params: passwordAnswer },
                  },
                  {
                    guard: { type: 'answeredChallenge', params: passwordAnswer },
                    target: 'secondFactor',
                    actions: { type: 'rememberChallenge', params: passwordAnswer },
                  },
                  { target: 'entering', actions: { type: 'showPasswordError', params: ({ event }) => ({ message: passwordErrorMessage(event.output) }) } },
                ],
                onError: { target: 'entering', actions: { type: 'showPasswordError', params: { message: SIGN_IN_MESSAGES.tryAgain } } },
              },
            },
            secondFactor: {
              initial: 'entering',
              on: {
                'signIn.editSecondFactor': { actions: { type: 'setSecondFactor', params: ({ event }) => ({ code: event.code }) } },
              },
              states: {
                entering: {
                  on: { 'signIn.submitSecondFactor': 'verifying' },
                },
                verifying: {
                  tags: 'busy',
                  entry: 'clearPasswordError',
                  invoke: {
                    src: 'verifyTwoFactorCode',
                    input: ({ context }) => ({ challenge: context.challenge ?? '', code: context.secondFactor.trim() }),
                    onDone: [
                      {
                        guard: { type: 'answeredToken', params: passwordAnswer },
                        target: '#signInModal.authenticated',
                        actions: { type: 'rememberPasswordToken', params: passwordAnswer },
                      },
                      { target: 'entering', actions: { type: 'showPasswordError', params: ({ event }) => ({ message: passwordErrorMessage(event.output) }) } },
                    ],
                    onError: { target: 'entering', actions: { type: 'showPasswordError', params: { message: SIGN_IN_MESSAGES.tryAgain } } },
                  },
                },
              },
            },
          },
        },
        challenging: {
          tags: 'busy',
          invoke: {
            src: 'runCaptcha',
            onDone: { target: 'sending', actions: { type: 'rememberCaptcha', params: ({ event }) => ({ value: event.output }) } },
            onError: {
              target: 'editing',
              actions: [
                { type: 'logEvent', params: { key: SIGN_IN_LOG_KEYS.error } },
                { type: 'showError', params: { message: SIGN_IN_MESSAGES.tryAgain } },
              ],
            },
          },
        },
        sending: {
          tags: 'busy',
          exit: 'forgetCaptcha',
          invoke: {
            src: 'sendAuthEmail',
            input: ({ context }) => sendAuthEmailInput(context, 'DEFAULT_MAGIC_LINK'),
            onDone: [
              {
                guard: { type: 'sentSusiMethod', params: ({ event }) => ({ result: event.output }) },
                target: '#signInModal.checkYourInbox',
                actions: 'showInboxByScreen',
              },
              {
                guard: { type: 'sentNotFound', params: ({ event }) => ({ result: event.output }) },
                target: '#signInModal.unrecognizedEmail',
                actions: 'forgetEmail',
              },
              {
                guard: { type: 'sentFailedChallenge', params: ({ event }) => ({ result: event.output }) },
                target: 'editing',
                actions: [
                  { type: 'logEvent', params: { key: SIGN_IN_LOG_KEYS.blocked } },
                  { type: 'showError', params: { message: SIGN_IN_MESSAGES.failedChallenge, needHelp: true } },
                ],
              },
              {
                // BadRequest, RateLimited: the server's message (an empty one would show nothing: ask to try again).
                target: 'editing',
                actions: {
                  type: 'showError',
                  params: ({ event }) => ({ message: messageOf(event.output) || SIGN_IN_MESSAGES.tryAgain }),
                },
              },
            ],
            onError: {
              target: 'editing',
              actions: [
                { type: 'logEvent', params: { key: SIGN_IN_LOG_KEYS.error } },
                { type: 'showError', params: { message: SIGN_IN_MESSAGES.tryAgain } },
              ],
            },
          },
        },
      },
    },

    unrecognizedEmail: {
      entry: [{ type: 'enterStep', params: { step: 'UNRECOGNIZED_EMAIL' } }, 'showUnrecognizedTitle'],
      on: {
        'signIn.allOptions': {
          target: 'options',
          actions: { type: 'setOperation', params: { operation: 'login' } },
        },
        // The e-mail stays cleared: the reader types the address for the new account.
        'signIn.createAccount': {
          target: 'enterEmail',
          actions: { type: 'setOperation', params: { operation: 'register' } },
        },
        'signIn.back': 'enterEmail',
      },
    },

    checkYourInbox: {
      entry: [{ type: 'enterStep', params: { step: 'CHECK_YOUR_INBOX' } }, 'resetCode'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'inCodeMode', target: 'code' }, { target: 'link' }],
        },
        link: {
          on: {
            'signIn.switchToCode': { guard: 'canSwitchToCode', target: 'switchingToCode' },
            'signIn.back': '#signInModal.enterEmail',
          },
        },
        /** platform-reference §4: switching sends a new login-code e-mail; the link already sent stays valid. */
        switchingToCode: {
          tags: 'busy',
          invoke: {
            src: 'sendAuthEmail',
            input: ({ context }) => sendAuthEmailInput(context, 'LOGIN_CODE'),
            onDone: [
              {
                guard: { type: 'sentSusiMethod', params: ({ event }) => ({ result: event.output }) },
                target: 'code',
                actions: 'showInboxCode',
              },
              {
                guard: { type: 'sentNotFound', params: ({ event }) => ({ result: event.output }) },
                target: '#signInModal.unrecognizedEmail',
                actions: 'forgetEmail',
              },
              {
                guard: { type: 'sentFailedChallenge', params: ({ event }) => ({ result: event.output }) },
                target: 'link',
                actions: [
                  { type: 'logEvent', params: { key: SIGN_IN_LOG_KEYS.blocked } },
                  { type: 'showError', params: { message: SIGN_IN_MESSAGES.failedChallenge, needHelp: true } },
                ],
              },
              {
                target: 'link',
                actions: {
                  type: 'showError',
                  params: ({ event }) => ({ message: messageOf(event.output) || SIGN_IN_MESSAGES.tryAgain }),
                },
              },
            ],
            onError: {
              target: 'link',
              actions: [
                { type: 'logEvent', params: { key: SIGN_IN_LOG_KEYS.error } },
                { type: 'showError', params: { message: SIGN_IN_MESSAGES.tryAgain } },
              ],
            },
          },
        },
        code: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'signIn.editCode': { actions: { type: 'setCode', params: ({ event }) => ({ code: event.code }) } },
                'signIn.submitCode': [
                  { guard: 'codeIsValid', target: 'verifying', actions: 'acceptCode' },
                  { actions: 'rejectCode' },
                ],
                'signIn.back': '#signInModal.enterEmail',
              },
            },
            verifying: {
              tags: 'busy',
              invoke: {
                src: 'verifyLoginCode',
                input: ({ context }) => ({ code: context.code, email: context.email }),
                onDone: [
                  {
                    guard: { type: 'verifiedToken', params: ({ event }) => ({ result: event.output }) },
                    target: '#signInModal.authenticated',
                    actions: {
                      type: 'rememberToken',
                      params: ({ event }) => ({ token: event.output.__typename === 'Token' ? event.output.value : '' }),
                    },
                  },
                  {
                    guard: { type: 'verifyTooManyRequests', params: ({ event }) => ({ result: event.output }) },
                    target: 'editing',
                    actions: [
                      { type: 'logEvent', params: { key: SIGN_IN_LOG_KEYS.tooManyAttempts } },
                      { type: 'showError', params: { message: SIGN_IN_MESSAGES.tooManyAttempts } },
                    ],
                  },
                  {
                    // BadRequest, NotFound, RateLimited: the server's message, or "Invalid code." without one.
                    target: 'editing',
                    actions: {
                      type: 'showError',
                      params: ({ event }) => ({ message: messageOf(event.output) || SIGN_IN_MESSAGES.invalidCode }),
                    },
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: [
                    { type: 'logEvent', params: { key: SIGN_IN_LOG_KEYS.error } },
                    { type: 'showError', params: { message: SIGN_IN_MESSAGES.tryAgain } },
                  ],
                },
              },
            },
          },
        },
      },
    },

    authenticated: {
      type: 'final',
      entry: {
        type: 'navigateToCallback',
        params: ({ context }) => ({ token: context.token ?? '', state: CALLBACK_STATE, operation: context.operation }),
      },
    },
    closed: { type: 'final' },
  },
});
