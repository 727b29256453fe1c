// reader-experience §2.2 ShowList with 'highlights' (it counts as the Library): the Library's Highlights tab at
// /me/list/highlights — the viewer's highlights, newest first, each with its story. The your-catalog page module
// (ui/pages/LibraryPages.tsx) renders YourHighlights for its 'highlights' case; its server loader calls
// loadYourHighlights (adapters/server/render/pages/highlights.pages.ts).
import { usePageData, usePreloaded } from '../data.tsx';
import { HighlightList, type HighlightPage } from '../highlights/HighlightList.tsx';
import { YourHighlightsQuery, yourHighlightsFirstPage } from '../highlights/highlight-queries.ts';
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
