// The built-in pages (reader-experience §2.8 footer): Help, Privacy, Terms and Rules from the operator's Markdown (or
// the defaults), the Status page's health checks, and Download the app; About, on the same page name, is a landing
// page (LandingPages.tsx). The content comes made from
// the server (adapters/server/render/pages/site.pages.ts); this page only lays it out.
import { LANDING_OF_ROUTE } from '../../core/landing/landing-pages.ts';
import { statusSummary } from '../../core/status/server-status.ts';
import { usePageData } from '../data.tsx';
import { LayoutFor } from '../layouts/Layouts.tsx';
import { LandingPage } from './LandingPages.tsx';

function StatusChecks() {
  const { state } = usePageData();
  const checks = state.sitePage?.checks ?? [];
  return (
    <>
      <p className="site-page__summary" role="status">
        {statusSummary(checks)}
      </p>
      <dl className="status-checks">
        {checks.map((check) => (
          <div key={check.name} className={check.ok ? 'status-check status-check--ok' : 'status-check status-check--bad'}>
            <dt>
              <span aria-hidden="true">{check.ok ? '●' : '▲'}</span> {check.name}: {check.ok ? 'working' : 'needs attention'}
            </dt>
            <dd>{check.detail}</dd>
          </div>
        ))}
      </dl>
      <p className="site-page__note">Checked when this page was loaded, {new Date(state.now).toUTCString()}.</p>
    </>
  );
}

export function SitePage() {
  const { state } = usePageData();
  // About shares the page name (landing-about) and is a landing page staff edit in the story editor (issue 23).
  if (LANDING_OF_ROUTE[state.route?.name ?? ''] !== undefined) return <LandingPage layout={{ layout: 'top-navigation' }} />;
  return <BuiltInPage />;
}

function BuiltInPage() {
  const { state } = usePageData();
  const content = state.sitePage;
  // The top bar above the text, whatever the page name's layout (About's is 'basic', a landing page's): a reader
  // who came for help or the rules must be able to go on from there.
  return (
    <LayoutFor
      layout={{ layout: 'top-navigation' }}
      slots={{
        main: (
        <article className="site-page" aria-labelledby="site-page-title">
          <h1 id="site-page-title">{content?.title ?? ''}</h1>
          {content?.key === 'status' ? (
            <StatusChecks />
          ) : content?.key === 'download-app' ? (
            <p>
              <a className="button" href={state.appUrl}>
                Open the app
              </a>
            </p>
          ) : (
            // The operator's own page (their Markdown or HTML file) or the defaults shipped with the server.
            <div className="site-page__body" dangerouslySetInnerHTML={{ __html: content?.html ?? '' }} />
          )}
        </article>
        ),
      }}
    />
  );
}
