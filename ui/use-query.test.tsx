// platform-reference §4 in a component: useQuery reads the page's query cache first, asks the transport
// only when the cache has nothing usable, keeps the prior data while reloading, and clears it on error.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLTransport } from '../adapters/graphql-client/batched-client.ts';
import { cacheKey } from '../core/query-cache/cache-key.ts';
import type { Operation } from './post-card-fields.ts';
import { renderWithPageData } from './testing/render-page.tsx';
import { useQuery } from './use-query.ts';

afterEach(cleanup);

const Op: Operation<{ thing: string }, Record<string, never>> = { name: 'ThingQuery', source: 'query ThingQuery { thing }' };

function Thing() {
  const q = useQuery(Op, {});
  return (
    <div>
      <p data-testid="view">{`${q.status}:${q.data?.thing ?? 'none'}`}</p>
      <button type="button" onClick={q.reload}>reload</button>
    </div>
  );
}

function deferredTransport() {
  const answers: ((r: { data: unknown; errors?: { message: string }[] } | Error) => void)[] = [];
  const transport = {
    request: vi.fn(
      () =>
        new Promise((resolve, reject) => {
          answers.push((r) => (r instanceof Error ? reject(r) : resolve(r)));
        }),
    ),
  } as unknown as GraphQLTransport & { request: ReturnType<typeof vi.fn> };
  return { transport, answers };
}

describe('useQuery over the page’s query cache (platform-reference §4)', () => {
  it('uses a preloaded answer without a request', () => {
    const { transport } = deferredTransport();
    renderWithPageData(<Thing />, { transport, cache: { [cacheKey('ThingQuery', {})]: { data: { thing: 'preloaded' } } } });
    expect(screen.getByTestId('view').textContent).toBe('success:preloaded');
    expect(transport.request).not.toHaveBeenCalled();
  });

  it('asks when the cache has nothing, keeps the data while reloading, and clears it on error', async () => {
    const { transport, answers } = deferredTransport();
    renderWithPageData(<Thing />, { transport });
    expect(screen.getByTestId('view').textContent).toBe('loading:none');
    await act(async () => answers[0]!({ data: { thing: 'one' } }));
    expect(screen.getByTestId('view').textContent).toBe('success:one');
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(screen.getByTestId('view').textContent).toBe('loading:one');
    await act(async () => answers[1]!(new Error('offline')));
    expect(screen.getByTestId('view').textContent).toBe('error:none');
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    await act(async () => answers[2]!({ data: { thing: 'partial' }, errors: [{ message: 'a field failed' }] }));
    expect(screen.getByTestId('view').textContent).toBe('success:partial');
  });
});
