// Issue 22 part B (reader-experience §2.6 'Manage publication' → Settings): Info & Homepage (name, tagline,
// description, header colour and image with its focus point and alt, search tags, time zone; the homepage's
// sections), Navigation (tabs), Subpages (list, new, edit, delete) and About (the about text and the guidelines for
// writers). Owners and editors only — the server answers anyone else with 404 and the mutations with FORBIDDEN.
// Every control is a labelled form control or a button: sections and tabs move with 'Move up' / 'Move down'.
import { StatusLine, useSave } from './settings-save.tsx';
import { DnsRecordTable } from '../components/DnsRecordTable.tsx';
import { deferred } from '../components/deferred.tsx';
import { useState, type FormEvent, type ReactNode } from 'react';
import { NAVIGATION_DESTINATIONS } from '../../core/publication/navigation.ts';
import { SECTION_TYPES, SEO_ROBOTS } from '../../core/publication/settings-options.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { uploadImage } from '../editor/upload.ts';
import {
  CreatePublicationSubpageMutation,
  DeletePublicationSubpageMutation,
  PublicationSettingsQuery,
  RemovePublicationCustomDomainMutation,
  RequestPublicationCustomDomainMutation,
  UpdatePublicationAboutMutation,
  UpdatePublicationInfoMutation,
  UpdatePublicationNavigationMutation,
  UpdatePublicationSectionsMutation,
  UpdatePublicationSubpageMutation,
  type PublicationSettingsData,
} from '../publication-page-queries.ts';
import { PublicationFrame } from './PublicationChrome.tsx';
import { SettingsTabs, type SettingsTabKey } from './SettingsTabs.tsx';

type Settings = PublicationSettingsData;

const DESTINATION_LABELS: Record<string, string> = {
  ABOUT: 'About',
  ARCHIVE: 'Archive',
  EXTERNAL_URL: 'External URL',
  LATEST: 'Latest',
  PAGE: 'Page (a subpage)',
  POST: 'Post',
  SECTION: 'Section (a feature page or a topic)',
  TAG_FEED: 'Tag feed',
  TRENDING: 'Trending',
};
const SECTION_LABELS: Record<string, string> = { FEATURED: 'Featured', LATEST: 'Latest', TAG: 'Tag', PROMOTION: 'Promotion' };


