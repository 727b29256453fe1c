// A publication's feature page (platform-reference §2.2: /{publication}/{topicSlug}/home, where a navigation tab of
// kind Section leads, reader-experience §2.6; and /{publication}/{featureSlug}/tagged/{tagSlug}): the section's
// title, description, its tags to narrow it by, and its stories — the publication's stories with any of its tags —
// newest first, as a grid or a list, with Show more. In the tag pages' chunk (ui/pages/TopicPages.tsx: its page name is 'publication-tagged').
import { PagedPostList } from '../components/PagedPostList.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { PublicationFrame } from '../publication/PublicationChrome.tsx';
import { FEATURE_PAGE_SIZE, FeaturePagePostsQuery, FeaturePageQuery } from './feature-page-queries.ts';

export function FeaturePage() {
  const { state, transport } = usePageData();
  const params = state.route?.params ?? {};
  const slug = params.collectionSlug ?? '';
  // /{featureSlug}/tagged/{tagSlug} has a tag; /{topicSlug}/home has none.
  const tagged = params.tagSlug !== undefined;
  const featureSlug = (tagged ? params.featureSlug : params.topicSlug)?.trim().toLowerCase() ?? '';
  const tag = tagged ? (params.tagSlug ?? '').trim().toLowerCase() : null;
  const publication = usePreloaded(FeaturePageQuery, { slug, featureSlug, tag, paging: { limit: FEATURE_PAGE_SIZE } })?.publication;
  const page = publication?.featurePage;
  if (!publication || !page) return null;
  const feed = page.posts;
  const tagTitle = page.tags.find((t) => t.slug === tag)?.displayTitle ?? tag;
  const home = page.url;
  const taggedHref = (tagSlug: string) => `${home.replace(/\/home$/, '')}/tagged/${encodeURIComponent(tagSlug)}`;
  return (
    <PublicationFrame
      page="publication-tagged"
      publication={publication}
      asideLabel={`About ${page.title}`}
      aside={
        <section aria-labelledby="feature-about">
          <h2 id="feature-about" className="aside-heading">
            {page.title}
          </h2>
          {page.description ? <p className="profile__bio">{page.description}</p> : null}
          <p className="publication-page__note">
            Stories in {publication.name} tagged {page.tags.map((t) => t.displayTitle).join(', ')}.
          </p>
        </section>
      }
      main={
        <>
          <header className="publication-page__header">
            <p className="publication-page__kicker">
              <a href={publication.url}>{publication.name}</a>
            </p>
            <h1 className="page-heading">{tagged ? `${page.title}: ${tagTitle}` : page.title}</h1>
            {page.description && <p className="tag__description">{page.description}</p>}
          </header>
          <nav aria-label={`Tags of ${page.title}`}>
            <ul className="feature-page__tags">
              <li>
                <a href={home} {...(!tagged ? { 'aria-current': 'page' as const } : {})}>
                  All
                </a>
              </li>
              {page.tags.map((t) => (
                <li key={t.slug}>
                  <a
                    href={taggedHref(t.slug)}
                    {...(t.slug === tag ? { 'aria-current': 'page' as const } : {})}
                  >
                    {t.displayTitle}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={page.layout === 'GRID' ? 'feature-page--grid' : 'feature-page--list'}>
            <PagedPostList
              label={tagged ? `${page.title} stories tagged ${tagTitle}` : `${page.title} stories`}
              showCollection={false}
              eagerFirstImage
              first={{ items: feed.items.map((i) => i.post), next: feed.pagingInfo.next?.to ?? null }}
              empty={<p className="feed__status">{tagged ? `No stories of ${page.title} are tagged ${tagTitle} yet.` : `${page.title} has no stories yet.`}</p>}
              fetchPage={
                transport
                  ? async (cursor) => {
                      const result = await transport.request(FeaturePagePostsQuery, { slug, featureSlug: page.slug, tag, paging: { limit: FEATURE_PAGE_SIZE, to: cursor } });
                      const next = result.data?.publication?.featurePage?.posts;
                      if (!next) throw new Error('The stories did not load');
                      return { items: next.items.map((i) => i.post), next: next.pagingInfo.next?.to ?? null };
                    }
                  : null
              }
            />
          </div>
        </>
      }
    />
  );
}
