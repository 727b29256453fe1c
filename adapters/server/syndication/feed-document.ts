// platform-reference §2.1 (feeds): a feed's document, RSS 2.0 or Atom, written with the `feed` package. Every
// address is absolute on the configured public origin; titles and names are cut to what XML carries (Atom
// titles are declared HTML, so they are escaped as HTML too); a story's content is its body as HTML, or for a
// member-only story its preview and a link to the rest (core/feed-syndication/feed-item.ts).
import { Feed, type Item } from 'feed';
import { postPath, publicationPath, tagPath, topicPath, userPath } from '../../../core/routing/links.ts';
import { pathTo } from '../../../core/routing/paths.ts';
import { absoluteUrl, feedItemBody, xmlText } from '../../../core/feed-syndication/feed-item.ts';
import { FEED_FORMAT_PARAM, feedPath, feedTitle, scopeOfFeed, type FeedFormat } from '../../../core/feed-syndication/feed-scope.ts';
import type { FeedOwner, FeedStory } from '../../postgres/syndication.repository.ts';
import { escapeHtml } from '../render/escape.ts';
import { bodyHtml } from './body-html.ts';

export type FeedContext = { productName: string; publicOrigin: string };

/** The page a feed mirrors and its description. */
function feedMeta(owner: FeedOwner, productName: string): { path: string; description: string } {
  switch (owner.kind) {
    case 'latest':
      return { path: '/', description: `The newest stories on ${productName}.` };
    case 'user':
      return { path: userPath(owner.username), description: owner.bio || `The newest stories by ${owner.name} on ${productName}.` };
    case 'recommended':
      return { path: pathTo('ShowUserHasRecommended', { username: owner.username }), description: `The stories ${owner.name} recommends on ${productName}.` };
    case 'publication': {
      const collectionSlug = owner.slug;
      if (owner.news) {
        const about = owner.tag ? ` tagged ${owner.tag.displayTitle}` : '';
        return { path: pathTo('ShowCollectionNewsletterLandingPage', { collectionSlug }), description: `The stories ${owner.name} sent to its newsletter's subscribers${about}.` };
      }
      if (owner.tag) {
        return { path: pathTo('ShowCollectionTagged', { collectionSlug, tagSlug: owner.tag.slug }), description: `The newest stories in ${owner.name} tagged ${owner.tag.displayTitle}.` };
      }
      return { path: publicationPath(owner.slug), description: owner.description || `The newest stories in ${owner.name} on ${productName}.` };
    }
    case 'tag':
      return { path: tagPath(owner.slug), description: `The newest stories tagged ${owner.displayTitle} on ${productName}.` };
    case 'topic':
      return { path: topicPath(owner.slug), description: owner.description || `The newest stories about ${owner.name} on ${productName}.` };
    case 'list':
      return {
        path: pathTo('ShowUserList', { username: owner.ownerUsername, catalogSlugId: owner.catalogSlug }),
        description: owner.description || `A list by ${owner.ownerName} on ${productName}.`,
      };
  }
}

/** When a story last changed: its edit, or its publication if later. */
export const storyUpdated = (story: Pick<FeedStory, 'publishedAt' | 'updatedAt'>): Date =>
  story.updatedAt.getTime() > story.publishedAt.getTime() ? story.updatedAt : story.publishedAt;

/** The newest change among a feed's stories; null for a feed with none. */
export function feedUpdated(stories: readonly FeedStory[]): Date | null {
  let newest: Date | null = null;
  for (const s of stories) {
    const at = storyUpdated(s);
    if (!newest || at.getTime() > newest.getTime()) newest = at;
  }
  return newest;
}

/** An Atom attribute: the package escapes `&` and `"` but not `<`, which XML forbids there. */
const attributeText = (text: string) => xmlText(text).replace(/</g, '');

function item(story: FeedStory, format: FeedFormat, context: FeedContext): Item {
  const { productName, publicOrigin } = context;
  const link = absoluteUrl(publicOrigin, postPath({ id: story.id, title: story.title }, story.creatorUsername, story.publicationSlug));
  const body = feedItemBody(story, story.body, productName);
  const content =
    bodyHtml(body.paragraphs, publicOrigin) + (body.kind === 'preview' ? `<p><a href="${escapeHtml(link)}">${escapeHtml(xmlText(body.note))}</a></p>` : '');
  const title = xmlText(story.title);
  const author = xmlText(story.creatorName);
  return {
    title: format === 'atom' ? escapeHtml(title) : title,
    // The story's permanent address: its link changes with its title, this never does.
    id: absoluteUrl(publicOrigin, pathTo('ShowPost', { postId: story.id })),
    link,
    date: storyUpdated(story),
    published: story.publishedAt,
    ...(story.subtitle ? { description: escapeHtml(xmlText(story.subtitle)) } : {}),
    content,
    ...(format === 'atom'
      ? {
          author: [{ name: author, link: absoluteUrl(publicOrigin, userPath(story.creatorUsername)) }],
          category: story.tags.map((t) => ({ term: t.slug, name: attributeText(t.displayTitle), scheme: absoluteUrl(publicOrigin, '/tag/') })),
        }
      : {
          // RSS's <author> is an e-mail address; the writer's name goes in Dublin Core's creator.
          extensions: [{ name: 'dc:creator', objects: { _text: author } }],
          category: story.tags.map((t) => ({ name: xmlText(t.displayTitle), domain: absoluteUrl(publicOrigin, tagPath(t.slug)) })),
        }),
  };
}

/** The feed's XML in the asked format. */
export function feedDocument(owner: FeedOwner, stories: readonly FeedStory[], format: FeedFormat, context: FeedContext): string {
  const meta = feedMeta(owner, context.productName);
  const self = absoluteUrl(context.publicOrigin, feedPath(scopeOfFeed(owner)));
  const feed = new Feed({
    id: self,
    title: xmlText(feedTitle(owner, context.productName)),
    description: xmlText(meta.description),
    link: absoluteUrl(context.publicOrigin, meta.path),
    // A feed with no stories says it changed at the epoch, so its document (and ETag) stays the same.
    updated: feedUpdated(stories) ?? new Date(0),
    generator: false,
    feedLinks: { rss: self, atom: `${self}?${FEED_FORMAT_PARAM}=atom` },
  });
  for (const story of stories) feed.addItem(item(story, format, context));
  return format === 'atom' ? feed.atom1() : feed.rss2();
}
