// /me/settings/custom-domain (platform-reference §2.1; page settings-custom-domain; reader-experience §3 Viewer
// customDomainState, live.domain): the writer's own domain for their profile, as a publication has one. Asked for,
// it is pending with the DNS record to create; it is live only when the host lookup serves it (the operator
// connects it); either can be removed. Rules in core/publication/custom-domain.ts and core/account/custom-domain.ts.
import { useId, useState, type FormEvent } from 'react';
import { hrefFor } from '../chrome/links.ts';
import { DnsRecordTable } from '../components/DnsRecordTable.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { Outcome, useAccountSettings, type Settings } from './AccountSettings.tsx';
import { RemoveCustomDomainMutation, RequestCustomDomainMutation } from './account-queries.ts';
import { TabBody } from './TabBody.tsx';
import { useSettingsAction } from './use-settings-action.ts';
import './settings.css';

type CustomDomain = Settings['customDomain'];

function DnsRecord({ domain }: { domain: CustomDomain }) {
  if (!domain.pending) return null;
  return (
    <div className="settings__section" data-testid="custom-domain-record">
      <p>At the company that runs the DNS of {domain.pending}, create this record:</p>
      <DnsRecordTable domain={domain.pending} record={domain} className="settings__table" />
      <p>The site’s operator then connects the domain; this page shows it as live once your profile is served there.</p>
    </div>
  );
}

function CustomDomainForm({ settings, onSettings }: { settings: Settings; onSettings: (s: Settings | null | undefined) => void }) {
  const id = useId();
  const [domain, setDomain] = useState('');
  const { busy, message, run } = useSettingsAction(onSettings);
  const custom = settings.customDomain;
  const request = async (event: FormEvent) => {
    event.preventDefault();
    await run(async (transport) => {
      const answer = (await transport.request(RequestCustomDomainMutation, { domain })).data?.requestCustomDomain;
      if (answer?.ok) setDomain('');
      return answer;
    });
  };
  const remove = (which: 'PENDING' | 'LIVE') => run(async (transport) => (await transport.request(RemoveCustomDomainMutation, { which })).data?.removeCustomDomain);
  return (
    <section id="customDomain" className="settings__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your domain</h2>
      {custom.live ? (
        <div className="settings__list-item">
          <p className="settings__line" data-testid="custom-domain-state">
            Live: <strong>{custom.live}</strong> serves your profile.
          </p>
          <button type="button" className="button button--outline" onClick={() => void remove('LIVE')} disabled={busy}>
            Stop using {custom.live}
          </button>
        </div>
      ) : (
        <p className="settings__line" data-testid="custom-domain-state">
          Your profile has no live custom domain.
        </p>
      )}
      {custom.pending && (
        <>
          <p className="settings__line" data-testid="custom-domain-pending">
            Pending: <strong>{custom.pending}</strong> is not live yet.
          </p>
          <DnsRecord domain={custom} />
          <div className="settings__actions">
            <button type="button" className="button button--outline" onClick={() => void remove('PENDING')} disabled={busy}>
              Remove the pending domain
            </button>
          </div>
        </>
      )}
      <form className="settings__form" onSubmit={(e) => void request(e)} aria-busy={busy} noValidate>
        <div className="field">
          <label htmlFor={`${id}-domain`}>{custom.pending || custom.live ? 'Use another domain' : 'Domain'} (like blog.example.com)</label>
          <input id={`${id}-domain`} value={domain} onChange={(e) => setDomain(e.currentTarget.value)} autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={253} />
        </div>
        <div className="settings__actions">
          <button type="submit" className="button" disabled={busy || domain.trim() === ''}>
            Set domain
          </button>
        </div>
      </form>
      <Outcome message={message} />
    </section>
  );
}

export function CustomDomainSettingsPage() {
  const [settings, setSettings] = useAccountSettings();
  return (
    <PageFrame
      page="settings-custom-domain"
      main={
        <>
          <h1 className="page-heading">Custom domain</h1>
          <p>
            <a href={hrefFor('ShowSettings')}>Back to Settings</a>
          </p>
          <p className="settings__line">Serve your profile at a domain of your own, such as yourname.com or blog.yourname.com.</p>
          {settings ? (
            <TabBody>
              <CustomDomainForm settings={settings} onSettings={setSettings} />
            </TabBody>
          ) : (
            <p className="settings__error">Your account settings could not be loaded. Please reload the page.</p>
          )}
        </>
      }
    />
  );
}
