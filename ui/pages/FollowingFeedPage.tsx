// reader-experience §2.2 ShowFollowingFeed and platform-reference §7.4 followingFeed (your-following-feed,
// top navigation): the stories of the writers (or publications) the reader follows, newest first, with
// 'Show more'. Tabs switch the kind; a row of the followed entities of that kind narrows the feed to one
// (the `selection` query parameter), the current one marked. Opening the page for one entity marks it
// seen for the sidebar's dot (reader-experience §4 Following-latest indicator).
import { useEffect } from 'react';
import {
  effectiveSelection,
  entityTypeOf,
  FOLLOWING_ENTITY_NAMES,
  FOLLOWING_FEED_COPY,
  FOLLOWING_FEED_PAGE_SIZE,
  parseEntityName,
  type FollowingEntityName,
} from '../../core/following/following-feed.ts';
import { markSeen } from '../../core/following/following-latest.ts';
import type { FeedPage } from '../../core/feed/feed-pager.machine.ts';
import { hrefFor } from '../chrome/links.ts';
import { Avatar } from '../components/Avatar.tsx';
import { PagedPostList } from '../components/PagedPostList.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { usePorts } from '../ports.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import {
  FollowingFeedQuery,
  FollowingFeedSourcesQuery,
  followingFeedFirstPage,
  followingFeedSourcesVars,
  type FollowedEntityData,
  type FollowingFeedData,
} from '../following/following-queries.ts';
import type { PostCardData } from '../post-card-fields.ts';

const toPage = (data: FollowingFeedData): FeedPage<PostCardData> => ({
  items: data.followingFeed.items.map((i) => i.post),
  next: data.followingFeed.pagingInfo.next?.to ?? null,
});

function Tabs({ current }: { current: FollowingEntityName }) {
  return (
    <nav aria-label="Following feed">
      <ul className="tabs">
        {FOLLOWING_ENTITY_NAMES.map((name) => (
          <li key={name}>
            <a className="tabs__tab" href={hrefFor('ShowFollowingFeed', { entityName: name })} aria-current={name === current ? 'page' : undefined}>
              {FOLLOWING_FEED_COPY.tabs[name]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SourceRow({ entityName, entities, selection }: { entityName: FollowingEntityName; entities: FollowedEntityData[]; selection: string | null }) {
  return (
    <nav aria-label={FOLLOWING_FEED_COPY.selectionLabel[entityName]}>
      <ul className="following-feed__sources">
        <li>
          <a className="following-feed__source" href={hrefFor('ShowFollowingFeed', { entityName })} aria-current={selection === null ? 'page' : undefined}>
            {FOLLOWING_FEED_COPY.all[entityName]}
          </a>
        </li>
        {entities.map(({ node }) => (
          <li key={node.id}>
            <a
              className="following-feed__source"
              href={hrefFor('ShowFollowingFeed', { entityName, selection: node.id })}
              aria-current={selection === node.id ? 'page' : undefined}
            >
              <Avatar id={node.id} name={node.entity.name} size="XXS" />
              <span>{node.entity.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FollowingFeed({ entityName }: { entityName: FollowingEntityName }) {
  const { state, transport } = usePageData();
  const { storage } = usePorts();
  const type = entityTypeOf(entityName);
  const requested = state.route?.params.selection ?? null;
  const sources = usePreloaded(FollowingFeedSourcesQuery, followingFeedSourcesVars(type, requested));
  const selected = sources?.viewer?.selected ?? null;
  // The server decided the same way: only a followed entity of this kind narrows the feed.
  const selection = effectiveSelection(requested, selected ? [selected.node.id] : []);
  const first = usePreloaded(FollowingFeedQuery, followingFeedFirstPage(type, selection));
  const listed = sources?.viewer?.followedEntities.edges ?? [];
  // The selected entity is offered even when it is beyond the row's first entities.
  const entities = selected && !listed.some((e) => e.node.id === selected.node.id) ? [selected, ...listed] : listed;
  const selectedName = selection && selected ? selected.node.entity.name : null;

  useEffect(() => {
    if (storage && selection && selected) markSeen(storage, selection, selected.lastPublishedAt);
  }, [storage, selection, selected]);

  const fetchPage = transport
    ? async (cursor: string) => {
        const result = await transport.request(FollowingFeedQuery, {
          paging: { limit: FOLLOWING_FEED_PAGE_SIZE, to: cursor },
          entityType: type,
          selection,
        });
        if (!result.data) throw new Error(result.errors?.[0]?.message ?? 'The feed did not load');
        return toPage(result.data);
      }
    : null;

  const other = entityName === 'writers' ? 'publications' : 'writers';
  return (
    <PageFrame
      page="your-following-feed"
      main={
        <>
          <h1 className="page-heading">{selectedName ? `${FOLLOWING_FEED_COPY.heading}: ${selectedName}` : FOLLOWING_FEED_COPY.heading}</h1>
          <Tabs current={entityName} />
          {entities.length > 0 && <SourceRow entityName={entityName} entities={entities} selection={selection} />}
          {requested && !selection && (
            <p className="following-feed__notice" role="note">
              {FOLLOWING_FEED_COPY.notFollowed[entityName]}
            </p>
          )}
          {entities.length === 0 ? (
            <div className="following-feed__empty">
              <p className="feed__status">{FOLLOWING_FEED_COPY.noneFollowed[entityName]}</p>
              <p>
                <a href={hrefFor('ShowFollowSuggestions')}>{FOLLOWING_FEED_COPY.suggestions}</a>
                {' · '}
                <a href={hrefFor('ShowFollowingFeed', { entityName: other })}>{`Stories from the ${other} you follow`}</a>
              </p>
            </div>
          ) : (
            <PagedPostList
              first={first ? toPage(first) : { items: [], next: null }}
              fetchPage={fetchPage}
              label={selectedName ? `Stories from ${selectedName}` : `Stories from the ${entityName} you follow`}
              empty={
                <div className="following-feed__empty">
                  <p className="feed__status">{selectedName ? FOLLOWING_FEED_COPY.noStoriesFrom(selectedName) : FOLLOWING_FEED_COPY.noStories[entityName]}</p>
                  <p>
                    <a href={hrefFor('ShowFollowSuggestions')}>{FOLLOWING_FEED_COPY.suggestions}</a>
                    {' · '}
                    <a href={hrefFor('ShowFollowsIndex')}>{FOLLOWING_FEED_COPY.manage}</a>
                  </p>
                </div>
              }
            />
          )}
        </>
      }
    />
  );
}

export function FollowingFeedPage() {
  const { state } = usePageData();
  const entityName = parseEntityName(state.route?.params.entityName);
  // The server answers an unknown entityName with the 404 screen, so this page never sees one.
  return entityName ? <FollowingFeed key={entityName} entityName={entityName} /> : null;
}
