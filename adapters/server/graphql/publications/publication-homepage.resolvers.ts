// reader-experience §3: a publication's homepage — its header, and the sections its editors arranged, each
// with its stories (a LATEST section continues in the publication's stream).
import type { Resolvers } from '../generated/resolvers-types.ts';
import { singlePageFeed } from '../shared/feed-page.ts';
import { publicationStream } from './publication-stream.ts';

export const publicationHomepageResolvers: Resolvers = {
  PublicationHomepage: {
    id: (publication) => `homepage:${publication.id}`,
    title: (publication) => publication.name,
    description: (publication) => publication.tagline || publication.description,
    async header(publication, _, ctx) {
      const header = (await ctx.repos.publicationHomepage.headersOf([publication.id])).get(publication.id);
      return {
        color: publication.headerColor ? { rgb: publication.headerColor } : null,
        backgroundImage: header?.imageId
          ? { id: header.imageId, alt: header.imageAlt, focusPercentX: header.focusX, focusPercentY: header.focusY }
          : null,
      };
    },
    sections: (publication, _, ctx) => ctx.repos.publicationHomepage.sectionsOf(publication.id),
  },
  PublicationSection: {
    text: (section) => (section.type === 'PROMOTION' ? section.value : ''),
    async tag(section, _, ctx) {
      if (section.type !== 'TAG') return null;
      const [tag] = await ctx.repos.publicationHomepage.tagsBySlugs([section.value]);
      return tag ?? { slug: section.value, displayTitle: section.title || section.value };
    },
    async posts(section, _, ctx) {
      const repo = ctx.repos.publicationHomepage;
      if (section.type === 'LATEST') return publicationStream(ctx, section.publicationId, section.postCount, null);
      if (section.type === 'PROMOTION') return singlePageFeed([], (id) => `section:${section.id}:${id}`);
      const posts =
        section.type === 'FEATURED'
          ? await repo.featured(section.publicationId, section.postCount, ctx.viewerId)
          : await repo.tagged(section.publicationId, section.value, section.postCount, ctx.viewerId);
      return singlePageFeed(posts, (id) => `section:${section.id}:${id}`);
    },
  },
};
