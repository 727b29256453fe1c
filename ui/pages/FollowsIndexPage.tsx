// reader-experience §2.2 ShowFollowsIndex (customize-following, two column): the writers and the
// publications the reader follows, the latest follow first, each with a Following button that unfollows
// ('You unfollowed {name}.', with Undo), 25 at a time with 'Show more'; and the topics the reader follows (issue
// 18: /me/following/topics redirects here) and the tags they follow, each linking to its page, with Following
// (aria-pressed) to unfollow it here.
import { topicPath } from '../../core/routing/links.ts';
import { hrefFor } from '../chrome/links.ts';
import { FollowedTagsQuery, FollowedTopicsQuery } from '../following/topic-follow-operations.ts';
import { TagFollowButton, TopicFollowButton } from '../following/TopicFollowButton.tsx';
import { tagPath } from '../../core/routing/links.ts';
import { usePreloaded } from '../data.tsx';
import { OwnListSection } from '../following/OwnList.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { FollowedPublicationsQuery, FollowedUsersQuery } from '../following/following-queries.ts';
import { RefineRecommendations } from '../recommendations/RefineRecommendations.tsx';

export function FollowsIndexPage() {
  const users = usePreloaded(FollowedUsersQuery, { after: null });
  const publications = usePreloaded(FollowedPublicationsQuery, { after: null });
  const topics = usePreloaded(FollowedTopicsQuery, {})?.followedTopics ?? [];
  const tags = usePreloaded(FollowedTagsQuery, {})?.followedTags ?? [];
  return (
    <PageFrame
      page="customize-following"
      asideLabel="Your following"
      main={
        <>
          <h1 className="page-heading">Following</h1>
          <OwnListSection
            query={FollowedUsersQuery}
            first={users}
            action="follow"
            label="Writers you follow"
            heading={<h2 className="own-list__heading">Writers</h2>}
            empty={
              <p className="feed__status">
                You are not following any writers yet. <a href={hrefFor('ShowFollowSuggestions')}>See suggestions</a>
              </p>
            }
          />
          <OwnListSection
            query={FollowedPublicationsQuery}
            first={publications}
            action="follow"
            label="Publications you follow"
            heading={<h2 className="own-list__heading">Publications</h2>}
            empty={
              <p className="feed__status">
                You are not following any publications yet. <a href={hrefFor('ShowFollowSuggestions')}>See suggestions</a>
              </p>
            }
          />
          <section id="topics" aria-labelledby="followed-topics-heading">
            <h2 id="followed-topics-heading" className="own-list__heading">
              Topics
            </h2>
            {topics.length === 0 && tags.length === 0 ? (
              <p className="feed__status">
                You are not following any topics yet. <a href={hrefFor('ShowExploreTopics')}>Explore topics</a>
              </p>
            ) : (
              // Issue 18: each topic and tag with its Following button, which unfollows (and follows again).
              <ul className="followed-topics followed-topics--rows" aria-label="Topics you follow">
                {topics.map((t) => (
                  <li key={t.id} className="followed-topics__row">
                    <a className="chip" href={topicPath(t.slug)}>
                      {t.name}
                    </a>
                    <TopicFollowButton topic={{ id: t.id, name: t.name, viewerFollows: true }} />
                  </li>
                ))}
                {tags.map((t) => (
                  <li key={`tag:${t.slug}`} className="followed-topics__row">
                    <a className="chip" href={tagPath(t.slug)}>
                      {t.displayTitle}
                    </a>
                    <TagFollowButton tag={{ slug: t.slug, displayTitle: t.displayTitle, viewerFollows: true }} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {/* Issue 18: the avatar menu's Refine recommendations leads here. */}
          <RefineRecommendations />
        </>
      }
      aside={
        <nav className="own-list__aside" aria-label="Following">
          <ul>
            <li>
              <a href={hrefFor('ShowFollowingFeed', { entityName: 'writers' })}>Stories from the writers you follow</a>
            </li>
            <li>
              <a href={hrefFor('ShowFollowingFeed', { entityName: 'publications' })}>Stories from the publications you follow</a>
            </li>
            <li>
              <a href={hrefFor('ShowMutedSettings')}>Muted writers and publications</a>
            </li>
            <li>
              <a href={hrefFor('ShowFollowSuggestions')}>See suggestions</a>
            </li>
          </ul>
        </nav>
      }
    />
  );
}
