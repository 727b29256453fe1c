// platform-reference §2.2 /@{username}/highlights (ShowUserHighlights, the user-profile page): a reader's
// highlights, newest first, each quote with its story linked, paged with 'Show more'.
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { HighlightList, type HighlightPage } from './HighlightList.tsx';
import { UserHighlightsQuery, userHighlightsFirstPage } from './highlight-queries.ts';
import './highlights.css';

export function UserHighlightsPage() {
  const { state, transport } = usePageData();
  const username = state.route?.params.username ?? '';
  const data = usePreloaded(UserHighlightsQuery, userHighlightsFirstPage(username));
  const user = data?.user;
  const first = data?.userHighlights ?? { items: [], nextCursor: null };
  const fetchPage = async (after: string): Promise<HighlightPage> => {
    if (!transport) throw new Error('No transport');
    const result = await transport.request(UserHighlightsQuery, { ...userHighlightsFirstPage(username), after });
    if (!result.data?.userHighlights) throw new Error('No highlights');
    return result.data.userHighlights;
  };
  return (
    <PageFrame
      page="user-profile"
      main={
        <section aria-labelledby="user-highlights-title">
          <h1 id="user-highlights-title">{user ? `${user.name}’s highlights` : 'Highlights'}</h1>
          {user && (
            <p>
              <a href={user.url}>Back to {user.name}’s profile</a>
            </p>
          )}
          <HighlightList first={first} fetchPage={fetchPage} empty={user ? `${user.name} has no highlights yet.` : 'No highlights yet.'} />
        </section>
      }
    />
  );
}
