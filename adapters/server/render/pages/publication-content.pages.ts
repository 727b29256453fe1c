// Issue 22's last publication pages on the server (ui/publications/PublicationContentPages.tsx): each preloads what
// its page shows; all are a signed-in reader's own and never edge-cached.
// - 'community-publication-content': /{publication}/stories (published), /stories/{filterBy} (a tab of
//   core/publication/content-manager.ts; another value: 404), /submissions — owners and editors; anyone else 404,
//   as the editor inbox and the featured stories page answer.
// - 'create-submission': /me/create-submission/{publicationId}/{postId} — the writer's own draft (else 404); a
//   publication where they may not submit: 403 with the reason.
// - 'review-submission': /r/submission/{submissionId} — its writer and the publication's editors and owners (else 404).
// - 'publication-newsletter-settings': /{publication}/newsletters/{newsletterSlug}/settings — owners and editors
//   (else 404); /{publication}/new-newsletter goes there (a publication has its one newsletter from the start).
import { contentTabOf } from '../../../../core/publication/content-manager.ts';
import { pathTo } from '../../../../core/routing/paths.ts';
import { PublicationNewsletterSettingsQuery } from '../../../../ui/newsletters/newsletter-queries.ts';
import { PublicationContentQuery, SubmissionQuery } from '../../../../ui/publications/publication-content-queries.ts';
import { SubmissionTargetsQuery } from '../../../../ui/publications/publication-people-queries.ts';
import type { PageData, PageLoad, ServerPage } from './page-load.ts';

const TAB_TITLES = { published: 'Stories', scheduled: 'Scheduled stories', submissions: 'Submitted drafts' } as const;

async function loadContent({ route, preload, page, notFound, productName }: PageLoad): Promise<PageData> {
  const tab = contentTabOf(route.name, route.params.filterBy);
  if (!tab) return notFound();
  const content = (await preload(PublicationContentQuery, { slug: route.params.collectionSlug ?? '', tab }))?.publicationContent;
  if (!content) return notFound();
  return page({ title: `${TAB_TITLES[tab]} – ${content.name} – ${productName}`, description: `The stories of ${content.name}.`, canonicalPath: null });
}

async function loadCreateSubmission(load: PageLoad): Promise<PageData> {
  const { route, preload, page, notFound, productName } = load;
  const targets = (await preload(SubmissionTargetsQuery, { postId: route.params.postId ?? '' }))?.submissionTargets;
  if (!targets) return notFound();
  const meta = { title: `Submit your draft – ${productName}`, description: 'Submit your draft to a publication for review.', canonicalPath: null };
  const target = targets.publications.find((p) => p.id === route.params.publicationId);
  // Already submitted (here or elsewhere): the page says where it is. Otherwise the publication must be one of theirs.
  if (!target && !targets.openSubmission) return { ...page(meta), status: 403 } as PageData;
  return page(meta);
}

async function loadReview({ route, preload, page, notFound, productName }: PageLoad): Promise<PageData> {
  const submission = (await preload(SubmissionQuery, { id: route.params.submissionId ?? '' }))?.submission;
  if (!submission) return notFound();
  return page({ title: `${submission.title || 'Untitled story'} – submission to ${submission.publicationName} – ${productName}`, description: `A draft submitted to ${submission.publicationName}.`, canonicalPath: null });
}

async function loadNewsletterSettings({ route, preload, page, notFound, redirect, productName }: PageLoad): Promise<PageData> {
  const collectionSlug = route.params.collectionSlug ?? '';
  const settings = (await preload(PublicationNewsletterSettingsQuery, { slug: collectionSlug }))?.publicationNewsletterSettings;
  if (!settings) return notFound();
  const path = pathTo('ShowCollectionNewsletterSettings', { collectionSlug: settings.slug, newsletterSlug: settings.newsletter.slug });
  if (route.name === 'ShowCollectionCreateNewsletterV3') return redirect(path, 302);
  if (route.params.newsletterSlug !== settings.newsletter.slug) return notFound();
  return page({ title: `Newsletter settings – ${settings.name} – ${productName}`, description: `The settings of ${settings.newsletter.name}.`, canonicalPath: null });
}

export const publicationContentPage: ServerPage = { signedIn: true, load: loadContent };
export const createSubmissionPage: ServerPage = { signedIn: true, load: loadCreateSubmission };
export const reviewSubmissionPage: ServerPage = { signedIn: true, load: loadReview };
export const publicationNewsletterSettingsPage: ServerPage = { signedIn: true, load: loadNewsletterSettings };
