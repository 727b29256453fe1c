// reader-experience §2.2 ShowSearch and §2.5, platform-reference §2.1, §2.2 and §2.4 (search, two column):
// /search[/{category}]?q= and /{collectionSlug}/search[/{category}]?q=. The results of one category, with a
// tab for each (Stories, People, Publications, Topics, Lists). Lists: Quire has none yet, so the tab says so.
// An unknown category means none: the tabs, and no results.
import { categoryOfSearchRoute, checkQuery, indexOfCategory, MAX_QUERY_LENGTH, SEARCH_TABS, searchPagePath, type SearchCategory } from '../../core/search/search-categories.ts';
import { Avatar } from '../components/Avatar.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { PublicationSearchQuery, SearchPageQuery, searchPageVars, type SearchPageData } from '../search/search-queries.ts';

function Results({ category, data, q }: { category: SearchCategory; data: SearchPageData | null; q: string }) {
  if (category === 'lists') return <p className="feed__status">Lists are not part of Quire yet, so there are none to find.</p>;
  const search = data?.search;
  const answer = search ? { posts: search.posts, users: search.users, publications: search.collections, tags: search.tags }[category] : null;
  if (!answer || answer.status === 'ERROR') return <p className="feed__status" role="alert">Search is not available right now. Please try again in a moment.</p>;
  if (answer.hits.length === 0) return <p className="feed__status">{`No results for “${q}”. Check the spelling, or try other words.`}</p>;
  switch (category) {
    case 'posts':
      return (
        <div className="search-results">
          {search!.posts!.hits.map((hit) => (hit.post ? <PostCard key={hit.postId} post={hit.post} /> : null))}
        </div>
      );
    case 'users':
      return (
        <ul className="search-results search-results--people">
          {search!.users!.hits.map((hit) => (
            <li key={hit.userId} className="search-person">
              <Avatar id={hit.userId} name={hit.name} size="S" />
              <a href={`/@${hit.username}`}>
                <span className="search-person__name">{hit.name}</span> <span className="search-person__handle">@{hit.username}</span>
              </a>
            </li>
          ))}
        </ul>
      );
    case 'publications':
      return (
        <ul className="search-results search-results--people">
          {search!.collections!.hits.map((hit) => (
            <li key={hit.collectionId} className="search-person">
              <Avatar id={hit.collectionId} name={hit.name} size="S" />
              <a href={`/${hit.slug}`}>{hit.name}</a>
            </li>
          ))}
        </ul>
      );
    case 'tags':
      return (
        <ul className="chips search-results">
          {search!.tags!.hits.map((hit) => (
            <li key={hit.tagSlug}>
              <a className="chip" href={`/tag/${hit.tagSlug}`}>
                {hit.displayText}
              </a>
            </li>
          ))}
        </ul>
      );
  }
}

export function SearchPage() {
  const { state } = usePageData();
  const route = state.route!;
  const category = categoryOfSearchRoute(route.name, route.params);
  const q = route.params.q ?? '';
  const slug = route.params.collectionSlug ?? null;
  const publication = usePreloaded(PublicationSearchQuery, { slug: slug ?? '' })?.publication ?? null;
  const tooLong = !checkQuery(q).ok;
  const vars = tooLong ? null : searchPageVars(category ? indexOfCategory(category) : null, q, publication?.id ?? null);
  const data = usePreloaded(SearchPageQuery, vars ?? { query: '', requests: [], searchInCollection: null, searchInUser: null });
  const action = searchPagePath(category ?? 'posts', '', slug);
  return (
    <PageFrame
      page="search"
      asideLabel="About search"
      main={
        <>
          <h1 className="page-heading">
            {q.trim() ? <>Results for <span className="search-page__query">{q}</span></> : 'Search'}
            {publication && <> in {publication.name}</>}
          </h1>
          {/* Below the medium width the top bar has no box, only the button that led here: the page's own form
              stands in for it there, and is hidden where the box shows (styles.css), so one form is in sight. */}
          <form role="search" aria-label="Search this page's results" action={action} method="get" className="search-page__form">
            <label htmlFor="search-page-q">Search {publication ? publication.name : 'Quire'}</label>
            <input id="search-page-q" name="q" type="search" defaultValue={q} maxLength={MAX_QUERY_LENGTH} />
            <button type="submit" className="button button--small">Search</button>
          </form>
          <nav aria-label="Search categories">
            <ul className="tabs">
              {SEARCH_TABS.map((t) => (
                <li key={t.category}>
                  <a className="tabs__tab" data-label={t.label} href={searchPagePath(t.category, q, slug)} aria-current={t.category === category ? 'page' : undefined}>
                    {t.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {category === null ? (
            <p className="feed__status">There is no such kind of result. Choose Stories, People, Publications, Topics or Lists above.</p>
          ) : tooLong ? (
            <p className="feed__status" role="alert">{`A search is at most ${MAX_QUERY_LENGTH} characters. Please shorten it.`}</p>
          ) : !q.trim() ? (
            <p className="feed__status">Type what you are looking for above.</p>
          ) : (
            <Results category={category} data={data} q={q} />
          )}
        </>
      }
      aside={publication ? <p className="own-list__about">{`Stories are searched in ${publication.name} only.`}</p> : null}
    />
  );
}
