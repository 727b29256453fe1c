// A publication's Settings → Feature pages (platform-reference §2.2 /settings/feature-pages, /new, /{topicSlug}/edit)
// and Settings → Followers (/settings/followers), for its owners and editors: the feature pages in their order, each
// moved with Move up / Move down, edited or deleted, and a new one; who follows the publication, since when, how
// many, and the list as CSV. Their page name is 'settings': a part of their own that the publication's settings chunk
// loads (ui/publication/PublicationSettingsPage.tsx), ready once hydrated (data-ready). Thin: the server checks every rule (core/publication/feature-pages.ts) and answers in words.
import { StatusLine, useSave } from '../publication/settings-save.tsx';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatCount } from '../../core/format/count.ts';
import { formatLongDate } from '../../core/format/date.ts';
import { FEATURE_PAGE_LAYOUT_LABELS, FEATURE_PAGE_LAYOUTS, moveItem } from '../../core/publication/feature-page-order.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PublicationFrame, type PublicationChromeData } from '../publication/PublicationChrome.tsx';
import { SettingsTabs, settingsTabHref, type SettingsTabKey } from '../publication/SettingsTabs.tsx';
import {
  CreateFeaturePageMutation,
  DeleteFeaturePageMutation,
  FeaturePagesSettingsQuery,
  FollowersSettingsPageQuery,
  FollowersSettingsQuery,
  ReorderFeaturePagesMutation,
  UpdateFeaturePageMutation,
  type FeaturePageData,
} from './feature-settings-queries.ts';



/** The settings frame: the publication's bar, one h1, the settings tabs. */
function SettingsFrame({ publication, title, current, children }: { publication: PublicationChromeData; title: string; current: SettingsTabKey; children: ReactNode }) {
  // Rendered by the server and hydrated after the page (a deferred part): ready once its own code runs here.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <PublicationFrame
      page="settings"
      publication={publication}
      asideLabel="About these settings"
      aside={<p className="publication-page__note">Changes show at once on every page of {publication.name}.</p>}
      main={
        <div className="publication-settings" {...(ready ? { 'data-ready': 'true' } : {})}>
          <h1 className="page-heading">{title}</h1>
          <SettingsTabs slug={publication.slug} current={current} />
          {children}
        </div>
      }
    />
  );
}

function Refused({ publication, title, current, what }: { publication: PublicationChromeData; title: string; current: SettingsTabKey; what: string }) {
  return (
    <SettingsFrame publication={publication} title={title} current={current}>
      <p role="alert">{`Only the owners and editors of ${publication.name} can see its ${what}.`}</p>
      <p>
        <a href={hrefFor('ShowCollectionHome', { collectionSlug: publication.slug })}>Back to {publication.name}</a>
      </p>
    </SettingsFrame>
  );
}

// ── Feature pages ─────────────────────────────────────────────────────────────────────────────────

