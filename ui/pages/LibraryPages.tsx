// Lists' pages (issue 16): the Library — /me/lists (your-catalogs: Your lists, the Reading list first) and
// /me/lists/saved (your-followed-catalogs: the lists you follow), with the Library's tabs; a list's page —
// /me/list/{catalogSlugId} (your-catalog) and /@{username}/list/{catalogSlugId} (user-catalog): its name,
// description, owner, visibility and stories, with edit, delete, remove (Undo) and Move up / Move down for its
// owner and Follow for others; /@{username}/lists (user-catalogs); /embed/list/{catalogSlugId} (embed-catalog);
// /collections (collections-library: the public lists people made, most followed first). Pages of listings merge
// 'Show more' pages by core's catalog cache rule (mergeCatalogPage: a next page only with a cursor or limit, never
// a duplicate).
import { useEffect, useId, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { YourHighlights } from '../library/YourHighlights.tsx';
import {
  CATALOG_DESCRIPTION_MAX,
  checkCatalogInput,
  deleteListQuestion,
  followedListMessage,
  parseCatalogSlugId,
  removedFromListMessage,
  storyCountLabel,
  visibilityLabel,
} from '../../core/lists/catalogs.ts';
import { mergeCatalogPage, type CatalogPage } from '../../core/query-cache/query-cache.ts';
import { pathTo } from '../../core/routing/paths.ts';
import { retryableErrorMessage } from '../../core/toasts/undo.ts';
import { useOpenSignIn } from '../auth/sign-in.tsx';
import { Avatar } from '../components/Avatar.tsx';
import { MediaImage } from '../components/MediaImage.tsx';
import { ModalDialog } from '../components/ModalDialog.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import type { PostCardData } from '../post-card-fields.ts';
import { PageFrame } from '../layouts/Layouts.tsx';
import { LibraryTabs } from '../library/LibraryTabs.tsx';
import '../library/library.css';
import type { ListReactionsProps } from '../lists/ListReactions.tsx';
import {
  AddToCatalogMutation,
  ArchiveCatalogItemMutation,
  CATALOG_ITEMS_PAGE_SIZE,
  CATALOGS_PAGE_SIZE,
  CatalogItemsQuery,
  CatalogPageQuery,
  CreateCatalogMutation,
  DeleteCatalogMutation,
  FollowCatalogMutation,
  FollowedCatalogsQuery,
  outcomeOf,
  PopularCatalogsQuery,
  RemoveFromCatalogMutation,
  ReorderCatalogItemMutation,
  UnfollowCatalogMutation,
  UpdateCatalogMutation,
  UserCatalogsQuery,
  ViewerCatalogsQuery,
  ViewerReadingListQuery,
  type CatalogSummary,
  catalogFirstPage,
  catalogIdOf,
  libraryFirstPage,
  userCatalogsFirstPage,
} from '../lists/lists-queries.ts';
import { useToast } from '../toasts/toast-host.tsx';

// ——— shared pieces ———

function CatalogCard({ catalog, headingLevel = 2 }: { catalog: CatalogSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="catalog-card" aria-labelledby={`catalog-${catalog.id}`}>
      <div className="catalog-card__text">
        <p className="catalog-card__owner">
          <Avatar id={catalog.creator.id} name={catalog.creator.name} size="XXS" />
          <a href={catalog.creator.url}>{catalog.creator.name}</a>
        </p>
        <Heading id={`catalog-${catalog.id}`} className="catalog-card__name">
          <a href={catalog.viewerIsOwner ? pathTo('ShowList', { catalogSlugId: catalog.slugId }) : catalog.url}>{catalog.name}</a>
        </Heading>
        {catalog.description && <p className="catalog-card__description">{catalog.description}</p>}
        <p className="catalog-card__meta">
          <span>{storyCountLabel(catalog.itemCount)}</span>
          {catalog.viewerIsOwner && <span>{visibilityLabel(catalog.visibility)}</span>}
          {catalog.followerCount > 0 && <span>{`${catalog.followerCount.toLocaleString('en-US')} ${catalog.followerCount === 1 ? 'follower' : 'followers'}`}</span>}
        </p>
      </div>
      {catalog.previewImages.length > 0 && (
        <div className="catalog-card__previews" aria-hidden="true">
          {catalog.previewImages.map((image) => (
            <MediaImage key={image.id} image={image} decorative />
          ))}
        </div>
      )}
    </article>
  );
}

type CatalogsAnswer = { items: CatalogSummary[]; nextCursor: string | null } | null | undefined;

/** A listing of lists with 'Show more': pages merged by core's catalog cache rule. */
function CatalogListing({ label, first, fetchPage, empty }: { label: string; first: CatalogsAnswer; fetchPage: ((cursor: string) => Promise<CatalogsAnswer>) | null; empty: ReactNode }) {
  const [page, setPage] = useState<CatalogPage<CatalogSummary>>({ items: first?.items ?? [], next: first?.nextCursor ?? null });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const more = async () => {
    if (!fetchPage || !page.next) return;
    setLoading(true);
    setError('');
    try {
      const answer = await fetchPage(page.next);
      if (!answer) throw new Error('no answer');
      setPage((prior) => mergeCatalogPage(prior, { items: answer.items, next: answer.nextCursor }, { cursor: prior.next, limit: CATALOGS_PAGE_SIZE }));
    } catch {
      setError(retryableErrorMessage);
    } finally {
      setLoading(false);
    }
  };
  if (page.items.length === 0) return <div className="library__empty">{empty}</div>;
  return (
    <>
      <ul className="catalogs" aria-label={label}>
        {page.items.map((c) => (
          <li key={c.id}>
            <CatalogCard catalog={c} />
          </li>
        ))}
      </ul>
      {page.next && (
        <div className="feed__more">
          <button type="button" className="button button--outline" disabled={loading} aria-busy={loading} onClick={() => void more()}>
            {loading ? 'Loading…' : 'Show more'}
          </button>
        </div>
      )}
      {error && <p role="alert">{error}</p>}
    </>
  );
}

/** The list form: name, description, public or private — for a new list and for editing one. */
function CatalogForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: { name: string; description: string; visibility: string };
  submitLabel: string;
  onSubmit: (input: { name: string; description: string; visibility: 'PUBLIC' | 'PRIVATE' }) => Promise<string | null>;
  onCancel: () => void;
}) {
  const ids = useId();
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [isPrivate, setPrivate] = useState(initial.visibility !== 'PUBLIC');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkCatalogInput({ name, description, visibility: isPrivate ? 'PRIVATE' : 'PUBLIC' });
    if (!checked.ok) return setError(checked.message);
    setBusy(true);
    const failure = await onSubmit(checked.value as { name: string; description: string; visibility: 'PUBLIC' | 'PRIVATE' });
    setBusy(false);
    setError(failure ?? '');
  };
  return (
    <form className="catalog__form" onSubmit={(e) => void submit(e)} noValidate aria-label={submitLabel}>
      <label>
        <span>Name</span>
        <input type="text" value={name} onChange={(e) => setName(e.target.value)} required aria-describedby={error ? `${ids}-error` : undefined} />
      </label>
      <label>
        <span>Description (optional)</span>
        <textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={3} maxLength={CATALOG_DESCRIPTION_MAX} />
      </label>
      <label className="save-popover__check">
        <input type="checkbox" checked={isPrivate} onChange={(e) => setPrivate(e.target.checked)} />
        <span>Make it private</span>
      </label>
      {error && (
        <p id={`${ids}-error`} className="catalog__error" role="alert">
          {error}
        </p>
      )}
      <div className="catalog__actions">
        <button type="submit" className="button button--small" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
        <button type="button" className="button button--outline button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

// ——— the Library ———

export function YourCatalogsPage() {
  const { transport } = usePageData();
  const first = usePreloaded(ViewerCatalogsQuery, libraryFirstPage);
  const [creating, setCreating] = useState(false);
  const create = async (input: { name: string; description: string; visibility: 'PUBLIC' | 'PRIVATE' }) => {
    if (!transport) return retryableErrorMessage;
    try {
      const result = await transport.request(CreateCatalogMutation, { input });
      const outcome = outcomeOf(result.data?.createCatalog, 'CatalogSaved', result.errors, retryableErrorMessage);
      if (!outcome.ok) return outcome.message;
      window.location.assign(pathTo('ShowList', { catalogSlugId: outcome.value.catalog.slugId }));
      return null;
    } catch {
      return retryableErrorMessage;
    }
  };
  return (
    <PageFrame
      page="your-catalogs"
      main={
        <div className="library">
          <LibraryTabs current="lists" />
          <div className="library__header">
            <h2 className="visually-hidden">Your lists</h2>
            {!creating && (
              <button type="button" className="button button--small" onClick={() => setCreating(true)}>
                New list
              </button>
            )}
          </div>
          {creating && <CatalogForm initial={{ name: '', description: '', visibility: 'PUBLIC' }} submitLabel="Create list" onSubmit={create} onCancel={() => setCreating(false)} />}
          <CatalogListing
            label="Your lists"
            first={first?.viewerCatalogs}
            fetchPage={transport ? async (after) => (await transport.request(ViewerCatalogsQuery, { first: CATALOGS_PAGE_SIZE, after })).data?.viewerCatalogs : null}
            empty={<p>You have no lists yet.</p>}
          />
        </div>
      }
    />
  );
}

export function YourFollowedCatalogsPage() {
  const { transport } = usePageData();
  const first = usePreloaded(FollowedCatalogsQuery, libraryFirstPage);
  return (
    <PageFrame
      page="your-followed-catalogs"
      main={
        <div className="library">
          <LibraryTabs current="saved" />
          <h2 className="visually-hidden">Saved lists</h2>
          <CatalogListing
            label="Lists you follow"
            first={first?.followedCatalogs}
            fetchPage={transport ? async (after) => (await transport.request(FollowedCatalogsQuery, { first: CATALOGS_PAGE_SIZE, after })).data?.followedCatalogs : null}
            empty={<p>Lists you follow show here. Find one on a writer’s profile or in Collections.</p>}
          />
        </div>
      }
    />
  );
}

// ——— a list's page ———

type ItemData = { addedAt: number; note: string; post: PostCardData };

function CatalogView({ catalog, embedded = false }: { catalog: NonNullable<ReturnType<typeof useCatalog>>; embedded?: boolean }) {
  const { transport, state } = usePageData();
  const toast = useToast();
  const openSignIn = useOpenSignIn();
  const [info, setInfo] = useState(catalog);
  const [items, setItems] = useState<ItemData[]>(catalog.items.items);
  const [next, setNext] = useState<string | null>(catalog.items.nextCursor);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(false);
  const [announce, setAnnounce] = useState('');
  const titleId = useId();
  const owner = info.viewerIsOwner;
  // platform-reference §3 reading-list filters: the owner's Reading list shows SAVED or ARCHIVED stories.
  const archivable = owner && info.type === 'READING_LIST';
  const [filter, setFilter] = useState<'SAVED' | 'ARCHIVED'>('SAVED');
  // The clap and responses controls (the story page's own) load with the story page's chunk once this page is
  // hydrated (ui/lists/ListReactions.tsx): neither page's initial JavaScript carries them twice.
  const [Reactions, setReactions] = useState<ComponentType<ListReactionsProps> | null>(null);
  useEffect(() => {
    if (embedded) return;
    void import('./PostRoute.tsx').then((m) => setReactions(() => m.ListReactions));
  }, [embedded]);

  const fail = (message: string) => toast({ message, style: 'ERROR' });

  const more = async () => {
    if (!transport || !next) return;
    setLoading(true);
    try {
      const result = await transport.request(CatalogItemsQuery, { id: info.id, first: CATALOG_ITEMS_PAGE_SIZE, after: next, filter });
      const page = result.data?.catalog?.items;
      if (!page) return fail(retryableErrorMessage);
      setItems((prior) => {
        const merged = mergeCatalogPage(
          { items: prior.map((i) => ({ ...i, id: i.post.id })), next },
          { items: page.items.map((i) => ({ ...i, id: i.post.id })), next: page.nextCursor },
          { cursor: next },
        );
        return merged.items;
      });
      setNext(page.nextCursor);
    } catch {
      fail(retryableErrorMessage);
    } finally {
      setLoading(false);
    }
  };

  const restore = async (item: ItemData, index: number) => {
    if (!transport) return;
    const result = await transport.request(AddToCatalogMutation, { catalogId: info.id, postId: item.post.id });
    const outcome = outcomeOf(result.data?.addToCatalog, 'CatalogItemChanged', result.errors, retryableErrorMessage);
    if (!outcome.ok) return fail(outcome.message);
    setItems((all) => (all.some((i) => i.post.id === item.post.id) ? all : [...all.slice(0, index), item, ...all.slice(index)]));
    setInfo((c) => ({ ...c, itemCount: outcome.value.catalog.itemCount }));
    setAnnounce(`${item.post.title} is back in ${info.name}.`);
  };

  const remove = async (item: ItemData, index: number) => {
    if (!transport) return;
    try {
      const result = await transport.request(RemoveFromCatalogMutation, { catalogId: info.id, postId: item.post.id });
      const outcome = outcomeOf(result.data?.removeFromCatalog, 'CatalogItemChanged', result.errors, retryableErrorMessage);
      if (!outcome.ok) return fail(outcome.message);
      setItems((all) => all.filter((i) => i.post.id !== item.post.id));
      setInfo((c) => ({ ...c, itemCount: outcome.value.catalog.itemCount }));
      toast(
        { message: removedFromListMessage(info.name), undo: { kind: 'restoreCatalogItem', catalogId: info.id, postId: item.post.id, listName: info.name } },
        () => void restore(item, index),
      );
    } catch {
      fail(retryableErrorMessage);
    }
  };

  /** Shows the Reading list's saved or archived stories (the first page of the chosen filter). */
  const showFilter = async (chosen: 'SAVED' | 'ARCHIVED') => {
    if (!transport || chosen === filter) return;
    setLoading(true);
    try {
      const page = (await transport.request(CatalogItemsQuery, { id: info.id, first: CATALOG_ITEMS_PAGE_SIZE, after: null, filter: chosen })).data?.catalog?.items;
      if (!page) return fail(retryableErrorMessage);
      setFilter(chosen);
      setItems(page.items);
      setNext(page.nextCursor);
    } catch {
      fail(retryableErrorMessage);
    } finally {
      setLoading(false);
    }
  };

  /** Archive a story of the Reading list (it leaves SAVED), or bring an archived one back. */
  const archive = async (item: ItemData, archived: boolean) => {
    if (!transport) return;
    try {
      const result = await transport.request(ArchiveCatalogItemMutation, { catalogId: info.id, postId: item.post.id, archived });
      const outcome = outcomeOf(result.data?.archiveCatalogItem, 'CatalogItemChanged', result.errors, retryableErrorMessage);
      if (!outcome.ok) return fail(outcome.message);
      setItems((all) => all.filter((i) => i.post.id !== item.post.id));
      const message = archived ? `${item.post.title} is archived.` : `${item.post.title} is back in ${info.name}.`;
      setAnnounce(message);
      toast({ message });
    } catch {
      fail(retryableErrorMessage);
    }
  };

  const move = async (item: ItemData, index: number, direction: 'UP' | 'DOWN') => {
    if (!transport) return;
    const to = direction === 'UP' ? index - 1 : index + 1;
    if (to < 0 || to >= items.length) return;
    try {
      const result = await transport.request(ReorderCatalogItemMutation, { catalogId: info.id, postId: item.post.id, direction });
      const outcome = outcomeOf(result.data?.reorderCatalogItem, 'CatalogItemChanged', result.errors, retryableErrorMessage);
      if (!outcome.ok) return fail(outcome.message);
      setItems((all) => {
        const copy = [...all];
        const [moved] = copy.splice(index, 1);
        if (moved) copy.splice(to, 0, moved);
        return copy;
      });
      setAnnounce(`${item.post.title} moved to position ${to + 1} of ${items.length}.`);
      // Keep focus on the same control of the moved item.
      requestAnimationFrame(() => document.getElementById(`move-${direction}-${item.post.id}`)?.focus());
    } catch {
      fail(retryableErrorMessage);
    }
  };

  const toggleFollow = async () => {
    if (!transport) return;
    if (!state.viewer) {
      openSignIn({ entryPoint: 'follow', operation: 'register', target: info.name });
      return;
    }
    setBusy(true);
    try {
      const result = info.viewerIsFollowing
        ? await transport.request(UnfollowCatalogMutation, { catalogId: info.id })
        : await transport.request(FollowCatalogMutation, { catalogId: info.id });
      const answer = info.viewerIsFollowing ? (result.data as { unfollowCatalog?: unknown } | null)?.unfollowCatalog : (result.data as { followCatalog?: unknown } | null)?.followCatalog;
      const outcome = outcomeOf(answer as { __typename: string } | undefined, 'CatalogFollowChanged', result.errors, retryableErrorMessage);
      if (!outcome.ok) return fail(outcome.message);
      const changed = (outcome.value as unknown as { catalog: { followerCount: number; viewerIsFollowing: boolean } }).catalog;
      const followingNow = !info.viewerIsFollowing;
      setInfo((c) => ({ ...c, followerCount: changed.followerCount, viewerIsFollowing: followingNow }));
      if (followingNow) toast({ message: followedListMessage(info.name), style: 'FOLLOW_CATALOG' });
    } catch {
      fail(retryableErrorMessage);
    } finally {
      setBusy(false);
    }
  };

  const save = async (input: { name: string; description: string; visibility: 'PUBLIC' | 'PRIVATE' }) => {
    if (!transport) return retryableErrorMessage;
    try {
      const result = await transport.request(UpdateCatalogMutation, { catalogId: info.id, input });
      const outcome = outcomeOf(result.data?.updateCatalog, 'CatalogSaved', result.errors, retryableErrorMessage);
      if (!outcome.ok) return outcome.message;
      const c = outcome.value.catalog;
      setInfo((prior) => ({ ...prior, name: c.name, description: c.description, visibility: c.visibility, slugId: c.slugId, url: c.url }));
      setEditing(false);
      return null;
    } catch {
      return retryableErrorMessage;
    }
  };

  const destroy = async () => {
    if (!transport) return;
    setBusy(true);
    try {
      const result = await transport.request(DeleteCatalogMutation, { catalogId: info.id });
      const outcome = outcomeOf(result.data?.deleteCatalog, 'CatalogDeleted', result.errors, retryableErrorMessage);
      if (!outcome.ok) return fail(outcome.message);
      window.location.assign(pathTo('ShowYourLists', {}));
    } catch {
      fail(retryableErrorMessage);
    } finally {
      setBusy(false);
    }
  };

  const copyLink = async () => {
    const url = new URL(info.url, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      toast({ message: 'Link copied.' });
    } catch {
      toast({ message: url });
    }
  };

  const predefined = info.type !== 'LISTS';
  if (embedded) {
    return (
      <div className="catalog-embed">
        <h1 className="catalog__name">
          <a href={info.url} target="_blank" rel="noopener noreferrer">
            {info.name}
          </a>
        </h1>
        <p className="catalog__meta">
          <span>{`By ${info.creator.name}`}</span>
          <span>{storyCountLabel(info.itemCount)}</span>
        </p>
        <ol className="catalog-embed__items">
          {items.map((item) => (
            <li key={item.post.id}>
              <a href={item.post.url} target="_blank" rel="noopener noreferrer">
                {item.post.title}
              </a>
              {` — ${item.post.creator.name}`}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <div className="catalog">
      <p className="catalog__owner">
        <Avatar id={info.creator.id} name={info.creator.name} size="XS" />
        <a href={info.creator.url}>{info.creator.name}</a>
      </p>
      <h1 className="catalog__name">{info.name}</h1>
      {info.description && <p className="catalog__description">{info.description}</p>}
      <p className="catalog__meta">
        <span data-testid="catalog-count">{storyCountLabel(info.itemCount)}</span>
        <span>{visibilityLabel(info.visibility)}</span>
        {info.followerCount > 0 && <span>{`${info.followerCount.toLocaleString('en-US')} ${info.followerCount === 1 ? 'follower' : 'followers'}`}</span>}
      </p>
      <div className="catalog__actions">
        {owner && !predefined && !editing && (
          <button type="button" className="button button--outline button--small" onClick={() => setEditing(true)}>
            Edit list
          </button>
        )}
        {owner && !predefined && (
          <button type="button" className="button button--outline button--small" onClick={() => setConfirming(true)}>
            Delete list
          </button>
        )}
        {!owner && (
          <button type="button" className="button button--small" aria-pressed={info.viewerIsFollowing} disabled={busy} aria-busy={busy} onClick={() => void toggleFollow()}>
            {info.viewerIsFollowing ? 'Following list' : 'Follow list'}
          </button>
        )}
        {info.visibility === 'PUBLIC' && (
          <button type="button" className="button button--outline button--small" onClick={() => void copyLink()}>
            Copy link
          </button>
        )}
      </div>
      {info.visibility === 'PUBLIC' && Reactions && (
        <Reactions list={{ id: info.id, name: info.name, creator: info.creator, clapCount: catalog.clapCount, viewerClapCount: catalog.viewerClapCount, responsesCount: catalog.responsesCount }} />
      )}
      {catalog.clappers.length > 0 && (
        <p className="catalog__clappers">
          {'Clapped by '}
          {catalog.clappers.map((c, i) => (
            <span key={c.user.id}>
              {i > 0 && ', '}
              <a href={c.user.url}>{c.user.name}</a>
            </span>
          ))}
        </p>
      )}
      {editing && <CatalogForm initial={info} submitLabel="Save list" onSubmit={save} onCancel={() => setEditing(false)} />}
      {archivable && (
        <div className="catalog__filters" role="group" aria-label="Show stories">
          {(['SAVED', 'ARCHIVED'] as const).map((f) => (
            <button key={f} type="button" className="button button--outline button--small" aria-pressed={filter === f} disabled={loading} onClick={() => void showFilter(f)}>
              {f === 'SAVED' ? 'Saved' : 'Archived'}
            </button>
          ))}
        </div>
      )}
      {filter === 'ARCHIVED' && items.length === 0 ? (
        <p className="library__empty">No archived stories. Archive a story you have read to keep your Reading list short.</p>
      ) : items.length === 0 ? (
        <p className="library__empty">{owner ? 'Save stories with the bookmark button on any story and they show here.' : 'This list has no stories yet.'}</p>
      ) : (
        <ol className="catalog__items" aria-label={`Stories in ${info.name}`}>
          {items.map((item, index) => (
            <li key={item.post.id} className="catalog__item">
              <PostCard post={item.post} headingLevel={2} />
              {owner && filter === 'ARCHIVED' && (
                <div className="catalog__item-actions">
                  <button type="button" className="button button--outline button--small" aria-label={`Unarchive ${item.post.title}`} onClick={() => void archive(item, false)}>
                    Unarchive
                  </button>
                </div>
              )}
              {owner && filter === 'SAVED' && (
                <div className="catalog__item-actions">
                  {archivable && (
                    <button type="button" className="button button--outline button--small" aria-label={`Archive ${item.post.title}`} onClick={() => void archive(item, true)}>
                      Archive
                    </button>
                  )}
                  <button
                    id={`move-UP-${item.post.id}`}
                    type="button"
                    className="button button--outline button--small"
                    disabled={index === 0}
                    aria-label={`Move up: ${item.post.title}`}
                    onClick={() => void move(item, index, 'UP')}
                  >
                    Move up
                  </button>
                  <button
                    id={`move-DOWN-${item.post.id}`}
                    type="button"
                    className="button button--outline button--small"
                    disabled={index === items.length - 1}
                    aria-label={`Move down: ${item.post.title}`}
                    onClick={() => void move(item, index, 'DOWN')}
                  >
                    Move down
                  </button>
                  <button type="button" className="button button--outline button--small" aria-label={`Remove ${item.post.title} from ${info.name}`} onClick={() => void remove(item, index)}>
                    Remove
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {next && (
        <div className="feed__more">
          <button type="button" className="button button--outline" disabled={loading} aria-busy={loading} onClick={() => void more()}>
            {loading ? 'Loading…' : 'Show more'}
          </button>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      {confirming && (
        <ModalDialog block="membership-dialog" panelClassName="membership-dialog__panel--modal" labelledBy={titleId} onClose={() => setConfirming(false)} busy={busy}>
          <h2 id={titleId}>Delete list</h2>
          <p>{deleteListQuestion(info.name)}</p>
          <div className="catalog__actions">
            <button type="button" className="button button--small" disabled={busy} aria-busy={busy} onClick={() => void destroy()}>
              Delete
            </button>
            <button type="button" className="button button--outline button--small" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}

/** The list the page's catalogSlugId names, from the preloaded cache. */
function useCatalog(param: string | undefined) {
  const ref = parseCatalogSlugId(param ?? '');
  const readingList = usePreloaded(ViewerReadingListQuery, { type: ref?.kind === 'predefined' ? ref.type : 'READING_LIST' });
  const id = catalogIdOf(ref, readingList?.viewerPredefinedCatalog.id ?? null);
  const data = usePreloaded(CatalogPageQuery, catalogFirstPage(id ?? ''));
  return id ? (data?.catalog ?? null) : null;
}

function CatalogPageFor({ page }: { page: 'your-catalog' | 'user-catalog' | 'collections-library' }) {
  const { state } = usePageData();
  const param = state.route?.params.catalogSlugId ?? state.route?.params.catalogSlug;
  const catalog = useCatalog(param);
  return <PageFrame page={page} main={catalog ? <CatalogView catalog={catalog} /> : <p className="library__empty">There is no such list.</p>} />;
}

export function YourCatalogPage() {
  const { state } = usePageData();
  if (state.route?.params.catalogSlugId === 'highlights') return <PageFrame page="your-catalog" main={<YourHighlights />} />;
  return <CatalogPageFor page="your-catalog" />;
}

export const UserCatalogPage = () => <CatalogPageFor page="user-catalog" />;

export function EmbedCatalogPage() {
  const { state } = usePageData();
  const catalog = useCatalog(state.route?.params.catalogSlugId);
  return <PageFrame page="embed-catalog" main={catalog ? <CatalogView catalog={catalog} embedded /> : <p>There is no such list.</p>} />;
}

export function UserCatalogsPage() {
  const { state, transport } = usePageData();
  const username = state.route?.params.username ?? '';
  const data = usePreloaded(UserCatalogsQuery, userCatalogsFirstPage(username));
  const name = data?.user?.name ?? username;
  return (
    <PageFrame
      page="user-catalogs"
      main={
        <div className="library">
          <h1 className="library__title">{`${name}’s lists`}</h1>
          <CatalogListing
            label={`Lists by ${name}`}
            first={data?.userCatalogs}
            fetchPage={transport ? async (after) => (await transport.request(UserCatalogsQuery, { username, first: CATALOGS_PAGE_SIZE, after })).data?.userCatalogs : null}
            empty={<p>{`${name} has no public lists yet.`}</p>}
          />
        </div>
      }
    />
  );
}

export function CollectionsLibraryPage() {
  const { state, transport } = usePageData();
  const first = usePreloaded(PopularCatalogsQuery, libraryFirstPage);
  if (state.route?.params.catalogSlug) return <CatalogPageFor page="collections-library" />;
  return (
    <PageFrame
      page="collections-library"
      main={
        <div className="library">
          <h1 className="library__title">Collections</h1>
          <p>Reading lists readers made public, the most followed first.</p>
          <CatalogListing
            label="Collections"
            first={first?.popularCatalogs}
            fetchPage={transport ? async (after) => (await transport.request(PopularCatalogsQuery, { first: CATALOGS_PAGE_SIZE, after })).data?.popularCatalogs : null}
            empty={<p>No public lists yet.</p>}
          />
        </div>
      }
    />
  );
}
