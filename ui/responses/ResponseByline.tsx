// A response's byline: its writer (the label of the response's list item) and its date linking to the
// response's own page. Shared by the server-rendered list and the panel's interactive one.
import { formatShortDate, isoDay } from '../../core/format/date.ts';

export function ResponseByline({ response }: { response: { id: string; url: string; publishedAt: number | null; author: { name: string; url: string } } }) {
  return (
    <>
      <a id={`response-${response.id}-by`} className="response__author" href={response.author.url}>
        {response.author.name}
      </a>
      {response.publishedAt !== null && (
        <a className="response__date" href={response.url}>
          <time dateTime={isoDay(response.publishedAt)}>{formatShortDate(response.publishedAt)}</time>
        </a>
      )}
    </>
  );
}
