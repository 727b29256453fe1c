import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import {
  signInModalMachine,
  SIGN_IN_MESSAGES,
  type AuthCallbackParams,
  type LoginWithPasswordInput,
  type PasswordAnswer,
  type PasswordLoginResult,
  type SendAuthEmailInput,
  type SendAuthEmailResult,
  type SignInEvent,
  type SignInInput,
  type SignInOperation,
  type SignInStep,
  type VerifyLoginCodeInput,
  type VerifyLoginCodeResult,
  type VerifyTwoFactorInput,
} from '../core/auth/sign-in-modal.machine.ts';
import { lockoutMessage } from '../core/auth/lockout.policy.ts';
import { validateEmail } from '../core/auth/validation.ts';

const INVALID_EMAIL = 'Please enter a valid email address.';
const INVALID_CODE = 'Login code must be 6 digits.';

/** An actor's answer: a value, or 'reject' for a network or unknown failure. */
type Answer<T> = T | 'reject';
type Call =
  | { kind: 'captcha'; operation: SignInOperation; answer: Answer<string> }
  | { kind: 'send'; input: SendAuthEmailInput; answer: Answer<SendAuthEmailResult> }
  | { kind: 'verify'; input: VerifyLoginCodeInput; answer: Answer<VerifyLoginCodeResult> };

type Answers = {
  captcha?: Answer<string>[];
  send?: Answer<SendAuthEmailResult>[];
  verify?: Answer<VerifyLoginCodeResult>[];
};

type Snapshot = SnapshotFrom<typeof signInModalMachine>;

const SUSI: SendAuthEmailResult = { __typename: 'SusiMethod', value: 'EMAIL' };
const TOKEN: VerifyLoginCodeResult = { __typename: 'Token', value: 'tok-1' };

/**
 * The machine with fake actors that answer at once, in turn from `answers` (cycling), recording every
 * call in order, every logged event and every callback. `onResolve` runs as an answer is handed back.
 */
function harness(input: Partial<SignInInput> = {}, answers: Answers = {}, onResolve: (call: Call) => void = () => {}) {
  const calls: Call[] = [];
  const logged: string[] = [];
  const callbacks: AuthCallbackParams[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const counts = { captcha: 0, send: 0, verify: 0 };
  const pick = <T>(list: Answer<T>[] | undefined, n: number, fallback: T): Answer<T> =>
    list && list.length > 0 ? list[n % list.length]! : fallback;

  async function answer<T>(call: Call & { answer: Answer<T> }): Promise<T> {
    calls.push(call);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await Promise.resolve();
      onResolve(call);
      if (call.answer === 'reject') throw new Error('network');
      return call.answer;
    } finally {
      inFlight--;
    }
  }

  const machine = signInModalMachine.provide({
    actors: {
      runCaptcha: fromPromise<string>(() =>
        answer({ kind: 'captcha', operation: actor.getSnapshot().context.operation, answer: pick(answers.captcha, counts.captcha++, 'captcha-ok') }),
      ),
      sendAuthEmail: fromPromise<SendAuthEmailResult, SendAuthEmailInput>(({ input }) =>
        answer({ kind: 'send', input, answer: pick(answers.send, counts.send++, SUSI) }),
      ),
      verifyLoginCode: fromPromise<VerifyLoginCodeResult, VerifyLoginCodeInput>(({ input }) =>
        answer({ kind: 'verify', input, answer: pick(answers.verify, counts.verify++, TOKEN) }),
      ),
    },
    actions: {
      logEvent: (_, params) => void logged.push(params.key),
      navigateToCallback: (_, params) => void callbacks.push(params),
    },
  });
  const actor = createActor(machine, {
    input: { entryPoint: 'follow', redirect: 'https://quire.test/@ada/p1', screen: 'lg', ...input },
  });
  return { actor, calls, logged, callbacks, maxInFlight: () => maxInFlight };
}

type Harness = ReturnType<typeof harness>;

/** Sends the events in order, letting the actors answer after each. */
async function drive(h: Harness, ...events: SignInEvent[]): Promise<Snapshot> {
  for (const event of events) {
    h.actor.send(event);
    await waitFor(h.actor, (s) => !s.hasTag('busy'));
  }
  return h.actor.getSnapshot();
}

const email = (value: string): SignInEvent => ({ type: 'signIn.editEmail', email: value });
const code = (value: string): SignInEvent => ({ type: 'signIn.editCode', code: value });
const ev = (type: Exclude<SignInEvent['type'], 'signIn.editEmail' | 'signIn.editName' | 'signIn.editCode'>) => ({ type }) as SignInEvent;

/** The step the UI should show for a snapshot (the machine's states, drawn). */
function expectedStep(s: Snapshot): SignInStep | undefined {
  if (s.matches('options')) return s.context.operation === 'login' ? 'SIGNIN_OPTIONS' : 'SIGNUP_OPTIONS';
  if (s.matches('enterEmail')) return 'ENTER_EMAIL';
  if (s.matches('unrecognizedEmail')) return 'UNRECOGNIZED_EMAIL';
  if (s.matches('checkYourInbox')) return 'CHECK_YOUR_INBOX';
  return undefined;
}

