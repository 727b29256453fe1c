// reader-experience §2.2 ShowList with 'highlights' (it counts as the Library): the Library's Highlights tab at
// /me/list/highlights — the viewer's highlights, newest first, each with its story. The your-catalog page module
// (another part of issue 16) renders YourHighlights for its 'highlights' case; its server loader calls
// loadYourHighlights (adapters/server/render/pages/highlights.pages.ts). Until that is merged, YourHighlightsPage
// stands as the page of that one address.
import { usePageData, usePreloaded } from '../data.tsx';
import { HighlightList, type HighlightPage } from '../highlights/HighlightList.tsx';
import { YourHighlightsQuery, yourHighlightsFirstPage } from '../highlights/highlight-queries.ts';
import { PageFrame } from '../layouts/Layouts.tsx';
import { LibraryTabs } from './LibraryTabs.tsx';
import '../highlights/highlights.css';

export { YourHighlightsQuery, yourHighlightsFirstPage };

export function YourHighlights() {
  const { transport } = usePageData();
  const first = usePreloaded(YourHighlightsQuery, yourHighlightsFirstPage)?.yourHighlights ?? { items: [], nextCursor: null };
  const fetchPage = async (after: string): Promise<HighlightPage> => {
    if (!transport) throw new Error('No transport');
    const result = await transport.request(YourHighlightsQuery, { ...yourHighlightsFirstPage, after });
    if (!result.data) throw new Error('No highlights');
    return result.data.yourHighlights;
  };
  return (
    <section className="library" aria-labelledby="library-highlights">
      <LibraryTabs current="highlights" />
      <h2 id="library-highlights" className="visually-hidden">
        Highlights
      </h2>
      <HighlightList first={first} fetchPage={fetchPage} empty="You have no highlights yet. Select text in a story and choose Highlight to keep it here." />
    </section>
  );
}

/** The page of /me/list/highlights on its own (the your-catalog page, for its 'highlights' case). */
export function YourHighlightsPage() {
  return <PageFrame page="your-catalog" main={<YourHighlights />} />;
}
