// '{n} min read' · 'LLL d, yyyy', and the member-only mark (reader-experience §9).
import { formatShortDate, isoDay } from '../../core/format/date.ts';
import { formatReadingTime } from '../../core/format/reading-time.ts';
import { useCopy } from '../data.tsx';

export function MemberOnlyMark() {
  const copy = useCopy();
  return (
    <span className="member-only">
      <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 .8l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5L.8 6.1l5-.7z" fill="currentColor" />
      </svg>
      {copy.memberOnly}
    </span>
  );
}

export function PostMeta({ readingTime, publishedAt }: { readingTime: number; publishedAt: number | null }) {
  return (
    <span className="post-meta">
      <span>{formatReadingTime(readingTime)}</span>
      {publishedAt !== null && (
        <>
          <span aria-hidden="true"> · </span>
          <time dateTime={isoDay(publishedAt)}>{formatShortDate(publishedAt)}</time>
        </>
      )}
    </span>
  );
}
