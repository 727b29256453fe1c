// Issue 16: a story card's clap count (reader-experience §9, K/M abbreviated), in PostCard's footer; nothing
// when the story has no claps.
import { cardClapLabel } from '../../core/claps/clap-rules.ts';
import { formatCount } from '../../core/format/count.ts';

export function CardClapCount({ count }: { count: number }) {
  if (count <= 0) return null;
  const formatted = formatCount(count);
  return (
    <span className="card-claps" aria-label={cardClapLabel(count, formatted)} role="img" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
        <path d="M7.5 11.2 5.3 9a1.3 1.3 0 0 1 1.9-1.8l4.3 4.3M9 9.6 6.6 7.2a1.3 1.3 0 0 1 1.9-1.9l4.6 4.6m-2.8-2.8-.8-.8a1.3 1.3 0 0 1 1.9-1.9l4.4 4.4m-3-1.6-.3-.3a1.3 1.3 0 0 1 1.9-1.9l2.6 2.6c2.6 2.6 2.4 6.3-.1 8.7-2.4 2.4-6.3 2.7-8.9.1l-4-4a1.3 1.3 0 0 1 1.9-1.9l2 2" />
      </svg>
      <span aria-hidden="true">{formatted}</span>
    </span>
  );
}
