// /not-available, /suspended (page not-available) and /unrecognized-account (platform-reference §2.1, wordmark layout):
// a page that is not shown, the suspended account's explanation, and a sign-in that matched no account. The words are
// core's (core/account/account-pages.ts); each page leads somewhere (Home, the Rules, signing in).
import { accountStatePageOf, NOT_AVAILABLE_COPY, SUSPENDED_COPY, UNRECOGNIZED_ACCOUNT_COPY } from '../../core/account/account-pages.ts';
import { hrefFor } from '../chrome/links.ts';
import { useCopy, usePageData } from '../data.tsx';
import type { ReactNode } from 'react';
import { PageFrame } from '../layouts/Layouts.tsx';

function StatePage({ page, title, children }: { page: string; title: string; children: ReactNode }) {
  return (
    <PageFrame
      page={page}
      main={
        <article className="site-page" aria-labelledby="state-page-title">
          <h1 id="state-page-title">{title}</h1>
          {children}
        </article>
      }
    />
  );
}

export function NotAvailablePage() {
  const { state } = usePageData();
  const { productName } = useCopy();
  if (accountStatePageOf(state.route?.name) === 'suspended') {
    const rules = state.siteLinks.rules ?? null;
    return (
      <StatePage page="not-available" title={SUSPENDED_COPY.title}>
        <p data-testid="suspended-state">{state.viewer === null ? SUSPENDED_COPY.signedOut : state.viewer.suspended ? SUSPENDED_COPY.suspended(productName) : SUSPENDED_COPY.notSuspended}</p>
        <p>
          {rules && <a href={rules}>{SUSPENDED_COPY.rules}</a>} {rules && ' · '}
          <a href="/">{NOT_AVAILABLE_COPY.home}</a>
        </p>
      </StatePage>
    );
  }
  return (
    <StatePage page="not-available" title={NOT_AVAILABLE_COPY.title}>
      <p>{NOT_AVAILABLE_COPY.body(productName)}</p>
      <p>
        <a href="/">{NOT_AVAILABLE_COPY.home}</a>
      </p>
    </StatePage>
  );
}

export function UnrecognizedAccountPage() {
  const { productName } = useCopy();
  return (
    <StatePage page="unrecognized-account" title={UNRECOGNIZED_ACCOUNT_COPY.title}>
      <p>{UNRECOGNIZED_ACCOUNT_COPY.body(productName)}</p>
      <p>
        <a className="button" href={hrefFor('ShowSignIn', { operation: 'login' })}>
          {UNRECOGNIZED_ACCOUNT_COPY.signIn}
        </a>{' '}
        <a className="button button--outline" href={hrefFor('ShowSignIn', { operation: 'register' })}>
          {UNRECOGNIZED_ACCOUNT_COPY.signUp}
        </a>
      </p>
    </StatePage>
  );
}
