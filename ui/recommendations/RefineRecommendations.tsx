// Issue 18: Refine recommendations (the avatar menu's entry, reader-experience §2.7, leads to the following index,
// ShowFollowsIndex): the 'Show more / Show less like this' signals the reader gave, newest first, each with Undo
// (platform-reference §3 CLEAR_SIGNAL). Server-rendered; the buttons work once the page is hydrated.
import { useState } from 'react';
import { RECOMMENDATIONS_COPY } from '../../core/recommendations/recommendations-copy.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { RecommendationSignalsQuery, SetRecommendationSignalMutation } from './recommendation-operations.ts';
import './recommendations.css';

export const REFINE_SECTION_ID = 'refine-recommendations';

export function RefineRecommendations() {
  const { transport } = usePageData();
  const signals = usePreloaded(RecommendationSignalsQuery, {})?.viewer?.recommendationSignals ?? [];
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const shown = signals.filter((s) => !cleared.has(s.post.id));

  const clear = async (postId: string, title: string) => {
    if (!transport || busy) return;
    setBusy(postId);
    try {
      const result = await transport.request(SetRecommendationSignalMutation, { postId, action: 'CLEAR_SIGNAL' });
      if (!result.data?.setRecommendationSignal) throw new Error('no answer');
      setCleared((set) => new Set(set).add(postId));
      setNote(RECOMMENDATIONS_COPY.cleared(title));
    } catch {
      setNote(RECOMMENDATIONS_COPY.failed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section id={REFINE_SECTION_ID} aria-labelledby={`${REFINE_SECTION_ID}-heading`}>
      <h2 id={`${REFINE_SECTION_ID}-heading`} className="own-list__heading">
        {RECOMMENDATIONS_COPY.refineHeading}
      </h2>
      <p>{RECOMMENDATIONS_COPY.refineIntro}</p>
      {shown.length === 0 ? (
        <p className="feed__status">{RECOMMENDATIONS_COPY.refineEmpty}</p>
      ) : (
        <ul className="refine-signals" aria-label={RECOMMENDATIONS_COPY.refineHeading}>
          {shown.map((s) => (
            <li key={s.post.id} className="refine-signals__item">
              <span className="refine-signals__text">
                <a href={s.post.url}>{s.post.title}</a> <span className="post-card__writer">by {s.post.creator.name}</span>
                <span className="refine-signals__action">{s.action === 'SHOW_LESS' ? RECOMMENDATIONS_COPY.given.SHOW_LESS : RECOMMENDATIONS_COPY.given.SHOW_MORE}</span>
              </span>
              <button
                type="button"
                className="button button--outline button--small"
                aria-label={RECOMMENDATIONS_COPY.clearLabel(s.post.title)}
                disabled={busy === s.post.id}
                onClick={() => void clear(s.post.id, s.post.title)}
              >
                {RECOMMENDATIONS_COPY.clear}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="topic-follow__note">
        {note}
      </p>
    </section>
  );
}
