import { topicPath } from '../../core/routing/links.ts';

export function TopicList({ heading, topics }: { heading: string; topics: { id: string; slug: string; name: string }[] }) {
  if (topics.length === 0) return null;
  return (
    <section className="topic-list" aria-labelledby="topic-list-heading">
      <h2 id="topic-list-heading" className="aside-heading">
        {heading}
      </h2>
      <ul className="chips">
        {topics.map((t) => (
          <li key={t.id}>
            <a className="chip" href={topicPath(t.slug)}>
              {t.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
