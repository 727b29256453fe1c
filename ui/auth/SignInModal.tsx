// reader-experience §2.13 and platform-reference §2.5, §4, §7.4, §8: the sign-in / sign-up modal, drawn by
// the one modal dialog (ui/components/ModalDialog.tsx: focus moved in and trapped, Escape and the close
// button close it, focus back on the opener) over a page that does not scroll. The steps, the operation,
// password sign-in with an account's second factor (reader-experience §8 lockouts) and every result of the
// calls are core's sign-in machine (core/auth/sign-in-modal.machine.ts, drawn in the statechart gallery):
// this file draws the step the machine is in and sends it the reader's events; the GraphQL calls and the
// way to the callback are ui/auth/sign-in-actors.ts, given to the machine here.
// 600px wide from md (728px), 678px from lg (904px), full screen below md: see sign-in-modal.css.
import { PasskeySignInButton } from './PasskeySignIn.tsx';
import { useMachine } from '@xstate/react';
import { useId, useMemo, type ReactNode } from 'react';
import { signInModalMachine, type ScreenSize, type SignInContext, type SignInEvent } from '../../core/auth/sign-in-modal.machine.ts';
import { consentLine, signInButtons, signInCopy, type SignInButton } from '../../core/auth/sign-in-options.ts';
import { gmailTypoHint, gmailTypoSuggestion, INVALID_EMAIL } from '../../core/auth/validation.ts';
import type { SiteLinks } from '../../core/layout/footer-links.ts';
import { SOCIAL_ROUTES } from '../../core/auth/sign-in-links.ts';
import { hrefFor } from '../chrome/links.ts';
import { Avatar } from '../components/Avatar.tsx';
import { ModalDialog } from '../components/ModalDialog.tsx';
import { usePageData } from '../data.tsx';
import { usePorts } from '../ports.tsx';
import type { SignInModalProps } from './sign-in.tsx';
import { signInImplementations } from './sign-in-actors.ts';
import './sign-in-modal.css';

/** reader-experience §2.13 sizes: lg from 904px, md from 728px, sm below. */
function screenSize(): ScreenSize {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'md';
  if (window.matchMedia('(min-width: 904px)').matches) return 'lg';
  return window.matchMedia('(min-width: 728px)').matches ? 'md' : 'sm';
}

// ——— The dialog ———

export function SignInModal({ request, onClose, opener }: SignInModalProps) {
  const { state, transport } = usePageData();
  const { clock } = usePorts();
  const titleId = useId();
  const machine = useMemo(() => signInModalMachine.provide(signInImplementations(transport, clock)), [transport, clock]);
  const [snapshot, send] = useMachine(machine, {
    input: { operation: request.operation, entryPoint: request.entryPoint, redirect: request.redirect, screen: screenSize() },
  });
  const context = snapshot.context;
  const busy = snapshot.hasTag('busy');

  const close = () => {
    // A second close (a double click while the page unmounts the dialog) has no machine left to tell.
    if (snapshot.status === 'active') send({ type: 'signIn.close' });
    onClose();
  };

  // Focus moves into the dialog on open and whenever the step changes (not when the operation toggles):
  // to the step's first field or button when it has one marked, else to its title.
  const isOptions = context.step === 'SIGNIN_OPTIONS' || context.step === 'SIGNUP_OPTIONS';
  const focusKey = isOptions ? 'options' : `${context.step}:${context.inboxMode}`;

  const done = snapshot.status === 'done';
  const stepProps: StepProps = { context, busy, send, titleId };
  let body: ReactNode;
  switch (context.step) {
    case 'SIGNIN_OPTIONS':
    case 'SIGNUP_OPTIONS':
      body = (
        <OptionsStep
          {...stepProps}
          request={request}
          productName={state.productName}
          buttons={signInButtons(new Set(state.flags), typeof navigator === 'undefined' ? '' : navigator.userAgent, new Set(state.socialProviders))}
          siteLinks={state.siteLinks}
        />
      );
      break;
    case 'ENTER_EMAIL':
      body = (
        <EmailStep
          {...stepProps}
          done={done}
          withPassword={snapshot.matches({ enterEmail: 'password' })}
          secondFactor={snapshot.matches({ enterEmail: { password: 'secondFactor' } })}
        />
      );
      break;
    case 'UNRECOGNIZED_EMAIL':
      body = <UnrecognizedStep {...stepProps} />;
      break;
    case 'CHECK_YOUR_INBOX':
      body = (
        <InboxStep
          {...stepProps}
          done={done}
          canSwitchToCode={snapshot.can({ type: 'signIn.switchToCode' }) || snapshot.matches({ checkYourInbox: 'switchingToCode' })}
        />
      );
      break;
  }

  return (
    <ModalDialog
      block="sign-in-modal"
      labelledBy={titleId}
      onClose={close}
      busy={busy}
      focusKey={focusKey}
      returnFocus={opener === undefined ? undefined : () => opener}
      lockScroll
      data={{ 'data-step': context.step }}
    >
      <div className="sign-in-modal__content">{body}</div>
    </ModalDialog>
  );
}