async function toInbox(input: Partial<SignInInput> = {}, answers: Answers = {}) {
  const h = harness(input, answers);
  h.actor.start();
  if (input.operation === 'register') await drive(h, ev('signIn.chooseEmail'), email('new@example.com'), ev('signIn.submitEmail'));
  else await drive(h, ev('signIn.chooseEmail'), email('ada@example.com'), ev('signIn.submitEmail'));
  return h;
}

describe('reader-experience §2.13 / platform-reference §2.5, §4, §7.4, §8: the sign-in modal machine', () => {
  describe('steps and operation', () => {
    it('opens on the options for a login by default, and for a registration when asked', () => {
      const login = harness().actor.start().getSnapshot();
      expect(login.context).toMatchObject({ step: 'SIGNIN_OPTIONS', operation: 'login', error: null, title: null, entryPoint: 'follow' });
      const register = harness({ operation: 'register', entryPoint: 'getStarted' }).actor.start().getSnapshot();
      expect(register.context).toMatchObject({ step: 'SIGNUP_OPTIONS', operation: 'register', entryPoint: 'getStarted' });
    });

    it('toggles the operation between login and register, and the options step with it', async () => {
      const h = harness();
      h.actor.start();
      let s = await drive(h, ev('signIn.toggleOperation'));
      expect(s.context).toMatchObject({ step: 'SIGNUP_OPTIONS', operation: 'register' });
      s = await drive(h, ev('signIn.toggleOperation'));
      expect(s.context).toMatchObject({ step: 'SIGNIN_OPTIONS', operation: 'login' });
    });

    it('goes to ENTER_EMAIL with the e-mail option and back to the options', async () => {
      const h = harness({ operation: 'register' });
      h.actor.start();
      let s = await drive(h, ev('signIn.chooseEmail'));
      expect(s.matches({ enterEmail: 'editing' })).toBe(true);
      expect(s.context.step).toBe('ENTER_EMAIL');
      s = await drive(h, ev('signIn.back'));
      expect(s.context.step).toBe('SIGNUP_OPTIONS');
    });

    it('ends with a closed output when closed', async () => {
      const h = await toInbox();
      h.actor.send(ev('signIn.close'));
      expect(h.actor.getSnapshot().status).toBe('done');
      expect(h.actor.getSnapshot().output).toEqual({ kind: 'closed' });
      expect(h.callbacks).toEqual([]);
    });
  });

  describe('sending the e-mail (sendAcctAuthEmail)', () => {
    it('sends a login directly, with the trimmed e-mail and no captcha, and shows CHECK_YOUR_INBOX on SusiMethod', async () => {
      const h = harness();
      h.actor.start();
      const s = await drive(h, ev('signIn.chooseEmail'), email('  ada@example.com '), { type: 'signIn.editName', fullName: 'Ada' }, ev('signIn.submitEmail'));
      expect(h.calls.map((c) => c.kind)).toEqual(['send']);
      expect(h.calls[0]).toMatchObject({
        input: { email: 'ada@example.com', operation: 'login', redirect: 'https://quire.test/@ada/p1', type: 'DEFAULT_MAGIC_LINK' },
      });
      expect(h.calls[0]!.kind === 'send' && h.calls[0]!.input).not.toHaveProperty('captchaValue');
      expect(h.calls[0]!.kind === 'send' && h.calls[0]!.input).not.toHaveProperty('fullName');
      expect(s.context).toMatchObject({ step: 'CHECK_YOUR_INBOX', email: 'ada@example.com', inboxMode: 'link', error: null });
    });

    it('runs the captcha first for a registration, and sends its value with the name', async () => {
      const h = harness({ operation: 'register' }, { captcha: ['captcha-123'] });
      h.actor.start();
      const s = await drive(h, ev('signIn.chooseEmail'), { type: 'signIn.editName', fullName: ' Ada Lovelace ' }, email('ada@example.com'), ev('signIn.submitEmail'));
      expect(h.calls.map((c) => c.kind)).toEqual(['captcha', 'send']);
      expect(h.calls[1]).toMatchObject({
        input: { email: 'ada@example.com', operation: 'register', fullName: 'Ada Lovelace', captchaValue: 'captcha-123', type: 'DEFAULT_MAGIC_LINK' },
      });
      expect(s.context.step).toBe('CHECK_YOUR_INBOX');
      expect(s.context.captchaValue).toBeNull();
    });

    it('runs a fresh captcha for every registration attempt', async () => {
      const h = harness({ operation: 'register' }, { captcha: ['c1', 'c2'], send: [{ __typename: 'BadRequest', message: 'Try later.' }, SUSI] });
      h.actor.start();
      await drive(h, ev('signIn.chooseEmail'), email('ada@example.com'), ev('signIn.submitEmail'), ev('signIn.submitEmail'));
      expect(h.calls.map((c) => (c.kind === 'send' ? `send:${c.input.captchaValue}` : c.kind))).toEqual(['captcha', 'send:c1', 'captcha', 'send:c2']);
    });

    it('a failing captcha sends nothing, logs susi.error and asks to try again', async () => {
      const h = harness({ operation: 'register' }, { captcha: ['reject'] });
      h.actor.start();
      const s = await drive(h, ev('signIn.chooseEmail'), email('ada@example.com'), ev('signIn.submitEmail'));
      expect(h.calls.map((c) => c.kind)).toEqual(['captcha']);
      expect(h.logged).toEqual(['susi.error']);
      expect(s.context).toMatchObject({ step: 'ENTER_EMAIL', error: 'Please try again.' });
    });

    it('shows CHECK_YOUR_INBOX in link mode from md up and in code mode below md', async () => {
      for (const [screen, mode] of [['sm', 'code'], ['md', 'link'], ['lg', 'link']] as const) {
        for (const operation of ['login', 'register'] as const) {
          const s = (await toInbox({ screen, operation })).actor.getSnapshot();
          expect(s.context.inboxMode, `${screen} ${operation}`).toBe(mode);
          expect(s.matches({ checkYourInbox: mode === 'code' ? 'code' : 'link' })).toBe(true);
        }
      }
    });

    it('BadRequest shows the server message', async () => {
      const h = harness({}, { send: [{ __typename: 'BadRequest', message: 'That email is not allowed.' }] });
      h.actor.start();
      const s = await drive(h, ev('signIn.chooseEmail'), email('ada@example.com'), ev('signIn.submitEmail'));
      expect(s.context).toMatchObject({ step: 'ENTER_EMAIL', error: 'That email is not allowed.', errorAction: null, email: 'ada@example.com' });
      expect(h.logged).toEqual([]);
    });

    it("FailedChallenge logs susi.blocked and shows 'reCAPTCHA verification failed.' with a Need help? link", async () => {
      const h = harness({ operation: 'register' }, { send: [{ __typename: 'FailedChallenge', message: 'blocked' }] });
      h.actor.start();
      const s = await drive(h, ev('signIn.chooseEmail'), email('ada@example.com'), ev('signIn.submitEmail'));
      expect(h.logged).toEqual(['susi.blocked']);
      expect(s.context).toMatchObject({ step: 'ENTER_EMAIL', error: 'reCAPTCHA verification failed.', errorAction: 'needHelp' });
      // Typing again clears the message and its link.
      expect((await drive(h, email('ada@example.org'))).context).toMatchObject({ error: null, errorAction: null });
    });

    it("NotFound clears the e-mail and shows UNRECOGNIZED_EMAIL titled 'Sorry, we didn't recognize that email.'", async () => {
      const h = harness({}, { send: [{ __typename: 'NotFound', message: 'No such user' }] });
      h.actor.start();
      const s = await drive(h, ev('signIn.chooseEmail'), email('ada@example.com'), ev('signIn.submitEmail'));
      expect(s.context).toMatchObject({ step: 'UNRECOGNIZED_EMAIL', email: '', title: "Sorry, we didn't recognize that email.", error: null });
    });

    it('a network or unknown failure logs susi.error and shows "Please try again."', async () => {
      const h = harness({}, { send: ['reject'] });
      h.actor.start();
      const s = await drive(h, ev('signIn.chooseEmail'), email('ada@example.com'), ev('signIn.submitEmail'));
      expect(h.logged).toEqual(['susi.error']);
      expect(s.context).toMatchObject({ step: 'ENTER_EMAIL', error: 'Please try again.', email: 'ada@example.com' });
    });

    it('an invalid e-mail calls nothing and shows the validation message', async () => {
      for (const operation of ['login', 'register'] as const) {
        const h = harness({ operation });
        h.actor.start();
        let s = await drive(h, ev('signIn.chooseEmail'), email('ada@example'), ev('signIn.submitEmail'));
        expect(s.context).toMatchObject({ step: 'ENTER_EMAIL', error: INVALID_EMAIL });
        s = await drive(h, email('   '), ev('signIn.submitEmail'));
        expect(s.context.error).toBe(INVALID_EMAIL);
        expect(h.calls).toEqual([]);
      }
    });

    it('ignores a submit while the e-mail is being sent', async () => {
      let release: (r: SendAuthEmailResult) => void = () => {};
      const sent: SendAuthEmailInput[] = [];
      const machine = signInModalMachine.provide({
        actors: {
          sendAuthEmail: fromPromise<SendAuthEmailResult, SendAuthEmailInput>(({ input }) => {
            sent.push(input);
            return new Promise((resolve) => (release = resolve));
          }),
        },
      });
      const actor = createActor(machine, { input: { entryPoint: 'clap', redirect: '/', screen: 'md' } }).start();
      actor.send(ev('signIn.chooseEmail'));
      actor.send(email('ada@example.com'));
      actor.send(ev('signIn.submitEmail'));
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      actor.send(ev('signIn.submitEmail'));
      actor.send(email('other@example.com'));
      actor.send(ev('signIn.submitEmail'));
      expect(sent).toHaveLength(1);
      expect(actor.getSnapshot().context.email).toBe('ada@example.com');
      release(SUSI);
      const s = await waitFor(actor, (x) => !x.hasTag('busy'));
      expect(s.context.step).toBe('CHECK_YOUR_INBOX');
      expect(sent).toHaveLength(1);
    });
  });

  describe('UNRECOGNIZED_EMAIL', () => {
    const notFound: Answers = { send: [{ __typename: 'NotFound', message: '' }, SUSI] };

    it('offers all sign-in options again, as a login', async () => {
      const h = harness({ operation: 'register' }, { send: [{ __typename: 'NotFound', message: '' }] });
      h.actor.start();
      const s = await drive(h, ev('signIn.chooseEmail'), email('ada@example.com'), ev('signIn.submitEmail'), ev('signIn.allOptions'));
      expect(s.context).toMatchObject({ step: 'SIGNIN_OPTIONS', operation: 'login', title: null });
    });

    it('creates an account: operation register, ENTER_EMAIL, the e-mail still cleared; the next send runs the captcha', async () => {
      const h = harness({}, notFound);
      h.actor.start();
      let s = await drive(h, ev('signIn.chooseEmail'), email('ada@example.com'), ev('signIn.submitEmail'), ev('signIn.createAccount'));
      expect(s.context).toMatchObject({ step: 'ENTER_EMAIL', operation: 'register', email: '', title: null });
      s = await drive(h, email('ada@example.com'), ev('signIn.submitEmail'));
      expect(h.calls.map((c) => c.kind)).toEqual(['send', 'captcha', 'send']);
      expect(s.context.step).toBe('CHECK_YOUR_INBOX');
    });
  });

  describe('switching to a login code', () => {
    it('a non-embedded login in link mode sends a new LOGIN_CODE e-mail and shows code mode', async () => {
      const h = await toInbox({ screen: 'lg' });
      const s = await drive(h, ev('signIn.switchToCode'));
      expect(h.calls.map((c) => (c.kind === 'send' ? c.input.type : c.kind))).toEqual(['DEFAULT_MAGIC_LINK', 'LOGIN_CODE']);
      expect(h.calls[1]).toMatchObject({ input: { email: 'ada@example.com', operation: 'login' } });
      expect(s.context).toMatchObject({ step: 'CHECK_YOUR_INBOX', inboxMode: 'code' });
      expect(s.matches({ checkYourInbox: { code: 'editing' } })).toBe(true);
    });

    it('is refused when embedded or when registering', async () => {
      for (const input of [{ embedded: true }, { operation: 'register' as const }]) {
        const h = await toInbox(input);
        const before = h.calls.length;
        const s = await drive(h, ev('signIn.switchToCode'));
        expect(h.calls.length).toBe(before);
        expect(s.context.inboxMode).toBe('link');
      }
    });

    it('stays in link mode with the message when the login-code e-mail is not sent', async () => {
      const h = await toInbox({}, { send: [SUSI, 'reject'] });
      const s = await drive(h, ev('signIn.switchToCode'));
      expect(s.context).toMatchObject({ step: 'CHECK_YOUR_INBOX', inboxMode: 'link', error: 'Please try again.' });
      expect(h.logged).toEqual(['susi.error']);
    });
  });

  describe('verifying the login code (verifyLoginCode)', () => {
    const codeInbox = (answers: Answers = {}) => toInbox({ screen: 'sm' }, answers);

    it('on Token ends authenticated with token, state "medium" and operation, and goes to the callback', async () => {
      const h = await codeInbox({ verify: [{ __typename: 'Token', value: 'jwt-42' }] });
      const s = await drive(h, code(' 123456 '), ev('signIn.submitCode'));
      expect(h.calls.at(-1)).toMatchObject({ kind: 'verify', input: { code: '123456', email: 'ada@example.com' } });
      expect(s.status).toBe('done');
      expect(s.output).toEqual({ kind: 'authenticated', token: 'jwt-42', state: 'medium', operation: 'login' });
      expect(h.callbacks).toEqual([{ token: 'jwt-42', state: 'medium', operation: 'login' }]);
    });

    it('a registration verified by code carries operation register', async () => {
      const h = await toInbox({ screen: 'sm', operation: 'register' });
      const s = await drive(h, code('000111'), ev('signIn.submitCode'));
      expect(s.output).toEqual({ kind: 'authenticated', token: 'tok-1', state: 'medium', operation: 'register' });
    });

    it('TooManyRequests logs the exceeded-attempts event and shows "Too many attempts. Please try again later."', async () => {
      const h = await codeInbox({ verify: [{ __typename: 'TooManyRequests', message: 'slow down' }] });
      const s = await drive(h, code('123456'), ev('signIn.submitCode'));
      expect(h.logged).toEqual(['susi.loginCode.tooManyAttempts']);
      expect(s.context).toMatchObject({ step: 'CHECK_YOUR_INBOX', error: 'Too many attempts. Please try again later.' });
      expect(s.status).toBe('active');
    });

    it('BadRequest, NotFound and RateLimited show the server message, or "Invalid code." without one', async () => {
      for (const typename of ['BadRequest', 'NotFound', 'RateLimited'] as const) {
        const h = await codeInbox({ verify: [{ __typename: typename, message: `${typename} says no` }, { __typename: typename, message: '' }] });
        let s = await drive(h, code('123456'), ev('signIn.submitCode'));
        expect(s.context.error).toBe(`${typename} says no`);
        s = await drive(h, ev('signIn.submitCode'));
        expect(s.context.error).toBe('Invalid code.');
        expect(s.matches({ checkYourInbox: { code: 'editing' } })).toBe(true);
        expect(h.logged).toEqual([]);
      }
    });

    it('a network failure logs susi.error and shows "Please try again."', async () => {
      const h = await codeInbox({ verify: ['reject'] });
      const s = await drive(h, code('123456'), ev('signIn.submitCode'));
      expect(h.logged).toEqual(['susi.error']);
      expect(s.context.error).toBe('Please try again.');
    });

    it('an invalid code calls nothing and shows "Login code must be 6 digits."', async () => {
      const h = await codeInbox();
      const before = h.calls.length;
      for (const bad of ['12345', '1234567', 'abcdef', '12 456', '']) {
        const s = await drive(h, code(bad), ev('signIn.submitCode'));
        expect(s.context.error, bad).toBe(INVALID_CODE);
      }
      expect(h.calls.length).toBe(before);
    });
  });

  describe('properties over random event sequences', () => {
    const serverMessage = fc.constantFrom('', 'Email is not allowed.', 'Code expired.', 'Slow down.', 'Please try again.');
    const sendAnswer: fc.Arbitrary<Answer<SendAuthEmailResult>> = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('EMAIL', 'LOGIN_CODE').map((value) => ({ __typename: 'SusiMethod' as const, value })) },
      {
        weight: 3,
        arbitrary: fc.record({ __typename: fc.constantFrom('BadRequest' as const, 'FailedChallenge' as const, 'NotFound' as const), message: serverMessage }),
      },
      { weight: 1, arbitrary: fc.constant('reject' as const) },
    );
    const verifyAnswer: fc.Arbitrary<Answer<VerifyLoginCodeResult>> = fc.oneof(
      { weight: 3, arbitrary: fc.stringMatching(/^tok-[a-z0-9]{1,6}$/).map((value) => ({ __typename: 'Token' as const, value })) },
      {
        weight: 3,
        arbitrary: fc.record({
          __typename: fc.constantFrom('BadRequest' as const, 'NotFound' as const, 'RateLimited' as const, 'TooManyRequests' as const),
          message: serverMessage,
        }),
      },
      { weight: 1, arbitrary: fc.constant('reject' as const) },
    );
    // Mostly well-formed payloads, so that sequences get past validation and into the later steps.
    const emailText = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('ada@example.com', ' bob@quire.dev ', 'a@b.co') },
      { weight: 1, arbitrary: fc.constantFrom('not-an-email', '', 'x@y', 'ada@example') },
      { weight: 1, arbitrary: fc.emailAddress() },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    );
    const codeText = fc.oneof(
      { weight: 4, arbitrary: fc.stringMatching(/^\d{6}$/) },
      { weight: 1, arbitrary: fc.constantFrom(' 123456 ', '12345', 'abcdef', '') },
      { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
    );
    const event: fc.Arbitrary<SignInEvent> = fc.oneof(
      { weight: 6, arbitrary: fc.constant(ev('signIn.chooseEmail')) },
      { weight: 2, arbitrary: fc.constant(ev('signIn.toggleOperation')) },
      { weight: 6, arbitrary: emailText.map(email) },
      { weight: 2, arbitrary: fc.string({ maxLength: 10 }).map((fullName): SignInEvent => ({ type: 'signIn.editName', fullName })) },
      { weight: 8, arbitrary: fc.constant(ev('signIn.submitEmail')) },
      { weight: 4, arbitrary: fc.constant(ev('signIn.switchToCode')) },
      { weight: 5, arbitrary: codeText.map(code) },
      { weight: 6, arbitrary: fc.constant(ev('signIn.submitCode')) },
      { weight: 2, arbitrary: fc.constant(ev('signIn.back')) },
      { weight: 2, arbitrary: fc.constant(ev('signIn.allOptions')) },
      { weight: 2, arbitrary: fc.constant(ev('signIn.createAccount')) },
      { weight: 1, arbitrary: fc.constant(ev('signIn.close')) },
    );
    // Single random events, mixed with bursts a reader would type (so that runs get past the forms).
    const burst: fc.Arbitrary<SignInEvent[]> = fc.oneof(
      { weight: 6, arbitrary: event.map((e) => [e]) },
      { weight: 3, arbitrary: emailText.map((e) => [ev('signIn.chooseEmail'), email(e), ev('signIn.submitEmail')]) },
      { weight: 2, arbitrary: codeText.map((c) => [code(c), ev('signIn.submitCode')]) },
      { weight: 2, arbitrary: codeText.map((c) => [ev('signIn.switchToCode'), code(c), ev('signIn.submitCode')]) },
    );
    const scenario = fc.record({
      input: fc.record({
        operation: fc.constantFrom(undefined, 'login' as const, 'register' as const),
        embedded: fc.boolean(),
        screen: fc.constantFrom('sm' as const, 'md' as const, 'lg' as const),
      }),
      answers: fc.record({
        captcha: fc.array(fc.oneof(fc.stringMatching(/^cap-[a-z0-9]{1,4}$/), fc.constant('reject' as const)), { minLength: 1, maxLength: 4 }),
        send: fc.array(sendAnswer, { minLength: 1, maxLength: 6 }),
        verify: fc.array(verifyAnswer, { minLength: 1, maxLength: 6 }),
      }),
      // Each step sends its events back to back; `settle: false` sends the next step's at once too,
      // while the actors may still be answering.
      steps: fc.array(fc.record({ events: burst, settle: fc.boolean() }), { minLength: 3, maxLength: 20, size: 'max' }),
    });

    it('holds the step, send, message and authentication invariants', async () => {
      // How often the runs got where the invariants bite (so the property is not vacuous).
      const reached = { inbox: 0, codeBySwitch: 0, unrecognized: 0, authenticated: 0, errors: 0 };
      await fc.assert(
        fc.asyncProperty(scenario, async ({ input, answers, steps }) => {
          const violations: string[] = [];
          // The latest answer handed back, consumed by the first transition it justifies.
          let freshSusi: { type: SendAuthEmailInput['type'] } | null = null;
          let freshToken: string | null = null;
          const h = harness(input, answers, (call) => {
            if (call.kind === 'send') freshSusi = call.answer !== 'reject' && call.answer.__typename === 'SusiMethod' ? { type: call.input.type } : null;
            if (call.kind === 'verify') freshToken = call.answer !== 'reject' && call.answer.__typename === 'Token' ? call.answer.value : null;
          });
          const allowed = new Set<string>([...Object.values(SIGN_IN_MESSAGES), INVALID_EMAIL, INVALID_CODE]);
          for (const a of [...answers.send, ...answers.verify]) if (a !== 'reject' && 'message' in a && a.message) allowed.add(a.message);

          let prev: Snapshot | null = null;
          h.actor.subscribe((s) => {
            if (s.status === 'active') {
              if (s.context.step !== expectedStep(s)) violations.push(`step ${s.context.step} in ${JSON.stringify(s.value)}`);
              const inbox = s.matches('checkYourInbox');
              const wasInbox = prev?.matches('checkYourInbox') ?? false;
              if (inbox && (!wasInbox || prev!.context.inboxMode !== s.context.inboxMode)) {
                // CHECK_YOUR_INBOX, or its code mode, only on a SusiMethod answer not used before.
                const sent = freshSusi as { type: SendAuthEmailInput['type'] } | null;
                if (sent === null) violations.push('CHECK_YOUR_INBOX without a SusiMethod result');
                else if (wasInbox && sent.type !== 'LOGIN_CODE') violations.push('code mode without a LOGIN_CODE e-mail');
                else if (!wasInbox && sent.type !== 'DEFAULT_MAGIC_LINK') violations.push('inbox entered by a LOGIN_CODE e-mail');
                freshSusi = null;
                if (wasInbox) reached.codeBySwitch++;
                else reached.inbox++;
              }
              if (inbox && s.context.inboxMode === 'code' && s.context.operation === 'register' && input.screen !== 'sm') {
                violations.push('a registration switched to code mode');
              }
              if (s.context.error !== null) {
                reached.errors++;
                if (!allowed.has(s.context.error)) violations.push(`unexpected message ${JSON.stringify(s.context.error)}`);
              }
              if (s.context.errorAction === 'needHelp' && s.context.error !== SIGN_IN_MESSAGES.failedChallenge) violations.push('needHelp without FailedChallenge');
              if (s.matches('unrecognizedEmail')) {
                if (!(prev?.matches('unrecognizedEmail') ?? false)) reached.unrecognized++;
                if (s.context.email !== '' || s.context.title !== SIGN_IN_MESSAGES.unrecognizedTitle) violations.push('UNRECOGNIZED_EMAIL keeps the e-mail or lacks its title');
              }
            } else if (s.status === 'done' && s.output?.kind === 'authenticated') {
              reached.authenticated++;
              if (freshToken === null || s.output.token !== freshToken) violations.push('authenticated without a Token result');
              if (!prev?.matches({ checkYourInbox: { code: 'verifying' } })) violations.push('authenticated from outside verifying');
            }
            prev = s;
          });
          h.actor.start();

          for (const { events, settle } of steps) {
            for (const e of events) if (h.actor.getSnapshot().status === 'active') h.actor.send(e);
            if (settle) await waitFor(h.actor, (s) => !s.hasTag('busy'));
          }
          const end = await waitFor(h.actor, (s) => !s.hasTag('busy'));

          expect(violations).toEqual([]);
          // Never two calls at once: a submit while sending is ignored.
          expect(h.maxInFlight()).toBeLessThanOrEqual(1);
          // The calls themselves: valid, trimmed input; captcha first for registration and only then.
          h.calls.forEach((call, i) => {
            const before = h.calls[i - 1];
            const after = h.calls[i + 1];
            if (call.kind === 'captcha') {
              expect(call.operation).toBe('register');
              // An answered captcha is used at once by the registration it was run for.
              if (call.answer !== 'reject' && after) expect(after).toMatchObject({ kind: 'send', input: { operation: 'register', captchaValue: call.answer } });
            } else if (call.kind === 'send') {
              const checked = validateEmail(call.input.email);
              expect(checked.ok && checked.email === call.input.email).toBe(true);
              if (call.input.operation === 'register') {
                expect(call.input.type).toBe('DEFAULT_MAGIC_LINK');
                expect(before).toMatchObject({ kind: 'captcha', answer: call.input.captchaValue });
              } else {
                expect(call.input).not.toHaveProperty('captchaValue');
                expect(call.input).not.toHaveProperty('fullName');
              }
              if (call.input.type === 'LOGIN_CODE') expect([input.embedded, call.input.operation]).toEqual([false, 'login']);
            } else {
              expect(call.input.code).toMatch(/^\d{6}$/);
            }
          });
          // The callback is taken exactly when the machine ends authenticated, with its output.
          if (end.status === 'done' && end.output?.kind === 'authenticated') {
            const { kind: _kind, ...params } = end.output;
            expect(h.callbacks).toEqual([params]);
            expect(params.state).toBe('medium');
          } else {
            expect(h.callbacks).toEqual([]);
          }
        }),
        { numRuns: 100 },
      );
      expect(reached.inbox).toBeGreaterThan(0);
      expect(reached.unrecognized).toBeGreaterThan(0);
      expect(reached.errors).toBeGreaterThan(0);
      expect(reached.codeBySwitch + reached.authenticated).toBeGreaterThan(0);
    });
  });
});