function FeaturePageList({ publicationId, slug, initial }: { publicationId: string; slug: string; initial: readonly FeaturePageData[] }) {
  const [pages, setPages] = useState<readonly FeaturePageData[]>(initial);
  const [confirming, setConfirming] = useState<string | null>(null);
  const { status, save } = useSave();
  const focusAfter = useRef<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  useEffect(() => {
    // After a move the moved page's button keeps the focus (or its other button, at either end of the list).
    const key = focusAfter.current;
    if (!key) return;
    focusAfter.current = null;
    const [pageSlug, verb] = key.split('|');
    const other = verb === 'up' ? 'down' : 'up';
    const target = buttons.current.get(`${pageSlug}|${verb}`);
    (target && !target.disabled ? target : buttons.current.get(`${pageSlug}|${other}`))?.focus();
  }, [pages]);
  const list = settingsTabHref(slug, '/feature-pages');
  const move = async (index: number, by: -1 | 1) => {
    const page = pages[index]!;
    const next = moveItem(pages, index, by);
    const data = await save((t) => t.request(ReorderFeaturePagesMutation, { publicationId, slugs: next.map((p) => p.slug) }), `Moved “${page.title}” ${by < 0 ? 'up' : 'down'}.`);
    if (data) {
      focusAfter.current = `${page.slug}|${by < 0 ? 'up' : 'down'}`;
      setPages(data.reorderPublicationFeaturePages);
    }
  };
  const remove = async (page: FeaturePageData) => {
    const data = await save((t) => t.request(DeleteFeaturePageMutation, { publicationId, slug: page.slug }), `Deleted “${page.title}”.`);
    if (data) {
      setConfirming(null);
      setPages((all) => all.filter((p) => p.slug !== page.slug));
    }
  };
  return (
    <section aria-labelledby="feature-pages-heading">
      <h2 id="feature-pages-heading">Feature pages</h2>
      <p className="publication-page__note">
        A feature page is a section of the publication with its own address: its stories are the publication’s stories with any of its tags. A
        navigation tab of kind Section with the page’s address leads to it.
      </p>
      {pages.length === 0 ? (
        <p className="feed__status">No feature pages yet.</p>
      ) : (
        <ol className="publication-settings__rows" aria-label="Feature pages in their order">
          {pages.map((page, i) => (
            <li key={page.id} className="publication-settings__row">
              <a className="feature-settings__title" href={page.url}>
                {page.title}
              </a>
              <p className="feature-settings__meta">
                {page.url} · {FEATURE_PAGE_LAYOUT_LABELS[page.layout as 'GRID' | 'LIST'] ?? page.layout} · Tags: {page.tags.map((t) => t.displayTitle).join(', ')}
              </p>
              {page.description && <p className="feature-settings__meta">{page.description}</p>}
              <div className="publication-settings__row-actions">
                {(['up', 'down'] as const).map((verb) => (
                  <button
                    key={verb}
                    type="button"
                    ref={(el) => {
                      buttons.current.set(`${page.slug}|${verb}`, el);
                    }}
                    className="button button--small button--outline"
                    onClick={() => void move(i, verb === 'up' ? -1 : 1)}
                    disabled={status.kind === 'saving' || (verb === 'up' ? i === 0 : i === pages.length - 1)}
                  >
                    {verb === 'up' ? 'Move up' : 'Move down'}
                    <span className="visually-hidden"> {page.title}</span>
                  </button>
                ))}
                <a className="button button--small button--outline" href={`${list}/${page.slug}/edit`}>
                  Edit<span className="visually-hidden"> {page.title}</span>
                </a>
                {confirming === page.slug ? (
                  <>
                    <button type="button" className="button button--small" onClick={() => void remove(page)} disabled={status.kind === 'saving'}>
                      Yes, delete<span className="visually-hidden"> {page.title}</span>
                    </button>
                    <button type="button" className="button button--small button--outline" onClick={() => setConfirming(null)}>
                      Keep it
                    </button>
                  </>
                ) : (
                  <button type="button" className="button button--small button--outline" onClick={() => setConfirming(page.slug)}>
                    Delete<span className="visually-hidden"> {page.title}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <StatusLine status={status} />
    </section>
  );
}

function FeaturePageForm({ publicationId, slug, existing }: { publicationId: string; slug: string; existing: FeaturePageData | null }) {
  const { status, save } = useSave();
  const [form, setForm] = useState({
    title: existing?.title ?? '',
    slug: existing?.slug ?? '',
    description: existing?.description ?? '',
    layout: existing?.layout ?? 'GRID',
    tags: existing?.tags.map((t) => t.slug).join(', ') ?? '',
  });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const list = settingsTabHref(slug, '/feature-pages');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { title: form.title, slug: form.slug, description: form.description, layout: form.layout, tags: form.tags.split(',') };
    const data = existing
      ? await save((t) => t.request(UpdateFeaturePageMutation, { publicationId, slug: existing.slug, input }), 'Saved.')
      : await save((t) => t.request(CreateFeaturePageMutation, { publicationId, input }), 'Saved.');
    const saved = data && ('createPublicationFeaturePage' in data ? data.createPublicationFeaturePage : data.updatePublicationFeaturePage);
    if (saved) window.location.assign(saved.url);
  };
  const remove = async () => {
    if (!existing) return;
    const data = await save((t) => t.request(DeleteFeaturePageMutation, { publicationId, slug: existing.slug }), 'Deleted.');
    if (data) window.location.assign(list);
  };
  return (
    <form id={existing ? undefined : 'new-feature-page'} onSubmit={submit} aria-labelledby="feature-page-heading">
      <h2 id="feature-page-heading">{existing ? `Edit “${existing.title}”` : 'New feature page'}</h2>
      <label>
        Title
        <input value={form.title} onChange={(e) => set({ title: e.target.value })} maxLength={100} required />
      </label>
      <label>
        Address (lower-case words joined by dashes; empty: made from the title)
        <input value={form.slug} onChange={(e) => set({ slug: e.target.value })} maxLength={60} autoComplete="off" spellCheck={false} />
      </label>
      <label>
        Description
        <textarea value={form.description} onChange={(e) => set({ description: e.target.value })} rows={3} maxLength={280} />
      </label>
      <label>
        Layout of its stories
        <select value={form.layout} onChange={(e) => set({ layout: e.target.value })}>
          {FEATURE_PAGE_LAYOUTS.map((layout) => (
            <option key={layout} value={layout}>
              {FEATURE_PAGE_LAYOUT_LABELS[layout]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Tags (1 to 5, separated by commas: the page shows the publication’s stories with any of them)
        <input value={form.tags} onChange={(e) => set({ tags: e.target.value })} autoComplete="off" spellCheck={false} required />
      </label>
      <div className="publication-settings__row-actions">
        <button type="submit" className="button" disabled={status.kind === 'saving'}>
          {existing ? 'Save feature page' : 'Create feature page'}
        </button>
        {existing && (
          <button type="button" className="button button--outline" onClick={() => void remove()} disabled={status.kind === 'saving'}>
            Delete feature page
          </button>
        )}
        {existing && <a href={list}>Back to feature pages</a>}
      </div>
      <StatusLine status={status} />
    </form>
  );
}

/** The part's page: the followers when the server prepared them (/settings/followers), else the feature pages. */
export function FeatureSettingsPage() {
  const slug = usePageData().state.route?.params.collectionSlug ?? '';
  return useFollowers(slug) ? <FollowersSettingsPage /> : <FeaturePagesSettingsPage />;
}

export function FeaturePagesSettingsPage() {
  const { state } = usePageData();
  const slug = state.route?.params.collectionSlug ?? '';
  const data = usePreloaded(FeaturePagesSettingsQuery, { slug });
  const publication = data?.publication;
  if (!publication) return null;
  const settings = data.publicationSettings;
  const title = `Feature pages of ${publication.name}`;
  const current = '/feature-pages';
  if (!settings) return <Refused publication={publication} title={title} current={current} what="feature pages’ settings" />;
  // /{topicSlug}/edit (the only address with a page's) edits that page; the list and /new show the pages in their
  // order and the form for a new one.
  const topicSlug = state.route?.params.topicSlug?.toLowerCase();
  const editing = topicSlug === undefined ? null : (settings.featurePages.find((p) => p.slug === topicSlug) ?? null);
  return (
    <SettingsFrame publication={publication} title={title} current={current}>
      {editing ? (
        <FeaturePageForm publicationId={settings.id} slug={settings.slug} existing={editing} />
      ) : (
        <>
          <FeaturePageList publicationId={settings.id} slug={settings.slug} initial={settings.featurePages} />
          <FeaturePageForm publicationId={settings.id} slug={settings.slug} existing={null} />
        </>
      )}
    </SettingsFrame>
  );
}

// ── Followers ─────────────────────────────────────────────────────────────────────────────────────

type FollowersPage = NonNullable<NonNullable<ReturnType<typeof useFollowers>>['publication']>['followers'];
const useFollowers = (slug: string) => usePreloaded(FollowersSettingsQuery, { slug });

/** The CSV export of a publication's followers (adapters/server/publications/followers-export.route.ts). */
export const followersExportHref = (slug: string) => `${settingsTabHref(slug, '/followers')}/export`;

export function FollowersSettingsPage() {
  const { state, transport } = usePageData();
  const slug = state.route?.params.collectionSlug ?? '';
  const data = useFollowers(slug);
  const [more, setMore] = useState<FollowersPage[]>([]);
  const [loading, setLoading] = useState<'idle' | 'loading' | 'error'>('idle');
  const publication = data?.publication;
  if (!publication) return null;
  const title = `Followers of ${publication.name}`;
  const current = '/followers';
  if (!data.publicationSettings) return <Refused publication={publication} title={title} current={current} what="followers’ settings" />;
  const pages = [publication.followers, ...more];
  const last = pages[pages.length - 1]!;
  const edges = pages.flatMap((p) => p.edges);
  const count = publication.followGraph.followerCount;
  const showMore = () => {
    if (!transport || !last.pageInfo.endCursor) return;
    setLoading('loading');
    transport
      .request(FollowersSettingsPageQuery, { slug, after: last.pageInfo.endCursor })
      .then((result) => {
        const next = result.data?.publication?.followers;
        if (!next) return setLoading('error');
        setMore((all) => [...all, next]);
        setLoading('idle');
      })
      .catch(() => setLoading('error'));
  };
  return (
    <SettingsFrame publication={publication} title={title} current={current}>
      <section aria-labelledby="followers-heading">
        <h2 id="followers-heading">{`${formatCount(count)} ${count === 1 ? 'follower' : 'followers'}`}</h2>
        <div className="followers-settings__summary">
          <p className="publication-page__note">The most recent follow first. Followers see the publication’s new stories in their feed.</p>
          {count > 0 && (
            <a className="button button--outline" href={followersExportHref(slug)} download>
              Download as CSV
            </a>
          )}
        </div>
        {edges.length === 0 ? (
          <p className="feed__status">{publication.name} has no followers yet.</p>
        ) : (
          <table className="followers-settings__table" aria-busy={loading === 'loading'}>
            <caption className="visually-hidden">Followers of {publication.name}, the most recent follow first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Followed since</th>
              </tr>
            </thead>
            <tbody>
              {edges.map((edge) => (
                <tr key={edge.node.id}>
                  <td>
                    <a href={edge.node.url}>{edge.node.name}</a>
                    <span className="followers-settings__username">@{edge.node.username}</span>
                  </td>
                  <td>{formatLongDate(edge.followedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {loading === 'error' && (
          <p role="alert" className="feed__status">
            Something went wrong. Please try again.
          </p>
        )}
        {last.pageInfo.hasNextPage && (
          <button type="button" className="button button--outline follow-list__more" onClick={showMore} disabled={loading === 'loading'}>
            {loading === 'loading' ? 'Loading…' : loading === 'error' ? 'Try again' : 'Show more'}
          </button>
        )}
      </section>
    </SettingsFrame>
  );
}