function move<T>(list: readonly T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return [...list];
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

function RowActions({ index, count, label, onMove, onRemove }: { index: number; count: number; label: string; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  // The visible words lead the accessible name ('Move up section 2'), as WCAG's label-in-name asks.
  const named = (verb: string) => (
    <>
      {verb}
      <span className="visually-hidden"> {label}</span>
    </>
  );
  return (
    <div className="publication-settings__row-actions">
      <button type="button" className="button button--small button--outline" onClick={() => onMove(-1)} disabled={index === 0}>
        {named('Move up')}
      </button>
      <button type="button" className="button button--small button--outline" onClick={() => onMove(1)} disabled={index === count - 1}>
        {named('Move down')}
      </button>
      <button type="button" className="button button--small button--outline" onClick={onRemove}>
        {named('Remove')}
      </button>
    </div>
  );
}

function InfoForm({ settings, onSaved }: { settings: Settings; onSaved: (s: Settings) => void }) {
  const { state } = usePageData();
  const { status, save } = useSave();
  const [form, setForm] = useState({
    name: settings.name,
    tagline: settings.tagline,
    description: settings.description,
    seoDescription: settings.seoDescription,
    seoRobots: settings.seoRobots,
    timeZone: settings.timeZone,
    headerColor: settings.headerColor ? `#${settings.headerColor}` : '',
    headerImageId: settings.headerImageId,
    headerImageAlt: settings.headerImageAlt,
    headerFocusX: settings.headerFocusX,
    headerFocusY: settings.headerFocusY,
  });
  const [upload, setUpload] = useState<string>('');
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const data = await save((t) => t.request(UpdatePublicationInfoMutation, { publicationId: settings.id, input: form }), 'Saved. The publication’s pages show it now.');
    if (data) onSaved(data.updatePublicationInfo);
  };
  return (
    <form onSubmit={submit} aria-labelledby="info-heading" noValidate>
      <h2 id="info-heading">Info</h2>
      <label>
        Name
        <input value={form.name} onChange={(e) => set({ name: e.target.value })} required maxLength={100} />
      </label>
      <label>
        Tagline
        <input value={form.tagline} onChange={(e) => set({ tagline: e.target.value })} maxLength={100} />
      </label>
      <label>
        Description
        <textarea value={form.description} onChange={(e) => set({ description: e.target.value })} maxLength={280} />
      </label>
      <fieldset>
        <legend>Homepage header</legend>
        <label>
          Header colour (hex like #1a8917, or rgb/rgba)
          <input value={form.headerColor} onChange={(e) => set({ headerColor: e.target.value })} aria-describedby="header-color-help" />
        </label>
        <p id="header-color-help" className="publication-page__note">
          Leave empty for no colour. The text on the header turns black or white, whichever reads better.
          {form.headerColor && /^#[0-9a-f]{6}$/i.test(form.headerColor) && <span className="publication-settings__swatch" style={{ background: form.headerColor }} aria-hidden="true" />}
        </p>
        <label>
          Background image
          <input
            type="file"
            accept="image/*"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setUpload('Uploading…');
              const result = await uploadImage(file, state.xsrf, () => {});
              if (result.ok) {
                set({ headerImageId: result.image.id });
                setUpload('Uploaded. Save to use it.');
              } else setUpload(result.message);
            }}
          />
        </label>
        <p role="status" className="publication-page__note">
          {upload || (form.headerImageId ? 'The header has an image.' : 'The header has no image.')}
        </p>
        {form.headerImageId && (
          <button type="button" className="button button--small button--outline" onClick={() => set({ headerImageId: null })}>
            Remove the image
          </button>
        )}
        <label>
          Image description (alt text; empty if it is decoration)
          <input value={form.headerImageAlt} onChange={(e) => set({ headerImageAlt: e.target.value })} maxLength={500} />
        </label>
        <label>
          Focus point from the left (%)
          <input type="number" min={0} max={100} value={form.headerFocusX} onChange={(e) => set({ headerFocusX: Number(e.target.value) })} />
        </label>
        <label>
          Focus point from the top (%)
          <input type="number" min={0} max={100} value={form.headerFocusY} onChange={(e) => set({ headerFocusY: Number(e.target.value) })} />
        </label>
      </fieldset>
      <fieldset>
        <legend>Search engines</legend>
        <label>
          Search description
          <textarea value={form.seoDescription} onChange={(e) => set({ seoDescription: e.target.value })} maxLength={160} />
        </label>
        <label>
          Indexing
          <select value={form.seoRobots} onChange={(e) => set({ seoRobots: e.target.value })}>
            {SEO_ROBOTS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <label>
        Time zone (the archive’s days)
        <input value={form.timeZone} onChange={(e) => set({ timeZone: e.target.value })} />
      </label>
      <div>
        <button type="submit" className="button" disabled={status.kind === 'saving'}>
          Save info
        </button>
      </div>
      <StatusLine status={status} />
    </form>
  );
}

type SectionRow = { type: string; title: string; value: string; layout: string; postCount: number };

function SectionsForm({ settings, onSaved }: { settings: Settings; onSaved: (s: Settings) => void }) {
  const { status, save } = useSave();
  const [rows, setRows] = useState<SectionRow[]>(settings.sections.map((s) => ({ ...s })));
  const update = (i: number, patch: Partial<SectionRow>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const data = await save((t) => t.request(UpdatePublicationSectionsMutation, { publicationId: settings.id, sections: rows }), 'Saved. The homepage shows the sections now.');
    if (data) onSaved(data.updatePublicationSections);
  };
  return (
    <form onSubmit={submit} aria-labelledby="sections-heading">
      <h2 id="sections-heading">Homepage sections</h2>
      <ol className="publication-settings__rows">
        {rows.map((row, i) => {
          const label = `section ${i + 1}`;
          return (
            <li key={i} className="publication-settings__row">
              <label>
                Kind of section {i + 1}
                <select value={row.type} onChange={(e) => update(i, { type: e.target.value })}>
                  {SECTION_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {SECTION_LABELS[t]}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Title of section {i + 1}
                <input value={row.title} onChange={(e) => update(i, { title: e.target.value })} />
              </label>
              {(row.type === 'TAG' || row.type === 'PROMOTION') && (
                <label>
                  {row.type === 'TAG' ? `Tag of section ${i + 1} (its slug)` : `Text of section ${i + 1}`}
                  <input value={row.value} onChange={(e) => update(i, { value: e.target.value })} />
                </label>
              )}
              <label>
                Layout of section {i + 1}
                <select value={row.layout} onChange={(e) => update(i, { layout: e.target.value })}>
                  <option value="LIST">List</option>
                  <option value="GRID">Grid</option>
                </select>
              </label>
              <label>
                Stories in section {i + 1}
                <input type="number" min={1} max={12} value={row.postCount} onChange={(e) => update(i, { postCount: Number(e.target.value) })} />
              </label>
              <RowActions index={i} count={rows.length} label={label} onMove={(by) => setRows((all) => move(all, i, by))} onRemove={() => setRows((all) => all.filter((_, j) => j !== i))} />
            </li>
          );
        })}
      </ol>
      <div className="publication-settings__row-actions">
        <button type="button" className="button button--outline" onClick={() => setRows((all) => [...all, { type: 'LATEST', title: 'Latest', value: '', layout: 'LIST', postCount: 5 }])}>
          Add a section
        </button>
        <button type="submit" className="button" disabled={status.kind === 'saving'}>
          Save sections
        </button>
      </div>
      <StatusLine status={status} />
    </form>
  );
}

type NavRow = { title: string; destination: string; value: string };

function NavigationForm({ settings, onSaved }: { settings: Settings; onSaved: (s: Settings) => void }) {
  const { status, save } = useSave();
  const [rows, setRows] = useState<NavRow[]>(settings.navigationItems.map((n) => ({ ...n })));
  const update = (i: number, patch: Partial<NavRow>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const data = await save((t) => t.request(UpdatePublicationNavigationMutation, { publicationId: settings.id, items: rows }), 'Saved. The publication’s pages show the tabs now.');
    if (data) {
      onSaved(data.updatePublicationNavigation);
      setRows(data.updatePublicationNavigation.navigationItems.map((n) => ({ ...n })));
    }
  };
  const valueLabel = (d: string) =>
    d === 'EXTERNAL_URL' ? 'Address (https://…)' : d === 'PAGE' ? 'Subpage (its slug)' : d === 'POST' ? 'Story id' : d === 'SECTION' ? 'Topic (its slug)' : d === 'TAG_FEED' ? 'Tag (its slug)' : null;
  return (
    <form onSubmit={submit} aria-labelledby="nav-heading">
      <h2 id="nav-heading">Navigation</h2>
      <p className="publication-page__note">Tabs show in this order; external links come last, after a divider, and open in a new tab.</p>
      <ol className="publication-settings__rows">
        {rows.map((row, i) => {
          const vl = valueLabel(row.destination);
          const divider = row.destination === 'EXTERNAL_URL' && rows.findIndex((r) => r.destination === 'EXTERNAL_URL') === i;
          return (
            <li key={i} className={`publication-settings__row${divider ? ' publication-settings__divider' : ''}`}>
              <label>
                Title of tab {i + 1}
                <input value={row.title} onChange={(e) => update(i, { title: e.target.value })} maxLength={40} />
              </label>
              <label>
                Tab {i + 1} points to
                <select value={row.destination} onChange={(e) => update(i, { destination: e.target.value })}>
                  {NAVIGATION_DESTINATIONS.map((d) => (
                    <option key={d} value={d}>
                      {DESTINATION_LABELS[d]}
                    </option>
                  ))}
                </select>
              </label>
              {vl && (
                <label>
                  {vl} of tab {i + 1}
                  <input value={row.value} onChange={(e) => update(i, { value: e.target.value })} />
                </label>
              )}
              <RowActions index={i} count={rows.length} label={`tab ${i + 1}`} onMove={(by) => setRows((all) => move(all, i, by))} onRemove={() => setRows((all) => all.filter((_, j) => j !== i))} />
            </li>
          );
        })}
      </ol>
      <div className="publication-settings__row-actions">
        <button type="button" className="button button--outline" onClick={() => setRows((all) => [...all, { title: '', destination: 'LATEST', value: '' }])}>
          Add a tab
        </button>
        <button type="submit" className="button" disabled={status.kind === 'saving'}>
          Save navigation
        </button>
      </div>
      <StatusLine status={status} />
    </form>
  );
}

function AboutForm({ settings, onSaved }: { settings: Settings; onSaved: (s: Settings) => void }) {
  const { status, save } = useSave();
  const [about, setAbout] = useState(settings.about);
  const [writeForUs, setWriteForUs] = useState(settings.writeForUs);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const data = await save((t) => t.request(UpdatePublicationAboutMutation, { publicationId: settings.id, input: { about, writeForUs } }), 'Saved. The about and write-for-us pages show it now.');
    if (data) onSaved(data.updatePublicationAbout);
  };
  return (
    <form onSubmit={submit} aria-labelledby="about-heading">
      <h2 id="about-heading">About</h2>
      <label>
        The about page’s text (a blank line between paragraphs)
        <textarea value={about} onChange={(e) => setAbout(e.target.value)} maxLength={5000} />
      </label>
      <label>
        Guidelines for writers (the write-for-us page)
        <textarea value={writeForUs} onChange={(e) => setWriteForUs(e.target.value)} maxLength={5000} />
      </label>
      <div>
        <button type="submit" className="button" disabled={status.kind === 'saving'}>
          Save about
        </button>
      </div>
      <StatusLine status={status} />
    </form>
  );
}

/**
 * Custom domain: live only when the host lookup serves it (the server says LIVE); a domain asked for is pending,
 * shown with the DNS record to create, until it is connected.
 */
function CustomDomainForm({ settings, onSaved }: { settings: Settings; onSaved: (s: Settings) => void }) {
  const { status, save } = useSave();
  const [domain, setDomain] = useState('');
  const custom = settings.customDomain;
  const request = async (e: FormEvent) => {
    e.preventDefault();
    const data = await save(
      (t) => t.request(RequestPublicationCustomDomainMutation, { publicationId: settings.id, domain }),
      'Saved. The domain is pending until it is connected.',
    );
    if (data) {
      onSaved(data.requestPublicationCustomDomain);
      setDomain('');
    }
  };
  const remove = async (which: 'PENDING' | 'LIVE') => {
    const data = await save(
      (t) => t.request(RemovePublicationCustomDomainMutation, { publicationId: settings.id, which }),
      which === 'LIVE' ? `Removed. ${settings.name} is served at its own address only.` : 'Removed the pending domain.',
    );
    if (data) onSaved(data.removePublicationCustomDomain);
  };
  return (
    <section aria-labelledby="domain-heading">
      <h2 id="domain-heading">Custom domain</h2>
      {custom.live ? (
        <div className="publication-settings__row">
          <p>
            Live: <strong>{custom.live}</strong> serves {settings.name}.
          </p>
          <button type="button" className="button button--outline" onClick={() => void remove('LIVE')} disabled={status.kind === 'saving'}>
            Stop using {custom.live}
          </button>
        </div>
      ) : (
        <p>{settings.name} has no live custom domain.</p>
      )}
      {custom.pending && (
        <div className="publication-settings__domain-pending">
          <p>
            Pending: <strong>{custom.pending}</strong> is not live yet.
          </p>
          <p>At the company that runs the DNS of {custom.pending}, create this record:</p>
          <DnsRecordTable domain={custom.pending} record={custom} className="publication-settings__dns" />
          <p>The site’s operator then connects the domain; this page shows it as live once it is served here.</p>
          <button type="button" className="button button--outline" onClick={() => void remove('PENDING')} disabled={status.kind === 'saving'}>
            Remove the pending domain
          </button>
        </div>
      )}
      <form onSubmit={request}>
        <label>
          {custom.pending || custom.live ? 'Use another domain' : 'Domain'} (like blog.example.com)
          <input type="text" value={domain} onChange={(e) => setDomain(e.target.value)} autoComplete="off" spellCheck={false} maxLength={253} required />
        </label>
        <div>
          <button type="submit" className="button" disabled={status.kind === 'saving'}>
            Set domain
          </button>
        </div>
      </form>
      <StatusLine status={status} />
    </section>
  );
}

function SubpageList({ settings }: { settings: Settings }) {
  const params = { collectionSlug: settings.slug };
  return (
    <section aria-labelledby="subpages-heading">
      <h2 id="subpages-heading">Subpages</h2>
      {settings.subpages.length === 0 ? (
        <p className="feed__status">No subpages yet.</p>
      ) : (
        <ul className="publication-settings__rows">
          {settings.subpages.map((s) => (
            <li key={s.id} className="publication-settings__row">
              <a href={s.url}>{s.title}</a>
              <a href={hrefFor('ShowCollectionEditSubpage', { ...params, subpageSlug: s.slug })} aria-label={`Edit ${s.title}`}>
                Edit
              </a>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a className="button" href={hrefFor('ShowCollectionNewSubpage', params)}>
          New subpage
        </a>
      </p>
    </section>
  );
}

function SubpageForm({ settings, slug }: { settings: Settings; slug: string | null }) {
  const existing = slug ? settings.subpages.find((s) => s.slug === slug) : undefined;
  const { status, save } = useSave();
  const [title, setTitle] = useState(existing?.title ?? '');
  const [newSlug, setNewSlug] = useState(existing?.slug ?? '');
  const [text, setText] = useState(existing?.text ?? '');
  const list = hrefFor('ShowCollectionSubpageList', { collectionSlug: settings.slug });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { title, slug: newSlug, text };
    const data = existing
      ? await save((t) => t.request(UpdatePublicationSubpageMutation, { publicationId: settings.id, slug: existing.slug, input }), 'Saved.')
      : await save((t) => t.request(CreatePublicationSubpageMutation, { publicationId: settings.id, input }), 'Saved.');
    const saved = data && ('createPublicationSubpage' in data ? data.createPublicationSubpage : data.updatePublicationSubpage);
    if (saved) window.location.assign(saved.url);
  };
  const remove = async () => {
    if (!existing) return;
    const data = await save((t) => t.request(DeletePublicationSubpageMutation, { publicationId: settings.id, slug: existing.slug }), 'Deleted.');
    if (data) window.location.assign(list);
  };
  return (
    <form onSubmit={submit} aria-labelledby="subpage-heading">
      <h2 id="subpage-heading">{existing ? `Edit “${existing.title}”` : 'New subpage'}</h2>
      <label>
        Title
        <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={100} />
      </label>
      <label>
        Address (lower-case words joined by dashes; empty: made from the title)
        <input value={newSlug} onChange={(e) => setNewSlug(e.target.value)} maxLength={60} />
      </label>
      <label>
        Text (a blank line between paragraphs; “# ” a heading, “&gt; ” a quote, “- ” a list item)
        <textarea value={text} onChange={(e) => setText(e.target.value)} rows={14} />
      </label>
      <div className="publication-settings__row-actions">
        <button type="submit" className="button" disabled={status.kind === 'saving'}>
          {existing ? 'Save subpage' : 'Publish subpage'}
        </button>
        {existing && (
          <button type="button" className="button button--outline" onClick={remove} disabled={status.kind === 'saving'}>
            Delete subpage
          </button>
        )}
        <a href={list}>Back to subpages</a>
      </div>
      <StatusLine status={status} />
    </form>
  );
}

// The feature pages' and followers' settings (publications/FeatureSettingsPages.tsx) share the page name: a chunk of
// their own, rendered by the server in the same pass (their loader awaits preloadFeatureSettings, feature-pages.pages.ts)
// and loaded by the browser after this one, so these settings' first JavaScript does not carry them.
const FeatureSettingsPart = deferred(() => import('../publications/FeatureSettingsPages.tsx').then((m) => m.FeatureSettingsPage));
export const preloadFeatureSettings = (): Promise<unknown> => FeatureSettingsPart.preload();

/** The routes this chunk draws; the publication's other settings routes that reach it are the feature pages' and followers'. */
const OWN_ROUTES: ReadonlySet<string> = new Set([
  'ShowCollectionSettings',
  'ShowCollectionEditMasthead',
  'ShowCollectionDesign',
  'ShowCollectionNavigationSettings',
  'ShowCollectionAboutSettings',
  'ShowCollectionSubpageList',
  'ShowCollectionNewSubpage',
  'ShowCollectionEditSubpage',
  'ShowCollectionCustomDomainSettings',
]);

export function PublicationSettingsPage() {
  const name = usePageData().state.route?.name ?? 'ShowCollectionSettings';
  return OWN_ROUTES.has(name) ? <InfoSettingsPage /> : <FeatureSettingsPart.Component />;
}

function InfoSettingsPage() {
  const { state } = usePageData();
  const slug = state.route?.params.collectionSlug ?? '';
  const data = usePreloaded(PublicationSettingsQuery, { slug });
  const [settings, setSettings] = useState<Settings | null>(data?.publicationSettings ?? null);
  const publication = data?.publication;
  if (!settings || !publication) return null;
  const route = state.route?.name ?? 'ShowCollectionSettings';
  // /new and /edit of a subpage are under Subpages; /edit (the masthead) and /design are the Info & Homepage form.
  const current: SettingsTabKey =
    route === 'ShowCollectionNewSubpage' || route === 'ShowCollectionEditSubpage' || route === 'ShowCollectionSubpageList'
      ? '/subpages'
      : route === 'ShowCollectionNavigationSettings'
        ? '/navigation'
        : route === 'ShowCollectionAboutSettings'
          ? '/about'
          : route === 'ShowCollectionCustomDomainSettings'
            ? '/custom-domain'
            : '';
  let body: ReactNode;
  if (route === 'ShowCollectionNavigationSettings') body = <NavigationForm settings={settings} onSaved={setSettings} />;
  else if (route === 'ShowCollectionAboutSettings') body = <AboutForm settings={settings} onSaved={setSettings} />;
  else if (route === 'ShowCollectionSubpageList') body = <SubpageList settings={settings} />;
  else if (route === 'ShowCollectionCustomDomainSettings') body = <CustomDomainForm settings={settings} onSaved={setSettings} />;
  else if (route === 'ShowCollectionNewSubpage') body = <SubpageForm settings={settings} slug={null} />;
  else if (route === 'ShowCollectionEditSubpage') body = <SubpageForm settings={settings} slug={state.route?.params.subpageSlug ?? ''} />;
  else
    body = (
      <>
        <InfoForm settings={settings} onSaved={setSettings} />
        <SectionsForm settings={settings} onSaved={setSettings} />
      </>
    );
  return (
    <PublicationFrame
      page="settings"
      publication={{ ...publication, name: settings.name, headerColor: settings.headerColor, navigationItems: settings.navigationItems }}
      asideLabel="About these settings"
      aside={<p className="publication-page__note">Changes show at once on every page of {settings.name}.</p>}
      main={
        <div className="publication-settings">
          <h1 className="page-heading">Settings of {settings.name}</h1>
          <SettingsTabs slug={slug} current={current} />
          {body}
        </div>
      }
    />
  );
}