describe('reader-experience §8 sign-in errors: password sign-in and the second factor in the sign-in modal machine', () => {
  type PasswordCall = { kind: 'password'; input: LoginWithPasswordInput } | { kind: 'twoFactor'; input: VerifyTwoFactorInput };
  const AT = 1_767_614_400_000;

  /** The machine with password actors answering in turn from `answers` ('reject' fails the call), at the time AT. */
  function passwordHarness(answers: (PasswordLoginResult | 'reject')[]) {
    const calls: PasswordCall[] = [];
    const callbacks: AuthCallbackParams[] = [];
    const next = async (call: PasswordCall): Promise<PasswordAnswer> => {
      calls.push(call);
      const answer = answers.shift();
      if (answer === undefined || answer === 'reject') throw new Error('network');
      return { result: answer, at: AT };
    };
    const machine = signInModalMachine.provide({
      actors: {
        loginWithPassword: fromPromise<PasswordAnswer, LoginWithPasswordInput>(({ input }) => next({ kind: 'password', input })),
        verifyTwoFactorCode: fromPromise<PasswordAnswer, VerifyTwoFactorInput>(({ input }) => next({ kind: 'twoFactor', input })),
      },
      actions: { navigateToCallback: (_, params) => void callbacks.push(params) },
    });
    const actor = createActor(machine, { input: { entryPoint: 'signIn', redirect: '/@ada', screen: 'lg' } }).start();
    const send = async (...events: SignInEvent[]) => {
      for (const event of events) {
        actor.send(event);
        await waitFor(actor, (s) => !s.hasTag('busy'));
      }
      return actor.getSnapshot();
    };
    return { actor, calls, callbacks, send };
  }

  const toPassword = (h: ReturnType<typeof passwordHarness>, address = ' ada@example.com ') =>
    h.send(ev('signIn.chooseEmail'), email(address), ev('signIn.togglePassword'));

  it('is offered to logins only, and toggles back to the e-mail form with its message gone', async () => {
    const h = passwordHarness([]);
    let s = await toPassword(h);
    expect(s.matches({ enterEmail: { password: 'entering' } })).toBe(true);
    s = await h.send(ev('signIn.submitPassword'));
    expect(s.context.passwordError).toBe(SIGN_IN_MESSAGES.passwordMissing);
    s = await h.send(ev('signIn.togglePassword'));
    expect(s.matches({ enterEmail: 'editing' })).toBe(true);
    expect(s.context.passwordError).toBeNull();
    const register = passwordHarness([]);
    s = await register.send(ev('signIn.toggleOperation'), ev('signIn.chooseEmail'), ev('signIn.togglePassword'));
    expect(s.matches({ enterEmail: 'editing' })).toBe(true);
  });

  it('checks the e-mail and the password before calling, then sends the trimmed address with the redirect', async () => {
    const h = passwordHarness([{ __typename: 'Token', value: 'pw-tok' }]);
    let s = await toPassword(h, 'not-an-email');
    s = await h.send(ev('signIn.submitPassword'));
    expect(s.context.passwordError).toBe(INVALID_EMAIL);
    s = await h.send(email(' ada@example.com '), { type: 'signIn.editPassword', password: 'right' }, ev('signIn.submitPassword'));
    expect(h.calls).toEqual([{ kind: 'password', input: { email: 'ada@example.com', password: 'right', redirect: '/@ada' } }]);
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ kind: 'authenticated', token: 'pw-tok', state: 'medium', operation: 'login' });
    expect(h.callbacks).toEqual([{ token: 'pw-tok', state: 'medium', operation: 'login' }]);
  });

  it('shows the server’s words for a refused password, else the lockout counted from the answer’s time; a failure asks to try again', async () => {
    const h = passwordHarness([
      { __typename: 'AuthError', errorType: 'PasswordSoftLockout', failCount: 6, lockedOutUntil: AT + 2 * 60_000, message: '' },
      { __typename: 'AuthError', errorType: 'InvalidPassword', failCount: 1, lockedOutUntil: null, message: 'Wrong.' },
      'reject',
    ]);
    await toPassword(h);
    let s = await h.send({ type: 'signIn.editPassword', password: 'x' }, ev('signIn.submitPassword'));
    expect(s.context.passwordError).toBe(lockoutMessage({ errorType: 'PasswordSoftLockout', failCount: 6, lockedOutUntil: AT + 2 * 60_000 }, AT));
    expect(s.context.passwordError).toBe('Due to too many password attempts, your account is locked for 2 minutes.');
    s = await h.send(ev('signIn.submitPassword'));
    expect(s.context.passwordError).toBe('Wrong.');
    s = await h.send(ev('signIn.submitPassword'));
    expect(s.context.passwordError).toBe(SIGN_IN_MESSAGES.tryAgain);
    expect(s.matches({ enterEmail: { password: 'entering' } })).toBe(true);
  });

  it('asks an account with two factors for its code, keeps the challenge across a toggle, and signs in with the trimmed code', async () => {
    const h = passwordHarness([
      { __typename: 'TwoFactorRequired', challenge: 'ch-1' },
      { __typename: 'AuthError', errorType: 'InvalidTwoFactorAuthCode', failCount: 1, lockedOutUntil: null, message: 'Bad code.' },
      { __typename: 'Token', value: 'tf-tok' },
    ]);
    await toPassword(h);
    let s = await h.send({ type: 'signIn.editPassword', password: 'right' }, ev('signIn.submitPassword'));
    expect(s.matches({ enterEmail: { password: { secondFactor: 'entering' } } })).toBe(true);
    s = await h.send(ev('signIn.togglePassword'), ev('signIn.togglePassword'));
    expect(s.matches({ enterEmail: { password: 'secondFactor' } })).toBe(true);
    s = await h.send({ type: 'signIn.editSecondFactor', code: '000000' }, ev('signIn.submitSecondFactor'));
    expect(s.context.passwordError).toBe('Bad code.');
    s = await h.send({ type: 'signIn.editSecondFactor', code: ' 123456 ' }, ev('signIn.submitSecondFactor'));
    expect(h.calls.slice(1)).toEqual([
      { kind: 'twoFactor', input: { challenge: 'ch-1', code: '000000' } },
      { kind: 'twoFactor', input: { challenge: 'ch-1', code: '123456' } },
    ]);
    expect(s.output).toEqual({ kind: 'authenticated', token: 'tf-tok', state: 'medium', operation: 'login' });
  });

  it('starts over when ENTER_EMAIL is entered again: no password, challenge or message carried', async () => {
    const h = passwordHarness([{ __typename: 'TwoFactorRequired', challenge: 'ch-1' }]);
    await toPassword(h);
    await h.send({ type: 'signIn.editPassword', password: 'right' }, ev('signIn.submitPassword'), ev('signIn.back'), ev('signIn.chooseEmail'));
    const s = h.actor.getSnapshot();
    expect(s.matches({ enterEmail: 'editing' })).toBe(true);
    expect(s.context).toMatchObject({ password: '', challenge: null, secondFactor: '', passwordError: null });
  });
});
