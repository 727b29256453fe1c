// The story's body with highlights (issue 16, part 4): the reader's own as <mark>s and the 'Top highlight' for
// everyone (server-rendered, so it is in the cached page too), merged into the paragraphs' markups by core
// (core/highlights/highlight.ts withHighlights) and drawn by PostBody through the markup tree. The selection
// toolbar (Highlight, Respond, Share; Remove on the reader's own) loads on the first selection in the body or
// the first click on a highlight, never with the page. A signed-in reader's opening is recorded in their
// reading history once the page has hydrated.
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { Paragraph } from '../../core/content/paragraph.ts';
import { withHighlights, type HighlightRange } from '../../core/highlights/highlight.ts';
import { PostBody } from '../components/PostBody.tsx';
import { usePageData } from '../data.tsx';
import type { ParagraphData, PostPageData } from '../queries.ts';
import { RecordPostReadMutation } from './record-read.ts';
import { useStoryStatsEvents } from '../stats/use-story-stats-events.ts';
import type { SelectionToolbarProps } from './SelectionToolbar.tsx';
import './highlights.css';

type Post = NonNullable<PostPageData['post']>;
export type OwnHighlight = HighlightRange & { id: string };

/** reader-experience §9 (reading history): one recordPostRead after hydration, for a signed-in reader. */
function useRecordPostRead(postId: string, signedIn: boolean) {
  const { transport } = usePageData();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn || !transport || sent.current === postId) return;
    sent.current = postId;
    // Best effort: a reading not recorded is not worth an error in front of the story.
    transport.request(RecordPostReadMutation, { postId }).catch(() => {});
  }, [postId, signedIn, transport]);
}

export function HighlightedPostBody({ post }: { post: Post }) {
  const { state } = usePageData();
  const signedIn = state.viewer !== null;
  const [mine, setMine] = useState<OwnHighlight[]>(() => post.viewerHighlights.map((h) => ({ ...h })));
  const [Toolbar, setToolbar] = useState<ComponentType<SelectionToolbarProps> | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const clickedMark = useRef<HTMLElement | null>(null);
  useRecordPostRead(post.id, signedIn);
  // Issue 23: the view, the read and the reading time that stats count.
  useStoryStatsEvents(rootRef, { id: post.id, readingTime: post.readingTime, previewOnly: post.content.isLockedPreviewOnly });

  const paragraphs = useMemo(() => {
    const top: HighlightRange | null = post.topHighlight
      ? { startParagraph: post.topHighlight.startParagraph, startOffset: post.topHighlight.startOffset, endParagraph: post.topHighlight.endParagraph, endOffset: post.topHighlight.endOffset }
      : null;
    // The wire's paragraphs carry nulls where core's leave fields out; the markups keep their highlight kind.
    return withHighlights(post.content.bodyModel.paragraphs as unknown as Paragraph[], mine, top) as unknown as ParagraphData[];
  }, [post.content.bodyModel.paragraphs, post.topHighlight, mine]);

  // The toolbar's code arrives with the reader's first selection in the story, or first click on their highlight.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || Toolbar) return;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      void import('./SelectionToolbar.tsx').then((m) => setToolbar(() => m.SelectionToolbar));
    };
    const onSelection = () => {
      const selection = document.getSelection();
      if (selection && !selection.isCollapsed && selection.anchorNode && root.contains(selection.anchorNode)) load();
    };
    const onClick = (event: MouseEvent) => {
      const mark = event.target instanceof Element ? event.target.closest<HTMLElement>('mark.highlight--mine') : null;
      if (!mark) return;
      clickedMark.current = mark;
      load();
    };
    document.addEventListener('selectionchange', onSelection);
    root.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('selectionchange', onSelection);
      root.removeEventListener('click', onClick);
    };
  }, [Toolbar]);

  return (
    <div ref={rootRef} className="highlighted-body">
      <PostBody paragraphs={paragraphs} />
      {Toolbar && (
        <Toolbar
          root={rootRef}
          postId={post.id}
          postUrl={post.url}
          signedIn={signedIn}
          order={post.content.bodyModel.paragraphs.map((p) => p.name)}
          mine={mine}
          onCreated={(h) => setMine((list) => (list.some((x) => x.id === h.id) ? list : [...list, h]))}
          onRemoved={(ids) => setMine((list) => list.filter((x) => !ids.includes(x.id)))}
          initialMark={clickedMark}
        />
      )}
    </div>
  );
}