// ——— Steps ———

type StepProps = {
  context: SignInContext;
  busy: boolean;
  send: (event: SignInEvent) => void;
  titleId: string;
};

function Title({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} tabIndex={-1} className="sign-in-modal__title">
      {children}
    </h2>
  );
}

/** The message of the step, announced as it changes; a failed challenge offers help (platform-reference §8). */
function Alert({ message, needHelp }: { message: string | null; needHelp: boolean }) {
  return (
    <p role="alert" className="sign-in-modal__error">
      {message}
      {message && needHelp && (
        <>
          {' '}
          <a href={hrefFor('ShowHelp')}>Need help?</a>
        </>
      )}
    </p>
  );
}

/** Decorative marks beside the provider names (the names carry the meaning). */
const PROVIDER_GLYPHS: Record<SignInButton, string> = { Google: 'G', Facebook: 'f', Apple: 'A', Twitter: 'X', Email: '' };

function EnvelopeImage() {
  return (
    <svg className="sign-in-modal__image" width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="8" y="16" width="48" height="34" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M9 18l23 18 23-18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** The consent line, with Terms of Service and Privacy Policy linked when the operator configured them. */
function Consent({ productName, operation, siteLinks }: { productName: string; operation: 'login' | 'register'; siteLinks: SiteLinks }) {
  const text = consentLine(productName, operation);
  const links: [string, string | undefined][] = [
    ['Terms of Service', siteLinks.terms],
    ['Privacy Policy', siteLinks.privacy],
  ];
  const parts: ReactNode[] = [];
  let rest = text;
  for (const [phrase, href] of links) {
    const at = rest.indexOf(phrase);
    if (!href || at < 0) continue;
    parts.push(rest.slice(0, at), <a key={phrase} href={href}>{phrase}</a>);
    rest = rest.slice(at + phrase.length);
  }
  parts.push(rest);
  return <p className="sign-in-modal__consent">{parts}</p>;
}

function OptionsStep({
  context,
  send,
  titleId,
  request,
  productName,
  buttons,
  siteLinks,
}: StepProps & { request: SignInModalProps['request']; productName: string; buttons: SignInButton[]; siteLinks: SiteLinks }) {
  const login = context.operation === 'login';
  const copy = signInCopy(request.entryPoint, context.operation, productName, request.target);
  const verb = login ? 'Sign in' : 'Sign up';
  return (
    <>
      {request.target && (
        <div className="sign-in-modal__avatar">
          <Avatar id={request.target} name={request.target} size="L" />
        </div>
      )}
      <Title id={titleId}>
        {copy.title}
      </Title>
      <p className="sign-in-modal__body">{copy.body}</p>
      <ul className="sign-in-modal__buttons">
        {buttons.map((button, i) => (
          <li key={button}>
            <button
              type="button"
              className="sign-in-modal__option"
              data-autofocus={i === 0 ? true : undefined}
              onClick={() => {
                if (button === 'Email') send({ type: 'signIn.chooseEmail' });
                // Only configured providers have a button (core/auth/sign-in-options.ts): it takes over.
                else window.location.assign(hrefFor(SOCIAL_ROUTES[button].start, { operation: context.operation, redirect: request.redirect }));
              }}
            >
              <span className="sign-in-modal__glyph" aria-hidden="true">
                {button === 'Email' ? <EnvelopeGlyph /> : PROVIDER_GLYPHS[button]}
              </span>
              {verb} with {button === 'Email' ? 'email' : button}
            </button>
          </li>
        ))}
        {/* A browser without WebAuthn gets no button that leads nowhere. */}
        {login && typeof window !== 'undefined' && 'PublicKeyCredential' in window && (
          <li>
            <PasskeySignInButton redirect={request.redirect} />
          </li>
        )}
      </ul>
      <p className="sign-in-modal__toggle">
        {login ? 'No account?' : 'Already have an account?'}{' '}
        <button
          type="button"
          className="sign-in-modal__link"
          onClick={() => send({ type: 'signIn.toggleOperation' })}
        >
          {login ? 'Create one' : 'Sign in'}
        </button>
      </p>
      <Consent productName={productName} operation={context.operation} siteLinks={siteLinks} />
    </>
  );
}

function EnvelopeGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" focusable="false">
      <rect x="2.5" y="4.5" width="15" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M3 5.5l7 5.5 7-5.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

/**
 * ENTER_EMAIL: the address to send a link and code to — or, for a login, the address and password of the
 * account and then, for an account with two factors, its authenticator's code (the machine's
 * enterEmail.password states).
 */
function EmailStep({ context, busy, send, titleId, done, withPassword, secondFactor }: StepProps & { done: boolean; withPassword: boolean; secondFactor: boolean }) {
  const fieldId = useId();
  const login = context.operation === 'login';
  const suggestion = gmailTypoSuggestion(context.email);
  const disabled = busy || done;
  return (
    <>
      <EnvelopeImage />
      <Title id={titleId}>
        {login ? 'Sign in with email' : 'Sign up with email'}
      </Title>
      <p className="sign-in-modal__body">
        {withPassword
          ? 'Enter the email address and password of your account.'
          : login
            ? 'Enter the email address of your account, and we’ll send you a sign-in link and code.'
            : 'Enter your email address, and we’ll send you a link and code to create your account.'}
      </p>
      <form
        className="sign-in-modal__form"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: secondFactor ? 'signIn.submitSecondFactor' : withPassword ? 'signIn.submitPassword' : 'signIn.submitEmail' });
        }}
        noValidate
        aria-busy={disabled}
      >
        <label className="sign-in-modal__label" htmlFor={`${fieldId}-email`}>
          Your email
        </label>
        <input
          id={`${fieldId}-email`}
          className="sign-in-modal__input"
          type="email"
          name="email"
          autoComplete="email"
          value={context.email}
          aria-invalid={context.error === INVALID_EMAIL || undefined}
          aria-describedby={`${fieldId}-error`}
          data-autofocus
          onChange={(e) => send({ type: 'signIn.editEmail', email: e.target.value })}
        />
        {suggestion && (
          <p className="sign-in-modal__hint">
            <button type="button" className="sign-in-modal__link" onClick={() => send({ type: 'signIn.editEmail', email: suggestion })}>
              {gmailTypoHint(suggestion)}
            </button>
          </p>
        )}
        {!login && (
          <>
            <label className="sign-in-modal__label" htmlFor={`${fieldId}-name`}>
              Your full name <span className="sign-in-modal__optional">(optional)</span>
            </label>
            <input
              id={`${fieldId}-name`}
              className="sign-in-modal__input"
              type="text"
              name="name"
              autoComplete="name"
              value={context.fullName ?? ''}
              onChange={(e) => send({ type: 'signIn.editName', fullName: e.target.value })}
            />
          </>
        )}
        {secondFactor && (
          <>
            <label className="sign-in-modal__label" htmlFor={`${fieldId}-second-factor`}>
              Verification code from your authenticator app
            </label>
            {/* Issue 21: or one of the account's recovery codes ('abcde-fghjk'), which is why this is not digits only. */}
            <input
              id={`${fieldId}-second-factor`}
              className="sign-in-modal__input sign-in-modal__code"
              type="text"
              name="verificationCode"
              inputMode="text"
              autoComplete="one-time-code"
              aria-describedby={`${fieldId}-second-factor-help`}
              maxLength={13}
              value={context.secondFactor}
              autoFocus
              onChange={(e) => send({ type: 'signIn.editSecondFactor', code: e.target.value })}
            />
            <p id={`${fieldId}-second-factor-help`} className="sign-in-modal__hint">
              Lost your authenticator? Enter one of your recovery codes instead.
            </p>
          </>
        )}
        {withPassword && !secondFactor && (
          <>
            <label className="sign-in-modal__label" htmlFor={`${fieldId}-password`}>
              Password
            </label>
            <input
              id={`${fieldId}-password`}
              className="sign-in-modal__input"
              type="password"
              name="password"
              autoComplete="current-password"
              value={context.password}
              onChange={(e) => send({ type: 'signIn.editPassword', password: e.target.value })}
            />
          </>
        )}
        <div id={`${fieldId}-error`}>
          <Alert message={context.passwordError ?? context.error} needHelp={context.passwordError === null && context.errorAction === 'needHelp'} />
        </div>
        <button type="submit" className="button sign-in-modal__submit" disabled={disabled}>
          {withPassword ? 'Sign in' : 'Continue'}
        </button>
      </form>
      <div className="sign-in-modal__secondary">
        {login && (
          <button type="button" className="sign-in-modal__link" aria-pressed={withPassword} onClick={() => send({ type: 'signIn.togglePassword' })}>
            Sign in with password
          </button>
        )}
        <button type="button" className="sign-in-modal__link" onClick={() => send({ type: 'signIn.back' })}>
          Back
        </button>
      </div>
    </>
  );
}

