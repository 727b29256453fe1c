// Issue 22 part A: the Publishing tab of the settings (/me/settings/publishing): your publications, with their people,
// inbox and featured stories, and New publication. Small: it is part of the settings page's first JavaScript.
import { useId } from 'react';
import { hrefFor } from '../chrome/links.ts';
import { usePreloaded } from '../data.tsx';
import { ViewerPublicationsQuery } from './publication-people-queries.ts';

const ROLE_LABEL = { OWNER: 'Owner', EDITOR: 'Editor', WRITER: 'Writer' } as const;

/** The Publishing tab of the settings (the avatar menu's 'See all publications' and 'Manage publications'). */
export function YourPublicationsSection() {
  const publications = usePreloaded(ViewerPublicationsQuery, {})?.viewerPublications ?? [];
  const id = useId();
  return (
    <section className="people" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your publications</h2>
      {publications.length === 0 ? (
        <p className="feed__status">You are not on the masthead of any publication yet.</p>
      ) : (
        <ul className="people__list">
          {publications.map((p) => (
            <li key={p.id} className="people__row">
              <a href={hrefFor('ShowCollectionHome', { collectionSlug: p.slug })}>{p.name}</a>
              <span className="people__role">{ROLE_LABEL[p.role]}</span>
              <span className="people__actions">
                <a href={hrefFor('ShowCollectionPermissions', { collectionSlug: p.slug })}>People</a>
                {p.role !== 'WRITER' && <a href={hrefFor('ShowEditorInbox', { publicationSlug: p.slug })}>Editor inbox</a>}
                {p.role !== 'WRITER' && <a href={hrefFor('ShowCollectionManageFeaturedStories', { collectionSlug: p.slug })}>Featured stories</a>}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a className="button" href={hrefFor('ShowNewPublication')}>
          New publication
        </a>
      </p>
    </section>
  );
}
