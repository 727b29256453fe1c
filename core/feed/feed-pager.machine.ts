// The "Show more" pager of a feed: the first page comes preloaded; each further page is fetched on
// request. Failure keeps every item already shown and lets the reader try again; the end is final.
import { assign, fromPromise, setup } from 'xstate';

export type FeedPage<T> = { items: T[]; next: string | null };

export type FeedPagerContext<T> = { items: T[]; next: string | null; lastAdded: number };

export type FeedPagerEvent = { type: 'feed.more' };

export function createFeedPagerMachine<T extends { id: string }>() {
  return setup({
    types: {
      context: {} as FeedPagerContext<T>,
      events: {} as FeedPagerEvent,
      input: {} as FeedPage<T>,
    },
    actors: {
      fetchPage: fromPromise<FeedPage<T>, { cursor: string }>(async () => {
        throw new Error('fetchPage must be provided by the composition root');
      }),
    },
    guards: {
      hasNext: ({ context }) => context.next !== null,
    },
    actions: {
      appendPage: assign(({ context }, page: FeedPage<T>) => {
        // A page may overlap the last one if posts were published meanwhile: never show one twice.
        const seen = new Set(context.items.map((i) => i.id));
        const fresh = page.items.filter((i) => !seen.has(i.id));
        return { items: [...context.items, ...fresh], next: page.next, lastAdded: fresh.length };
      }),
    },
  }).createMachine({
    id: 'feedPager',
    context: ({ input }) => ({ items: input.items, next: input.next, lastAdded: 0 }),
    initial: 'checking',
    states: {
      checking: {
        always: [{ guard: 'hasNext', target: 'idle' }, { target: 'exhausted' }],
      },
      idle: {
        on: { 'feed.more': 'loading' },
      },
      loading: {
        invoke: {
          src: 'fetchPage',
          input: ({ context }) => ({ cursor: context.next! }),
          onDone: {
            target: 'checking',
            actions: { type: 'appendPage', params: ({ event }) => event.output },
          },
          onError: 'failed',
        },
      },
      failed: {
        on: { 'feed.more': 'loading' },
      },
      exhausted: { type: 'final' },
    },
  });
}
