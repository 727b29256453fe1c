import { topicPath } from '../../core/routing/links.ts';
import { ChipList } from './ChipList.tsx';

export function TopicList({ heading, topics }: { heading: string; topics: { id: string; slug: string; name: string }[] }) {
  if (topics.length === 0) return null;
  return (
    <section className="topic-list" aria-labelledby="topic-list-heading">
      <h2 id="topic-list-heading" className="aside-heading">
        {heading}
      </h2>
      <ChipList items={topics.map((t) => ({ key: t.id, href: topicPath(t.slug), label: t.name }))} />
    </section>
  );
}
