// Demo newsletters (issue 17, README: Newsletters), so a newcomer sees them at first start: every writer and
// publication has its newsletter, and the writers with the most stories (maya_chen among them) have subscribers —
// readers' accounts and a few confirmed addresses at example.com (a reserved domain: nothing is ever delivered).
// Derived from the corpus with no randomness of its own.
import type { Insertable } from 'kysely';
import type { NewslettersTable, NewsletterSubscriptionsTable } from '../database.types.ts';
import type { DemoCorpus } from './corpus.types.ts';
import { DEMO_WRITER } from './writer-stories.ts';

const WRITERS_WITH_SUBSCRIBERS = 8;
const ACCOUNT_SUBSCRIBERS = 6;
const ADDRESS_SUBSCRIBERS = 3;

export type DemoNewsletters = { newsletters: Insertable<NewslettersTable>[]; subscriptions: Insertable<NewsletterSubscriptionsTable>[] };

export function demoNewslettersOf(corpus: DemoCorpus, now: Date): DemoNewsletters {
  const newsletters: Insertable<NewslettersTable>[] = corpus.users.map((u) => ({ id: `nl-${u.id}`, type: 'author', slug: u.username, name: u.name, userId: u.id }));
  for (const p of corpus.publications) {
    const owner = corpus.editors.find((e) => e.publicationId === p.id && e.role === 'OWNER') ?? corpus.editors.find((e) => e.publicationId === p.id);
    // Issue 22: a description, as the newsletter's settings page sets it (its landing page shows it).
    const description = `The stories of ${p.name}, in your inbox as they are published.`;
    if (owner) newsletters.push({ id: `nlc-${p.id}`, type: 'collection', slug: p.slug, name: p.name, userId: owner.userId, publicationId: p.id, description });
  }
  const storyCounts = new Map<string, number>();
  for (const post of corpus.posts) if (post.publishedAt) storyCounts.set(post.creatorId, (storyCounts.get(post.creatorId) ?? 0) + 1);
  const maya = corpus.users.find((u) => u.username === DEMO_WRITER);
  const writers = [...storyCounts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([id]) => id);
  const chosen = [...new Set([...(maya ? [maya.id] : []), ...writers])].slice(0, WRITERS_WITH_SUBSCRIBERS);
  const subscriptions: Insertable<NewsletterSubscriptionsTable>[] = [];
  chosen.forEach((writerId, w) => {
    const at = new Date(now.getTime() - (w + 1) * 86_400_000);
    const readers = corpus.users.filter((u) => u.id !== writerId && u.username !== 'theo_okafor' && u.username !== 'lena_fischer');
    for (let i = 0; i < ACCOUNT_SUBSCRIBERS && readers.length > 0; i++) {
      const reader = readers[(w * 7 + i * 3) % readers.length]!;
      if (subscriptions.some((s) => s.newsletterId === `nl-${writerId}` && s.userId === reader.id)) continue;
      subscriptions.push({ newsletterId: `nl-${writerId}`, userId: reader.id, status: 'active', source: 'profile', createdAt: at, updatedAt: at });
    }
    for (let i = 0; i < ADDRESS_SUBSCRIBERS; i++) {
      subscriptions.push({ newsletterId: `nl-${writerId}`, email: `reader${w * ADDRESS_SUBSCRIBERS + i + 1}@example.com`, status: 'active', source: i === 0 ? 'import' : 'landing', createdAt: at, updatedAt: at });
    }
  });
  return { newsletters, subscriptions };
}
