// platform-reference §2.6 and §8 (start-up errors): the client boots from the preloaded state, the
// GraphQL endpoint address and the preloaded query cache, all supplied by the page.
import { startupErrors } from '../copy/copy.ts';
import type { QueryCacheSnapshot } from '../query-cache/cache-key.ts';
import type { SiteLinks } from '../layout/footer-links.ts';
import type { PageLayout } from '../layout/page-layouts.ts';
import type { RouteMatch } from '../routing/route.types.ts';
import type { Viewer } from '../session/viewer.ts';

/** Another account signed in on this browser (core/auth/account-switching.ts). */
export type OtherAccount = { username: string; name: string; imageId: string | null };
import type { SearchScope } from '../search/predictive-search.ts';

/** The module a page is: its key in the page table, its chunk and the component its chunk exports ('' for the pages
 * whose component is composed: ui/pages/page-chunks.ts). */
export type PageModule = { key: string; chunk: string; name: string };

export type PreloadedState = {
  productName: string;
  /** The page's module, named by the server (the browser carries no page table); absent in states made for tests. */
  page?: PageModule;
  /** The server's clock when it rendered, ISO; the page formats relative times against it. */
  now: string;
  route: RouteMatch | null;
  /** The status the server answered with (404 for the not-found view). */
  status: number;
  buildVersion: string;
  /** The signed-in reader, or null for a logged-out visitor. */
  viewer: Viewer | null;
  /** The session's token for state-changing navigations (sign-out); null when logged out. */
  xsrf: string | null;
  /** Issue 21: the browser's other signed-in accounts, for the avatar menu's 'Switch account' (absent when none). */
  otherAccounts?: OtherAccount[];
  /** Feature flags on for this request. */
  flags: string[];
  /** What consent depends on — an EU visitor, a bot (absent: neither). */
  visitor?: { eu: boolean; bot: boolean };
  /** The operator's policy and company pages (footer and avatar menu). */
  siteLinks: SiteLinks;
  /** Social sign-in providers the operator configured ('Google', …); the others say they are not set up. */
  socialProviders: string[];
  /**
   * The page's layout (platform-reference §2.4), decided on the server: the browser renders it without
   * carrying the whole page-to-layout table. Null for the not-found and error screens.
   */
  layout: PageLayout | null;
  /**
   * reader-experience §2.3 and §2.5: what the top bar's search box is scoped to on this page, and whether it is
   * a publication's own page (stories only, 8 hits). Absent: not scoped.
   */
  search?: { scope: SearchScope; publicationPage: boolean };
  /** Issue 17: how often the top bar's badge polls the unread count, signed in (absent: 30 s). */
  notificationsPollMs?: number;
  /** Where the app is (QUIRE_APP_URL); absent: no app, and no 'Open in app'. */
  appUrl?: string;
  /** A built-in page's content (Help, About, Privacy, Terms, Rules, Status, Download the app), made on the server. */
  sitePage?: SitePageContent;
};

/** One line of the Status page: what was checked, whether it is well, and what was found. */
export type StatusCheck = { name: string; ok: boolean; detail: string };

/** A built-in page: its heading and HTML body (from the operator's file, or the defaults), or the health checks. */
export type SitePageContent = { key: string; title: string; html: string; checks?: StatusCheck[] };

// Checked by hand rather than with zod: this runs in every page's initial bundle, which has a budget.
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isRoute(v: unknown): boolean {
  return (
    isRecord(v) &&
    typeof v.name === 'string' &&
    (typeof v.page === 'string' || v.page === null) &&
    (v.kind === 'page' || v.kind === 'redirect' || v.kind === 'resource') &&
    isRecord(v.params) &&
    Object.values(v.params).every((p) => typeof p === 'string')
  );
}

function isPreloadedState(v: unknown): v is PreloadedState {
  return (
    isRecord(v) &&
    typeof v.productName === 'string' &&
    v.productName !== '' &&
    typeof v.now === 'string' &&
    !Number.isNaN(Date.parse(v.now)) &&
    (v.route === null || isRoute(v.route)) &&
    Number.isInteger(v.status) &&
    typeof v.buildVersion === 'string' &&
    (v.viewer === null || (isRecord(v.viewer) && typeof v.viewer.id === 'string' && typeof v.viewer.username === 'string')) &&
    (v.xsrf === null || typeof v.xsrf === 'string') &&
    Array.isArray(v.flags) &&
    v.flags.every((f) => typeof f === 'string') &&
    isRecord(v.siteLinks) &&
    Array.isArray(v.socialProviders) &&
    v.socialProviders.every((p) => typeof p === 'string') &&
    (v.layout === null || (isRecord(v.layout) && typeof v.layout.layout === 'string')) &&
    (v.page === undefined || (isRecord(v.page) && typeof v.page.key === 'string' && typeof v.page.chunk === 'string' && typeof v.page.name === 'string'))
  );
}

export type StartupGlobals = {
  __PRELOADED_STATE__?: unknown;
  __GRAPHQL_URI__?: unknown;
  __APOLLO_STATE__?: unknown;
};

export type Startup = { state: PreloadedState; graphqlUri: string; queryCache: QueryCacheSnapshot };

export type StartupResult = { ok: true; startup: Startup } | { ok: false; errors: string[] };

/** Every missing or malformed global is reported, not just the first. */
export function readStartup(globals: StartupGlobals): StartupResult {
  const errors: string[] = [];
  const state = globals.__PRELOADED_STATE__;
  if (!isPreloadedState(state)) errors.push(startupErrors.preloadedState);
  const uri = globals.__GRAPHQL_URI__;
  if (typeof uri !== 'string' || uri === '') errors.push(startupErrors.graphqlUri);
  const cache = globals.__APOLLO_STATE__;
  if (cache === null || typeof cache !== 'object' || Array.isArray(cache)) errors.push(startupErrors.apolloState);
  if (errors.length > 0 || !isPreloadedState(state)) return { ok: false, errors };
  return {
    ok: true,
    startup: {
      state,
      graphqlUri: uri as string,
      queryCache: cache as QueryCacheSnapshot,
    },
  };
}
