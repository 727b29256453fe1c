// /me/settings/security (issue 21, reader-experience §2.2 anchors #security, #connections, #developers, #tokens):
// where you are signed in, your password, two-factor sign-in with an authenticator app and its recovery codes,
// passkeys, the social sign-in providers of this site, and integration tokens for the /v1 API. Each change goes
// through one mutation and the tab reads its state again afterwards; the rules are the server's and core's.
import { useState, type FormEvent, type ReactNode } from 'react';
import { SOCIAL_ROUTES, type SocialProvider } from '../../core/auth/sign-in-links.ts';
import { hrefFor } from '../chrome/links.ts';
import { RECOVERY_CODES_SHOWN_ONCE, recoveryCodesLeftText } from '../../core/security/recovery-codes.ts';
import { TabBody } from './TabBody.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import type { SecuritySettingsQueryData } from '../generated/operations.ts';
import { registerPasskey } from './passkey-client.ts';
import {
  CreateIntegrationTokenMutation,
  DisconnectSignInProviderMutation,
  RegenerateRecoveryCodesMutation,
  RemovePasskeyMutation,
  RevokeIntegrationTokenMutation,
  RevokeOtherSessionsMutation,
  RevokeSessionMutation,
  SecuritySettingsQuery,
  SetPasswordMutation,
  StartTwoFactorEnrollmentMutation,
  TurnOffTwoFactorMutation,
  TurnOnTwoFactorMutation,
} from './security-queries.ts';
import './security-settings.css';

type Settings = SecuritySettingsQueryData['securitySettings'];
type Outcome = { ok: boolean; message: string } | null;

/** Dates in UTC, the same on the server and in the browser. */
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const when = (ms: number | null | undefined) => (ms == null ? 'Never' : `${DATE.format(new Date(ms))} UTC`);

function Message({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p className={outcome.ok ? 'security-settings__ok' : 'security-settings__error'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.message}
    </p>
  );
}

