// The demo corpus's feature pages: the first demo publication (owned by a demo writer) gets two, each from two of the
// tags its stories carry most, and a navigation tab of kind Section leading to the first — so a newcomer finds
// /{publication}/{slug}/home, its tagged pages and Settings → Feature pages filled in at first start. Derived from
// the corpus alone (no random draws), so the rest of the corpus stays as it was.
import { parseFeaturePage } from '../../../core/publication/feature-pages.ts';
import type { DemoCorpus } from './corpus.types.ts';

export type DemoFeaturePages = {
  pages: { id: string; publicationId: string; slug: string; title: string; description: string; layout: string; tags: string; position: number }[];
  navigationItems: { publicationId: string; position: number; title: string; destination: 'SECTION'; value: string }[];
};

export function demoFeaturePagesOf(
  corpus: Pick<DemoCorpus, 'publications' | 'posts' | 'postTags' | 'tags' | 'navigationItems'>,
  extraNavigation: readonly { publicationId: string; position: number }[],
): DemoFeaturePages {
  const out: DemoFeaturePages = { pages: [], navigationItems: [] };
  const publication = corpus.publications[0];
  if (!publication) return out;
  const ids = new Set(corpus.posts.filter((p) => p.publicationId === publication.id && p.statusForCollection === 'APPROVED').map((p) => p.id));
  const counts = new Map<string, number>();
  for (const pt of corpus.postTags) if (ids.has(pt.postId)) counts.set(pt.tagSlug, (counts.get(pt.tagSlug) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([slug]) => slug);
  if (top.length < 4) return out;
  const title = (slug: string) => corpus.tags.find((t) => t.slug === slug)?.displayTitle ?? slug;
  const drafts = [
    { tags: top.slice(0, 2), layout: 'GRID' },
    { tags: top.slice(2, 4), layout: 'LIST' },
  ];
  drafts.forEach((draft, position) => {
    const [a, b] = draft.tags.map(title);
    const parsed = parseFeaturePage(
      { title: `${a} and ${b}`, slug: '', description: `The best of ${publication.name} on ${a!.toLowerCase()} and ${b!.toLowerCase()}, newest first.`, layout: draft.layout, tags: draft.tags },
      new Set(),
    );
    if (!parsed.ok) return;
    const page = parsed.value;
    out.pages.push({ id: `${publication.id}-feature-${page.slug}`, publicationId: publication.id, ...page, tags: JSON.stringify(page.tags), position });
  });
  const first = out.pages[0];
  if (first) {
    const positions = [...corpus.navigationItems, ...extraNavigation].filter((n) => n.publicationId === publication.id).map((n) => n.position);
    out.navigationItems.push({ publicationId: publication.id, position: Math.max(-1, ...positions) + 1, title: first.title.slice(0, 40), destination: 'SECTION', value: first.slug });
  }
  return out;
}