function UnrecognizedStep({ context, send, titleId }: StepProps) {
  return (
    <>
      <Title id={titleId}>
        {context.title}
      </Title>
      <p className="sign-in-modal__body">Try another address, see all the ways to sign in, or create an account with a new one.</p>
      <div className="sign-in-modal__actions">
        <button type="button" className="button" onClick={() => send({ type: 'signIn.createAccount' })}>
          Create account
        </button>
        <button type="button" className="button button--outline" onClick={() => send({ type: 'signIn.allOptions' })}>
          All sign-in options
        </button>
        <button type="button" className="sign-in-modal__link" onClick={() => send({ type: 'signIn.back' })}>
          Try another email
        </button>
      </div>
    </>
  );
}

function InboxStep({ context, busy, send, titleId, done, canSwitchToCode }: StepProps & { done: boolean; canSwitchToCode: boolean }) {
  const fieldId = useId();
  const login = context.operation === 'login';
  return (
    <>
      <EnvelopeImage />
      <Title id={titleId}>
        Check your inbox
      </Title>
      {context.inboxMode === 'link' ? (
        <>
          <p className="sign-in-modal__body">
            Click the link we sent to <strong>{context.email}</strong> to {login ? 'sign in' : 'finish creating your account'}.
          </p>
          <Alert message={context.error} needHelp={context.errorAction === 'needHelp'} />
          <div className="sign-in-modal__actions">
            {canSwitchToCode && (
              <button
                type="button"
                className="button button--outline"
                disabled={busy}
                aria-busy={busy}
                onClick={() => send({ type: 'signIn.switchToCode' })}
              >
                Enter a code instead
              </button>
            )}
          </div>
        </>
      ) : (
        <form
          className="sign-in-modal__form"
          noValidate
          aria-busy={busy || done}
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'signIn.submitCode' });
          }}
        >
          <p className="sign-in-modal__body">
            Enter the 6-digit code we sent to <strong>{context.email}</strong>.
          </p>
          <label className="sign-in-modal__label" htmlFor={`${fieldId}-code`}>
            6-digit code
          </label>
          <input
            id={`${fieldId}-code`}
            className="sign-in-modal__input sign-in-modal__code"
            type="text"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={context.code}
            aria-describedby={`${fieldId}-error`}
            data-autofocus
            onChange={(e) => send({ type: 'signIn.editCode', code: e.target.value })}
          />
          <div id={`${fieldId}-error`}>
            <Alert message={context.error} needHelp={context.errorAction === 'needHelp'} />
          </div>
          <button type="submit" className="button sign-in-modal__submit" disabled={busy || done}>
            Sign in
          </button>
        </form>
      )}
      <div className="sign-in-modal__secondary">
        <button type="button" className="sign-in-modal__link" disabled={busy || done} onClick={() => send({ type: 'signIn.back' })}>
          Use a different email
        </button>
      </div>
    </>
  );
}
