// Resolvers for newsletters.graphql.ts: thin. The store finds (or first makes) the newsletter, the viewer's status
// and the active count; the count is asked only when the viewer owns the newsletter. A publication's newsletter
// settings (migration 0050) are its owners' and editors' (core/newsletters/newsletter-settings.ts).
import { mayChangeNewsletter, NEWSLETTER_SETTINGS_MESSAGES, parseNewsletterSettings } from '../../../../core/newsletters/newsletter-settings.ts';
import { ROLE_RANKS } from '../../../../core/publication/permissions.ts';
import type { Newsletter } from '../../../postgres/newsletters.repository.ts';
import { sha256, UNSUBSCRIBE_SECRET, unsubscribeSignatureOk } from '../../newsletters/newsletters.service.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput, forbidden } from '../shared/errors.ts';
import { signedIn, signedInViewer } from '../shared/session.ts';

async function newsletterV3(newsletter: Newsletter | null, ctx: GraphQLContext) {
  if (!newsletter) return null;
  const viewerId = ctx.viewerId;
  const [status, subscriberCount] = await Promise.all([
    viewerId ? ctx.repos.newsletters.statusOfUser(newsletter.id, viewerId) : Promise.resolve(null),
    viewerId !== null && viewerId === newsletter.user.id ? ctx.repos.newsletters.activeCount(newsletter.id) : Promise.resolve(null),
  ]);
  return {
    id: newsletter.id,
    type: newsletter.type === 'collection' ? ('COLLECTION' as const) : ('AUTHOR' as const),
    slug: newsletter.slug,
    name: newsletter.name,
    description: newsletter.description,
    showPromo: newsletter.showPromo,
    collectionSlug: newsletter.collectionSlug,
    user: newsletter.user,
    viewerEdge: { id: `${newsletter.id}:${viewerId ?? 'anonymous'}`, isSubscribed: status === 'active' },
    subscriberCount,
  };
}

const UNDELIVERED_SHOWN = 50;

/** The owner's undelivered e-mails of this newsletter (the mail queue's permanent failures), newest first. */
async function undelivered(ctx: GraphQLContext, newsletterId: string) {
  const failures = await ctx.repos.mailDeliveries.list({ refPrefix: `newsletter:${newsletterId}:`, state: 'failed' }, UNDELIVERED_SHOWN);
  return failures.map((f) => ({ id: f.id, to: f.to, subject: f.subject, error: f.lastError ?? '' }));
}

export const newsletterResolvers: Resolvers<GraphQLContext> = {
  Query: {
    async newsletterUnsubscribeLink(_, { subject, hash, newsletterId }, ctx) {
      if (subject.length > 200 || hash.length > 100 || newsletterId.length > 200) return null;
      if (!unsubscribeSignatureOk(await ctx.repos.serverSecrets.get(UNSUBSCRIBE_SECRET), subject, hash, newsletterId)) return null;
      const newsletter = await ctx.repos.newsletters.byId(newsletterId);
      const shown = await newsletterV3(newsletter, ctx);
      if (!newsletter || !shown) return null;
      const status = subject.startsWith('s-')
        ? await ctx.repos.newsletters.subscriptionById(subject.slice(2)).then((sub) => (sub && sub.newsletterId === newsletter.id ? sub.status : null))
        : await ctx.repos.newsletters.statusOfUser(newsletter.id, subject);
      return { newsletter: shown, isSubscribed: status === 'active' };
    },
    async newsletterConfirmation(_, { token }, ctx) {
      if (token.length === 0 || token.length > 200) return null;
      const pending = await ctx.repos.newsletters.pendingByToken(sha256(token));
      const shown = pending ? await newsletterV3(await ctx.repos.newsletters.byId(pending.newsletterId), ctx) : null;
      return pending && shown ? { newsletter: shown, email: pending.email } : null;
    },
    async publicationNewsletterSettings(_, { slug }, ctx) {
      signedInViewer(ctx);
      const publication = await ctx.loaders.publicationBySlug.load(slug);
      if (!publication) return null;
      const role = ctx.viewerId ? await ctx.repos.publicationPeople.roleIn(ctx.viewerId, publication.id) : null;
      if (!mayChangeNewsletter(role)) throw forbidden(NEWSLETTER_SETTINGS_MESSAGES.notAllowed);
      const newsletter = await ctx.repos.newsletters.ofPublication(publication.id);
      const shown = await newsletterV3(newsletter, ctx);
      if (!newsletter || !shown) return null;
      return {
        id: `newsletter-settings:${publication.id}`,
        publicationId: publication.id,
        slug: publication.slug,
        name: publication.name,
        newsletter: shown,
        subscriberCount: await ctx.repos.newsletters.activeCount(newsletter.id),
      };
    },
  },
  Mutation: {
    async updatePublicationNewsletter(_, { publicationId, input }, ctx) {
      const { viewerId } = signedIn(ctx);
      const parsed = parseNewsletterSettings(input);
      if (!parsed.ok) throw badInput(parsed.message);
      const roles = ROLE_RANKS.filter((r) => mayChangeNewsletter(r));
      const saved = await ctx.repos.newsletters.updatePublicationSettings({ publicationId, actorId: viewerId, roles, settings: parsed.value });
      if (!saved) throw forbidden(NEWSLETTER_SETTINGS_MESSAGES.notAllowed);
      return (await newsletterV3(saved, ctx))!;
    },
  },
  NewsletterV3: {
    // The owner's alone, as the count is: the count is null for anyone else.
    undeliveredEmails: (newsletter, _, ctx) => (newsletter.subscriberCount === null || newsletter.subscriberCount === undefined ? null : undelivered(ctx, newsletter.id)),
  },
  User: {
    newsletterV3: async (user, _, ctx) => newsletterV3(await ctx.repos.newsletters.ofAuthor(user.id), ctx),
  },
  Publication: {
    newsletterV3: async (publication, _, ctx) => newsletterV3(await ctx.repos.newsletters.ofPublication(publication.id), ctx),
  },
};
