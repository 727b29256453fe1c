// Issue 19, the uncached path: when a request's per-story loaders send their batch. DataLoader's default sends it
// once the current promise jobs have run, so a page whose operations reach their cards one statement apart (the
// story, Recommended from …, the story's end) asked for the same counts three times. The embedded store answers
// in promise jobs of the same turn, so waiting for the event loop's next turn (setImmediate) gathers every card
// the page's operations reach in that turn into one statement. Against a PostgreSQL server, answers arriving in one
// poll of the event loop are gathered the same way; the wait is one turn, not a timer.
import type DataLoader from 'dataloader';

export function gatheredBatches<K, V, C = K>(): DataLoader.Options<K, V, C> {
  return { batchScheduleFn: (send) => setImmediate(send) };
}
