// The save popover (issue 16): a non-modal WAI-ARIA dialog beside the save button listing the reader's lists with a
// checkbox each (the Reading list first), ticked when the list holds the story; ticking saves, unticking removes
// (at once on screen, put back if the server refuses). 'Create new list' opens a small form (name, description,
// private or public) that makes the list and saves the story into it in one request. Focus moves into the
// dialog when it opens, Escape or a click outside closes it and focus returns to the button. Loaded on first use.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CATALOG_DESCRIPTION_MAX, CATALOG_NAME_MAX, checkCatalogInput, savedToListMessage } from '../../core/lists/catalogs.ts';
import { retryableErrorMessage } from '../../core/toasts/undo.ts';
import { usePageData } from '../data.tsx';
import { AddToCatalogMutation, CreateCatalogMutation, outcomeOf, RemoveFromCatalogMutation, SavePopoverQuery } from './lists-queries.ts';
import '../library/library.css';

type Row = { id: string; name: string; visibility: string; checked: boolean; busy: boolean };

export function SavePopover({
  id,
  postId,
  title,
  onSavedChange,
  onClose,
}: {
  id: string;
  postId: string;
  title: string;
  onSavedChange: (saved: boolean) => void;
  onClose: () => void;
}) {
  const { transport } = usePageData();
  const headingId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // A reader with hundreds of lists: 50 at a time with 'Show more lists', and a filter over the loaded ones.
  const [next, setNext] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [filter, setFilter] = useState('');
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    let live = true;
    if (!transport) return;
    transport
      .request(SavePopoverQuery, { postId })
      .then((result) => {
        if (!live) return;
        const page = result.data?.viewerCatalogs;
        if (!page) return setError(result.errors?.[0]?.message ?? retryableErrorMessage);
        setRows(page.items.map((c) => ({ id: c.id, name: c.name, visibility: c.visibility, checked: c.containsPost, busy: false })));
        setNext(page.nextCursor);
      })
      .catch(() => live && setError(retryableErrorMessage));
    return () => {
      live = false;
    };
  }, [transport, postId]);

  const more = async () => {
    if (!transport || !next) return;
    setLoadingMore(true);
    try {
      const page = (await transport.request(SavePopoverQuery, { postId, after: next })).data?.viewerCatalogs;
      if (!page) return setError(retryableErrorMessage);
      setRows((prior) => {
        const seen = new Set((prior ?? []).map((r) => r.id));
        return [...(prior ?? []), ...page.items.filter((c) => !seen.has(c.id)).map((c) => ({ id: c.id, name: c.name, visibility: c.visibility, checked: c.containsPost, busy: false }))];
      });
      setNext(page.nextCursor);
    } catch {
      setError(retryableErrorMessage);
    } finally {
      setLoadingMore(false);
    }
  };

  const needle = filter.trim().toLocaleLowerCase();
  const shown = rows === null ? null : needle === '' ? rows : rows.filter((r) => r.name.toLocaleLowerCase().includes(needle));

  // Focus into the dialog once it has something to hold it; Escape and a click outside close it.
  useEffect(() => {
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        closeRef.current();
      }
    };
    const onPointer = (e: PointerEvent) => {
      const root = panel.current?.parentElement;
      if (root && e.target instanceof Node && !root.contains(e.target)) closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  useEffect(() => {
    if (creating) nameInput.current?.focus();
  }, [creating]);

  // The button's pressed state follows the ticks (after the render, not inside it).
  const savedRef = useRef(onSavedChange);
  savedRef.current = onSavedChange;
  useEffect(() => {
    if (rows) savedRef.current(rows.some((r) => r.checked));
  }, [rows]);

  const toggle = async (row: Row) => {
    if (!transport || row.busy) return;
    const want = !row.checked;
    const apply = (f: (r: Row) => Row) =>
      setRows((all) => (all ?? []).map((r) => (r.id === row.id ? f(r) : r)));
    apply((r) => ({ ...r, checked: want, busy: true }));
    setError('');
    try {
      const result = want
        ? await transport.request(AddToCatalogMutation, { catalogId: row.id, postId })
        : await transport.request(RemoveFromCatalogMutation, { catalogId: row.id, postId });
      const answer = want ? (result.data as { addToCatalog?: unknown } | null)?.addToCatalog : (result.data as { removeFromCatalog?: unknown } | null)?.removeFromCatalog;
      const outcome = outcomeOf(answer as { __typename: string } | undefined, 'CatalogItemChanged', result.errors, retryableErrorMessage);
      if (!outcome.ok) {
        apply((r) => ({ ...r, checked: !want, busy: false }));
        setError(outcome.message);
        return;
      }
      apply((r) => ({ ...r, busy: false }));
      setStatus(want ? savedToListMessage(row.name) : `Removed from ${row.name}.`);
    } catch {
      apply((r) => ({ ...r, checked: !want, busy: false }));
      setError(retryableErrorMessage);
    }
  };

  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (!transport || submitting) return;
    const checked = checkCatalogInput({ name, description, visibility: isPrivate ? 'PRIVATE' : 'PUBLIC' });
    if (!checked.ok) {
      setError(checked.message);
      nameInput.current?.focus();
      return;
    }
    setSubmitting(true);
    setError('');
    try {
      const result = await transport.request(CreateCatalogMutation, { input: { ...checked.value, postId } });
      const outcome = outcomeOf(result.data?.createCatalog, 'CatalogSaved', result.errors, retryableErrorMessage);
      if (!outcome.ok) {
        setError(outcome.message);
        return;
      }
      const catalog = outcome.value.catalog;
      setRows((all) => [...(all ?? []), { id: catalog.id, name: catalog.name, visibility: catalog.visibility, checked: true, busy: false }]);
      setCreating(false);
      setName('');
      setDescription('');
      setStatus(savedToListMessage(catalog.name));
    } catch {
      setError(retryableErrorMessage);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div ref={panel} id={id} className="save-popover" role="dialog" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="save-popover__heading">
        Save to a list
      </h2>
      <p className="visually-hidden">{title}</p>
      {rows === null && !error && <p className="save-popover__loading">Loading your lists…</p>}
      {rows !== null && (rows.length > 8 || next !== null) && (
        <label className="save-popover__field save-popover__filter">
          <span>Find a list</span>
          <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </label>
      )}
      {shown !== null && needle !== '' && shown.length === 0 && <p className="save-popover__hint">{next ? 'No list by that name yet: show more lists to look further.' : 'No list by that name.'}</p>}
      {shown !== null && (
        <ul className="save-popover__lists">
          {shown.map((row) => (
            <li key={row.id}>
              <label className="save-popover__row">
                <input type="checkbox" checked={row.checked} aria-busy={row.busy} onChange={() => void toggle(row)} />
                <span className="save-popover__name">{row.name}</span>
                {row.visibility !== 'PUBLIC' && <span className="save-popover__private">Private</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
      {next && (
        <button type="button" className="save-popover__create" disabled={loadingMore} aria-busy={loadingMore} onClick={() => void more()}>
          {loadingMore ? 'Loading…' : 'Show more lists'}
        </button>
      )}
      {creating ? (
        <form className="save-popover__form" onSubmit={(e) => void create(e)} noValidate>
          <label className="save-popover__field">
            <span>Name</span>
            <input ref={nameInput} value={name} onChange={(e) => setName(e.target.value)} maxLength={CATALOG_NAME_MAX * 2} required aria-describedby={`${id}-name-hint`} />
          </label>
          <span id={`${id}-name-hint`} className="save-popover__hint">{`At most ${CATALOG_NAME_MAX} characters.`}</span>
          <label className="save-popover__field">
            <span>Description (optional)</span>
            <textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={2} maxLength={CATALOG_DESCRIPTION_MAX} />
          </label>
          <label className="save-popover__check">
            <input type="checkbox" checked={isPrivate} onChange={(e) => setPrivate(e.target.checked)} />
            <span>Make it private</span>
          </label>
          <div className="save-popover__actions">
            <button type="button" className="button button--outline button--small" onClick={() => setCreating(false)}>
              Cancel
            </button>
            <button type="submit" className="button button--small" disabled={submitting} aria-busy={submitting}>
              Create
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="save-popover__create" onClick={() => setCreating(true)}>
          Create new list
        </button>
      )}
      {error && (
        <p className="save-popover__error" role="alert">
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
