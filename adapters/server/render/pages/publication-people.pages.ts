// Issue 22 part A's pages on the server (ui/publications/PublicationPeoplePages.tsx): each preloads what its page
// shows. All are a signed-in reader's own (people, inbox, outbox, featured) and never edge-cached. /new-publication
// and /{publication}/permissions share the page name 'settings' with the settings tabs (membership.pages.ts
// settingsPage dispatches to loadNewPublication / loadPublicationPeople by route).
import {
  EditorInboxQuery,
  FeaturedStoriesManagerQuery,
  PublicationPeopleQuery,
  SubmissionTargetsQuery,
  WriterOutboxQuery,
} from '../../../../ui/publications/publication-people-queries.ts';
import type { PageData, PageLoad, ServerPage } from './page-load.ts';

export async function loadNewPublication({ page, productName }: PageLoad): Promise<PageData> {
  return page({ title: `New publication – ${productName}`, description: `Start a publication on ${productName}: a name, an address and a tagline.`, canonicalPath: null });
}

export async function loadPublicationPeople({ route, preload, page, notFound, productName }: PageLoad): Promise<PageData> {
  const people = (await preload(PublicationPeopleQuery, { slug: route.params.collectionSlug ?? '' }))?.publicationPeople;
  if (!people) return notFound();
  return page({ title: `People – ${people.name} – ${productName}`, description: `The editors and writers of ${people.name}.`, canonicalPath: null });
}

async function loadInbox({ route, preload, page, notFound, productName }: PageLoad): Promise<PageData> {
  const inbox = (await preload(EditorInboxQuery, { slug: route.params.publicationSlug ?? '' }))?.editorInbox;
  if (!inbox) return notFound();
  return page({ title: `Editor inbox – ${inbox.name} – ${productName}`, description: `Submissions to ${inbox.name}.`, canonicalPath: null });
}

async function loadOutbox({ preload, page, productName }: PageLoad): Promise<PageData> {
  await preload(WriterOutboxQuery, {});
  return page({ title: `Your submissions – ${productName}`, description: `The stories you submitted to publications on ${productName}.`, canonicalPath: null });
}

async function loadTargets({ route, preload, page, notFound, productName }: PageLoad): Promise<PageData> {
  const targets = (await preload(SubmissionTargetsQuery, { postId: route.params.postId ?? '' }))?.submissionTargets;
  if (!targets) return notFound();
  return page({ title: `Submit to a publication – ${productName}`, description: `Choose a publication for your draft.`, canonicalPath: null });
}

async function loadFeatured({ route, preload, page, notFound, productName }: PageLoad): Promise<PageData> {
  const manager = (await preload(FeaturedStoriesManagerQuery, { slug: route.params.collectionSlug ?? '' }))?.featuredStoriesManager;
  if (!manager) return notFound();
  return page({ title: `Featured stories – ${manager.name} – ${productName}`, description: `The stories ${manager.name} features on its homepage.`, canonicalPath: null });
}

export const editorInboxPage: ServerPage = { signedIn: true, load: loadInbox };
export const writerOutboxPage: ServerPage = { signedIn: true, load: loadOutbox };
export const findPublicationForSubmissionPage: ServerPage = { signedIn: true, load: loadTargets };
export const manageFeaturedStoriesPage: ServerPage = { signedIn: true, load: loadFeatured };
