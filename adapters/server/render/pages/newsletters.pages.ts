// Issue 17's newsletter pages on the server (ui/newsletters/NewsletterPages.tsx; README: Newsletters): each preloads
// what its page shows. Their forms post to adapters/server/newsletters/newsletters.routes.ts, which comes back here.
// None is edge-cached: a landing page shows the viewer's own subscription, and the rest are a reader's own.
import { newsletterCopy as copy } from '../../../../core/copy/newsletter-copy.ts';
import {
  NewsletterConfirmationQuery,
  NewsletterUnsubscribeLinkQuery,
  PublicationNewsletterQuery,
  SubscribersImportQuery,
  unsubscribeLinkVars,
  WriterNewsletterQuery,
} from '../../../../ui/newsletters/newsletter-queries.ts';
import type { PageData, PageLoad, ServerPage } from './page-load.ts';

const description = (name: string, productName: string) => `Get every new story of ${name} by e-mail, from ${productName}.`;

/** /subscribe/@{username} and /@{username}/subscribe: the writer's newsletter. */
async function loadWriterNewsletter({ route, preload, page, notFound, productName }: PageLoad): Promise<PageData> {
  const user = (await preload(WriterNewsletterQuery, { username: route.params.username ?? '' }))?.user;
  if (!user?.newsletterV3) return notFound();
  return page({ title: `${user.newsletterV3.name} – Newsletter – ${productName}`, description: description(user.newsletterV3.name, productName), canonicalPath: `/subscribe/@${user.username}` });
}

/** /{publication}/newsletter and /{publication}/newsletters/{slug}: the publication's newsletter. */
async function loadPublicationNewsletter({ route, preload, page, notFound, productName }: PageLoad): Promise<PageData> {
  const publication = (await preload(PublicationNewsletterQuery, { slug: route.params.collectionSlug ?? '' }))?.publication;
  const newsletter = publication?.newsletterV3;
  if (!publication || !newsletter) return notFound();
  return page({ title: `${newsletter.name} – Newsletter – ${productName}`, description: description(newsletter.name, productName), canonicalPath: `/${publication.slug}/newsletter` });
}

async function loadUnsubscribeAll({ route, page, productName }: PageLoad): Promise<PageData> {
  const title = route.name === 'ShowUnsubscribeAllAuthorNewsletters' ? 'Unsubscribe from writers’ newsletters' : 'Unsubscribe from all newsletters';
  return page({ title: `${title} – ${productName}`, description: `Stop the newsletters you receive from ${productName}.`, canonicalPath: null });
}

async function loadImport({ request, preload, page, productName }: PageLoad): Promise<PageData> {
  await preload(SubscribersImportQuery, { username: request.viewerUsername ?? '' });
  return page({ title: `${copy.importTitle} – ${productName}`, description: `Your newsletter's subscribers on ${productName}: export and import.`, canonicalPath: null });
}

/** /me/email-settings/{userId}/{hash}?newsletter={id}: what the signed link names (a changed link: the page says so). */
export async function loadNewsletterEmailSettings({ route, preload, page, productName }: PageLoad): Promise<PageData> {
  await preload(NewsletterUnsubscribeLinkQuery, unsubscribeLinkVars(route.params));
  return page({ title: `Unsubscribe – ${productName}`, description: `Stop a newsletter ${productName} sends you.`, canonicalPath: null });
}

/** /newsletters/confirm?token=…: the double opt-in's link names the address and the newsletter; its button confirms. */
export async function loadNewsletterConfirm({ route, preload, page, productName }: PageLoad): Promise<PageData> {
  await preload(NewsletterConfirmationQuery, { token: route.params.token ?? '' });
  return page({ title: `${copy.confirmButton} – ${productName}`, description: `Confirm a newsletter subscription on ${productName}.`, canonicalPath: null });
}

export const writerSubscriptionPromotionPage: ServerPage = { load: loadWriterNewsletter };
export const publicationNewsletterPage: ServerPage = { load: loadPublicationNewsletter };
export const globalUnsubscribeNewslettersPage: ServerPage = { signedIn: true, load: loadUnsubscribeAll };
export const importMailingListPage: ServerPage = { signedIn: true, load: loadImport };
