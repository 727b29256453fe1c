// The demo corpus's lists (issue 16), so a newcomer finds the Library and list pages full at first start: every
// demo user has the three predefined lists and a Reading list with saved stories; several readers have public lists
// with names and descriptions that others follow; maya_chen has a public and a private list of her own and follows
// someone else's. Derived from the corpus and `now` with no randomness (the corpus itself is unchanged), and the
// counters (item_count, follower_count) equal the rows written — specs/demo-lists.spec.ts holds that.
import { catalogDisplayRank, catalogSlugId, PREDEFINED_CATALOGS, type CatalogType, type CatalogVisibility } from '../../../core/lists/catalogs.ts';
import type { DemoCorpus } from './corpus.types.ts';
import { DEMO_WRITER } from './writer-stories.ts';

const HOUR_MS = 3_600_000;

export type DemoCatalogRow = {
  id: string;
  userId: string;
  type: CatalogType;
  name: string;
  description: string;
  visibility: CatalogVisibility;
  slug: string;
  itemCount: number;
  followerCount: number;
  rank: number;
  createdAt: Date;
  updatedAt: Date;
};
export type DemoCatalogItemRow = { catalogId: string; postId: string; position: number; status: 'APPROVED'; note: string; addedAt: Date; archivedAt: Date | null };
export type DemoCatalogFollowRow = { catalogId: string; userId: string; createdAt: Date };
export type DemoLists = { catalogs: DemoCatalogRow[]; items: DemoCatalogItemRow[]; follows: DemoCatalogFollowRow[] };

/** The readers' own lists: owner (by index among users, or maya_chen), name, description, visibility, size. */
const OWN_LISTS: readonly { owner: number | 'maya'; name: string; description: string; visibility: CatalogVisibility; size: number; followers: number }[] = [
  { owner: 'maya', name: 'Essays worth rereading', description: 'The pieces I keep going back to, in the order I would hand them to a friend.', visibility: 'PUBLIC', size: 6, followers: 5 },
  { owner: 'maya', name: 'Ideas for next month', description: '', visibility: 'PRIVATE', size: 3, followers: 0 },
  { owner: 61, name: 'Design notes', description: 'Small, practical writing about interfaces, type and the craft of making things usable.', visibility: 'PUBLIC', size: 7, followers: 8 },
  { owner: 64, name: 'Weekend long reads', description: 'Longer stories for a slow Saturday morning.', visibility: 'PUBLIC', size: 5, followers: 4 },
  { owner: 66, name: 'Learning to code, slowly', description: 'What helped me most in my first two years of programming.', visibility: 'PUBLIC', size: 6, followers: 3 },
  { owner: 69, name: 'Quiet productivity', description: 'Less hustle, more focus: habits that actually stuck.', visibility: 'PUBLIC', size: 4, followers: 6 },
  { owner: 70, name: 'To read on the train', description: '', visibility: 'PRIVATE', size: 4, followers: 0 },
];

const hex = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(8, '0')}`;

export function demoListsOf(corpus: DemoCorpus, now: Date): DemoLists {
  const published = corpus.posts.filter((p) => p.publishedAt !== null && p.publishedAt.getTime() <= now.getTime()).map((p) => p.id);
  const users = corpus.users;
  const maya = users.find((u) => u.username === DEMO_WRITER);
  const catalogs: DemoCatalogRow[] = [];
  const items: DemoCatalogItemRow[] = [];
  const follows: DemoCatalogFollowRow[] = [];
  if (published.length === 0 || users.length === 0) return { catalogs, items, follows };
  const pick = (seed: number, count: number): string[] => {
    const chosen: string[] = [];
    for (let k = 0; chosen.length < Math.min(count, published.length); k++) {
      const id = published[(seed * 7 + k * 13) % published.length] as string;
      if (!chosen.includes(id)) chosen.push(id);
    }
    return chosen;
  };
  const fill = (catalog: DemoCatalogRow, postIds: string[]) => {
    // Position order is the order saved, newest first: the first item was saved most recently.
    postIds.forEach((postId, i) => items.push({ catalogId: catalog.id, postId, position: i, status: 'APPROVED', note: '', addedAt: new Date(now.getTime() - (i + 1) * 5 * HOUR_MS), archivedAt: null }));
    catalog.itemCount = postIds.length;
  };

  users.forEach((user, u) => {
    PREDEFINED_CATALOGS.forEach((p, k) => {
      const catalog: DemoCatalogRow = {
        id: hex(`ca7${k + 1}`, u),
        userId: user.id,
        type: p.type,
        name: p.name,
        description: '',
        visibility: p.visibility,
        slug: p.slug,
        itemCount: 0,
        followerCount: 0,
        rank: catalogDisplayRank(p.type),
        createdAt: user.createdAt,
        updatedAt: user.createdAt,
      };
      catalogs.push(catalog);
      if (p.type === 'READING_LIST') fill(catalog, pick(u + 1, 3 + (u % 4)));
    });
  });

  const ownLists: DemoCatalogRow[] = [];
  OWN_LISTS.forEach((spec, j) => {
    const owner = spec.owner === 'maya' ? maya : users[spec.owner % users.length];
    if (!owner) return;
    const id = hex('ca7a', j);
    const catalog: DemoCatalogRow = {
      id,
      userId: owner.id,
      type: 'LISTS',
      name: spec.name,
      description: spec.description,
      visibility: spec.visibility,
      slug: catalogSlugId({ id, type: 'LISTS', name: spec.name }),
      itemCount: 0,
      followerCount: 0,
      rank: catalogDisplayRank('LISTS'),
      createdAt: new Date(now.getTime() - (30 - j) * 24 * HOUR_MS),
      updatedAt: new Date(now.getTime() - (30 - j) * 24 * HOUR_MS),
    };
    catalogs.push(catalog);
    ownLists.push(catalog);
    fill(catalog, pick(100 + j * 3, spec.size));
    if (spec.visibility !== 'PUBLIC') return;
    const followers = new Set<string>();
    for (let m = 0; followers.size < spec.followers && m < users.length * 2; m++) {
      const follower = users[(j * 5 + m * 11 + 3) % users.length];
      if (follower && follower.id !== owner.id && follower.id !== maya?.id) followers.add(follower.id);
    }
    for (const userId of followers) follows.push({ catalogId: id, userId, createdAt: new Date(now.getTime() - (j + 1) * HOUR_MS) });
  });

  // maya_chen follows the first public list that is not hers.
  const followed = ownLists.find((c) => c.visibility === 'PUBLIC' && c.userId !== maya?.id);
  if (maya && followed) follows.push({ catalogId: followed.id, userId: maya.id, createdAt: new Date(now.getTime() - 2 * HOUR_MS) });
  for (const catalog of catalogs) catalog.followerCount = follows.filter((f) => f.catalogId === catalog.id).length;
  return { catalogs, items, follows };
}
