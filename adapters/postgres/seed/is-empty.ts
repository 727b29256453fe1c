// Whether the store holds no accounts yet: the demo corpus seeds only then. Apart from seed.ts, so the server
// can ask without loading the corpus generator (and faker with it) on every start (issue 19: start-up).
import type { Store } from '../store.ts';

export async function isEmpty(store: Store): Promise<boolean> {
  const row = await store.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
