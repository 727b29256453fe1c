// A story card's responses count (issue 16: cards everywhere show the clap and response counts): a speech
// bubble and the count, K/M abbreviated (platform-reference §9); nothing when there are none.
import { formatCount } from '../../core/format/count.ts';
import { responsesLabel } from '../../core/responses/page-size.ts';

export function CardResponsesCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="post-card__responses" title={responsesLabel(count)}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M18 16.8a7.1 7.1 0 0 0 2.2-5.1C20.2 7.4 16.5 4 12 4s-8.2 3.4-8.2 7.7 3.7 7.7 8.2 7.7c.9 0 1.8-.1 2.6-.4l3.9 1.6-.5-3.8z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{responsesLabel(count)}</span>
      <span aria-hidden="true">{formatCount(count)}</span>
    </span>
  );
}