function Section({ id, title, children, headingLevel = 2 }: { id?: string; title: string; children: ReactNode; headingLevel?: 1 | 2 }) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-title`;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section id={id} className="security-settings__section" aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {children}
    </section>
  );
}

/**
 * The preloaded security settings, and `run`: runs a mutation; its error's message, or null; then reads the state
 * again. The tab and the /password page (ui/settings/PasswordPage.tsx) share it.
 */
export function useSecuritySettings(): { settings: Settings | null; run: Run; transport: PartProps['transport'] } {
  const { transport } = usePageData();
  const first = usePreloaded(SecuritySettingsQuery, {})?.securitySettings ?? null;
  const [settings, setSettings] = useState<Settings | null>(first);
  async function run<T>(call: () => Promise<{ data?: T | null; errors?: readonly { message: string }[] }>): Promise<{ data: T | null; error: string | null }> {
    if (!transport) return { data: null, error: 'Please wait for the page to finish loading.' };
    try {
      const result = await call();
      const fresh = await transport.request(SecuritySettingsQuery, {});
      if (fresh.data?.securitySettings) setSettings(fresh.data.securitySettings);
      return { data: result.data ?? null, error: result.errors?.[0]?.message ?? (result.data ? null : 'Something went wrong. Please try again.') };
    } catch {
      return { data: null, error: 'Something went wrong. Please try again.' };
    }
  }
  return { settings, run, transport };
}

export function SecuritySettings() {
  const { settings, run, transport } = useSecuritySettings();
  if (!settings) return <p className="membership-error">Your security settings could not be loaded. Please reload the page.</p>;

  return (
    <TabBody>
      <div className="security-settings">
        <Sessions settings={settings} run={run} transport={transport} />
        <Password hasPassword={settings.hasPassword} run={run} transport={transport} />
        <TwoFactor settings={settings} run={run} transport={transport} />
        <Passkeys settings={settings} run={run} transport={transport} />
        <Connections settings={settings} run={run} transport={transport} />
        <Tokens settings={settings} run={run} transport={transport} />
      </div>
    </TabBody>
  );
}

type Run = <T>(call: () => Promise<{ data?: T | null; errors?: readonly { message: string }[] }>) => Promise<{ data: T | null; error: string | null }>;
type PartProps = { settings: Settings; run: Run; transport: ReturnType<typeof usePageData>['transport'] };

function Sessions({ settings, run, transport }: PartProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const others = settings.sessions.filter((s) => !s.current).length;
  return (
    <Section id="security" title="Where you're signed in">
      <p className="security-settings__help">{settings.placeExplanation}</p>
      <table className="security-settings__table">
        <caption className="visually-hidden">Your active sessions</caption>
        <thead>
          <tr>
            <th scope="col">Device</th>
            <th scope="col">Browser</th>
            <th scope="col">Place</th>
            <th scope="col">Last seen</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {settings.sessions.map((s) => (
            <tr key={s.id}>
              <td>{s.device}</td>
              <td>{s.browser}</td>
              <td>{s.place}</td>
              <td>{s.current ? 'Now' : when(s.lastSeenAt ?? s.signedInAt)}</td>
              <td>
                {s.current ? (
                  <span className="security-settings__badge">This session</span>
                ) : (
                  <button
                    type="button"
                    className="button button--outline button--small"
                    aria-label={`Sign out ${s.browser} on ${s.device}, last seen ${when(s.lastSeenAt ?? s.signedInAt)}`}
                    onClick={async () => {
                      const { error } = await run(() => transport!.request(RevokeSessionMutation, { id: s.id }));
                      setOutcome(error ? { ok: false, message: error } : { ok: true, message: `Signed out ${s.browser} on ${s.device}.` });
                    }}
                  >
                    Sign out
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {others > 0 && (
        <button
          type="button"
          className="button button--outline button--small"
          onClick={async () => {
            const { data, error } = await run(() => transport!.request(RevokeOtherSessionsMutation, {}));
            setOutcome(error ? { ok: false, message: error } : { ok: true, message: `Signed out ${data?.revokeOtherSessions ?? 0} other session(s).` });
          }}
        >
          Sign out all other sessions
        </button>
      )}
      <Message outcome={outcome} />
    </Section>
  );
}

/** The password form: set one, or change it (the current one first). Also the whole of /password (crupdate-password). */
export function Password({ hasPassword, run, transport, headingLevel = 2 }: { hasPassword: boolean; run: Run; transport: PartProps['transport']; headingLevel?: 1 | 2 }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { data, error } = await run(() => transport!.request(SetPasswordMutation, { currentPassword: hasPassword ? current : null, newPassword: next }));
    setOutcome(error ? { ok: false, message: error } : { ok: true, message: data?.setPassword ?? '' });
    if (!error) {
      setCurrent('');
      setNext('');
    }
  };
  return (
    <Section title="Password" headingLevel={headingLevel}>
      <p className="security-settings__help">
        {hasPassword ? 'You can sign in with your password as well as an e-mailed code.' : 'You sign in with e-mailed codes. Set a password to sign in with it too.'}
      </p>
      <form className="security-settings__form" onSubmit={submit}>
        {hasPassword && (
          <label>
            Current password
            <input type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.currentTarget.value)} required />
          </label>
        )}
        <label>
          New password
          <input type="password" autoComplete="new-password" value={next} minLength={8} onChange={(e) => setNext(e.currentTarget.value)} required />
        </label>
        <button type="submit" className="button">
          {hasPassword ? 'Change password' : 'Set password'}
        </button>
      </form>
      <Message outcome={outcome} />
    </Section>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <div className="security-settings__codes" role="region" aria-label="Your recovery codes">
      <p>{RECOVERY_CODES_SHOWN_ONCE}</p>
      <ul>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={onDone}>
        I have saved them
      </button>
    </div>
  );
}

function TwoFactor({ settings, run, transport }: PartProps) {
  const [enrolment, setEnrolment] = useState<{ secret: string; qrCode: string } | null>(null);
  const [code, setCode] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const start = async () => {
    const { data, error } = await run(() => transport!.request(StartTwoFactorEnrollmentMutation, { currentCode: currentCode || null }));
    const answer = data?.startTwoFactorEnrollment;
    if (error || !answer) return setOutcome({ ok: false, message: error ?? 'Please try again.' });
    setOutcome(null);
    setEnrolment({ secret: answer.secret, qrCode: answer.qrCode });
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const { data, error } = await run(() => transport!.request(TurnOnTwoFactorMutation, { code, currentCode: currentCode || null }));
    if (error || !data) return setOutcome({ ok: false, message: error ?? 'Please try again.' });
    setEnrolment(null);
    setCode('');
    setCodes(data.turnOnTwoFactor);
    setOutcome({ ok: true, message: 'Two-factor sign-in is on. Signing in with your password now asks for a code from your authenticator app.' });
  };
  const withCode = async (action: 'off' | 'regenerate') => {
    if (action === 'off') {
      const { error } = await run(() => transport!.request(TurnOffTwoFactorMutation, { code: currentCode }));
      setOutcome(error ? { ok: false, message: error } : { ok: true, message: 'Two-factor sign-in is off.' });
    } else {
      const { data, error } = await run(() => transport!.request(RegenerateRecoveryCodesMutation, { code: currentCode }));
      if (error || !data) return setOutcome({ ok: false, message: error ?? 'Please try again.' });
      setCodes(data.regenerateRecoveryCodes);
      setOutcome({ ok: true, message: 'New recovery codes made; the old ones no longer work.' });
    }
    setCurrentCode('');
  };

  return (
    <Section title="Two-factor sign-in">
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      {settings.twoFactorEnabled ? (
        <>
          <p className="security-settings__help">Two-factor sign-in is on: signing in with your password also asks for a code from your authenticator app.</p>
          <p className="security-settings__help">{recoveryCodesLeftText(settings.recoveryCodesLeft)}</p>
          <div className="security-settings__form">
            <label>
              Code from your authenticator app, or a recovery code
              <input inputMode="text" autoComplete="one-time-code" value={currentCode} onChange={(e) => setCurrentCode(e.currentTarget.value)} />
            </label>
            <div className="security-settings__actions">
              <button type="button" className="button button--outline button--small" onClick={() => void withCode('regenerate')}>
                Make new recovery codes
              </button>
              <button type="button" className="button button--outline button--small" onClick={() => void withCode('off')}>
                Turn off two-factor sign-in
              </button>
            </div>
          </div>
        </>
      ) : enrolment ? (
        <form className="security-settings__form" onSubmit={confirm}>
          <p className="security-settings__help">Scan this QR code with your authenticator app, or type the key into it; then enter the 6-digit code it shows.</p>
          <img className="security-settings__qr" src={enrolment.qrCode} alt="QR code to add this account to your authenticator app" width={200} height={200} />
          <p className="security-settings__help">
            Key: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <label>
            6-digit code
            <input inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" value={code} onChange={(e) => setCode(e.currentTarget.value)} required />
          </label>
          <button type="submit" className="button">
            Turn on
          </button>
        </form>
      ) : (
        <>
          <p className="security-settings__help">Add an authenticator app (such as one on your phone) so that signing in with your password needs a code from it too.</p>
          <button type="button" className="button" onClick={() => void start()}>
            Set up an authenticator app
          </button>
        </>
      )}
      <Message outcome={outcome} />
    </Section>
  );
}

function Passkeys({ settings, run, transport }: PartProps) {
  const [name, setName] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!transport) return;
    const result = await registerPasskey(transport, name);
    await run(async () => ({ data: true }));
    setOutcome(result.ok ? { ok: true, message: `Passkey "${name.trim()}" added. You can sign in with it, without an e-mailed code.` } : { ok: false, message: result.message });
    if (result.ok) setName('');
  };
  return (
    <Section title="Passkeys">
      <p className="security-settings__help">A passkey signs you in with this device's screen lock or a security key, without an e-mailed code.</p>
      {settings.passkeys.length === 0 ? (
        <p className="security-settings__help">You have no passkeys yet.</p>
      ) : (
        <ul className="security-settings__list" aria-label="Your passkeys">
          {settings.passkeys.map((p) => (
            <li key={p.id}>
              <span>
                <strong>{p.name}</strong> · added {when(p.createdAt)} · last used {when(p.lastUsedAt)}
              </span>
              <button
                type="button"
                className="button button--outline button--small"
                aria-label={`Remove passkey ${p.name}`}
                onClick={async () => {
                  const { error } = await run(() => transport!.request(RemovePasskeyMutation, { id: p.id }));
                  setOutcome(error ? { ok: false, message: error } : { ok: true, message: `Passkey "${p.name}" removed.` });
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="security-settings__form" onSubmit={add}>
        <label>
          Passkey name
          <input value={name} maxLength={64} placeholder="e.g. My laptop" onChange={(e) => setName(e.currentTarget.value)} required />
        </label>
        <button type="submit" className="button">
          Add a passkey
        </button>
      </form>
      <Message outcome={outcome} />
    </Section>
  );
}

/** #connections (issue 21): connect a configured provider through its sign-in flow, or disconnect it. */
function Connections({ settings, run, transport }: PartProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <Section id="connections" title="Connected accounts">
      <p className="security-settings__help">
        Sign in with a connected account instead of an e-mailed code. You can always sign in with a code or link sent to your
        e-mail address, so disconnecting one never locks you out.
      </p>
      <ul className="security-settings__list" aria-label="Sign-in providers">
        {settings.connections.map((c) => {
          const name = c.provider;
          const start = SOCIAL_ROUTES[name as SocialProvider]?.start;
          return (
            <li key={c.provider}>
              <strong>{name}</strong>
              {c.connected ? (
                <>
                  <span>Connected: signing in with {name} opens this account.</span>
                  <button
                    type="button"
                    className="button button--outline button--small"
                    aria-label={`Disconnect ${name}`}
                    onClick={async () => {
                      const { error } = await run(() => transport!.request(DisconnectSignInProviderMutation, { provider: name }));
                      setOutcome(error ? { ok: false, message: error } : { ok: true, message: `${name} is disconnected.` });
                    }}
                  >
                    Disconnect
                  </button>
                </>
              ) : c.configured && start ? (
                <>
                  <span>Not connected.</span>
                  <a className="button button--outline button--small" href={`${hrefFor(start)}?operation=connect`} aria-label={`Connect ${name}`}>
                    Connect
                  </a>
                </>
              ) : (
                <span>Not set up on this site, so it cannot be connected. The operator can turn it on (see the README).</span>
              )}
            </li>
          );
        })}
      </ul>
      <Message outcome={outcome} />
    </Section>
  );
}

function Tokens({ settings, run, transport }: PartProps) {
  const [name, setName] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const create = async (event: FormEvent) => {
    event.preventDefault();
    const { data, error } = await run(() => transport!.request(CreateIntegrationTokenMutation, { name }));
    if (error || !data) return setOutcome({ ok: false, message: error ?? 'Please try again.' });
    setCreated(data.createIntegrationToken.token);
    setOutcome(null);
    setName('');
  };
  return (
    <Section id="developers" title="Integration tokens">
      <div id="tokens">
        <p className="security-settings__help">
          A token lets a program read your profile and your publications through the JSON API (<code>/v1/me</code>, <code>/v1/users/{'{id}'}/publications</code>,{' '}
          <code>/v1/publications/{'{id}'}/contributors</code>), sent as <code>Authorization: Bearer …</code>.
        </p>
        {created && (
          <div className="security-settings__codes" role="region" aria-label="Your new token">
            <p>Copy this token now: it will not be shown again.</p>
            <code data-testid="new-token">{created}</code>
            <button type="button" className="button" onClick={() => setCreated(null)}>
              Done
            </button>
          </div>
        )}
        {settings.tokens.length === 0 ? (
          <p className="security-settings__help">You have no integration tokens.</p>
        ) : (
          <ul className="security-settings__list" aria-label="Your integration tokens">
            {settings.tokens.map((t) => (
              <li key={t.id}>
                <span>
                  <strong>{t.name}</strong> · <code>{t.hint}</code> · made {when(t.createdAt)} · last used {when(t.lastUsedAt)}
                </span>
                <button
                  type="button"
                  className="button button--outline button--small"
                  aria-label={`Revoke token ${t.name}`}
                  onClick={async () => {
                    const { error } = await run(() => transport!.request(RevokeIntegrationTokenMutation, { id: t.id }));
                    setOutcome(error ? { ok: false, message: error } : { ok: true, message: `Token "${t.name}" revoked: it no longer works.` });
                  }}
                >
                  Revoke
                </button>
              </li>
            ))}
          </ul>
        )}
        <form className="security-settings__form" onSubmit={create}>
          <label>
            Token name
            <input value={name} maxLength={64} placeholder="e.g. My blog's sync" onChange={(e) => setName(e.currentTarget.value)} required />
          </label>
          <button type="submit" className="button">
            Create token
          </button>
        </form>
        <Message outcome={outcome} />
      </div>
    </Section>
  );
}
