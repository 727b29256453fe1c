// platform-reference §4 in a component: useQuery reads the page's query cache first, asks the transport
// only when the cache has nothing usable, keeps the prior data while reloading, and clears it on error.
// Components on one key share the page store's entry: one request, and all of them change with its answer.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLTransport } from '../adapters/graphql-client/batched-client.ts';
import { cacheKey } from '../core/query-cache/cache-key.ts';
import type { Operation } from './post-card-fields.ts';
import { renderWithPageData } from './testing/render-page.tsx';
import { useQuery } from './use-query.ts';

afterEach(cleanup);

const Op: Operation<{ thing: string }, Record<string, never>> = { name: 'ThingQuery', source: 'query ThingQuery { thing }' };

function Thing({ id = 'view' }: { id?: string }) {
  const q = useQuery(Op, {});
  return (
    <div>
      <p data-testid={id}>{`${q.status}:${q.data?.thing ?? 'none'}`}</p>
      <button type="button" onClick={q.reload}>{id === 'view' ? 'reload' : `reload ${id}`}</button>
    </div>
  );
}

function Later() {
  const [second, setSecond] = useState(false);
  return (
    <>
      <Thing id="first" />
      {second ? <Thing id="second" /> : <button type="button" onClick={() => setSecond(true)}>show another</button>}
    </>
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

  it('two components on one key share one entry and one request, and change together whoever asks', async () => {
    const { transport, answers } = deferredTransport();
    const views = () => [screen.getByTestId('first').textContent, screen.getByTestId('second').textContent];
    renderWithPageData(
      <>
        <Thing id="first" />
        <Thing id="second" />
      </>,
      { transport },
    );
    expect(views()).toEqual(['loading:none', 'loading:none']);
    expect(transport.request).toHaveBeenCalledTimes(1);
    await act(async () => answers[0]!({ data: { thing: 'one' } }));
    expect(views()).toEqual(['success:one', 'success:one']);
    // A reload from one reaches the other: its data stays while loading, then both show the answer.
    fireEvent.click(screen.getByRole('button', { name: 'reload second' }));
    expect(views()).toEqual(['loading:one', 'loading:one']);
    // Asking again while the request is out sends nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'reload first' }));
    expect(transport.request).toHaveBeenCalledTimes(2);
    await act(async () => answers[1]!({ data: { thing: 'two' } }));
    expect(views()).toEqual(['success:two', 'success:two']);
  });

  it('a component mounted later on a key already answered shows the answer without a request', async () => {
    const { transport, answers } = deferredTransport();
    renderWithPageData(<Later />, { transport });
    await act(async () => answers[0]!({ data: { thing: 'one' } }));
    fireEvent.click(screen.getByRole('button', { name: 'show another' }));
    expect(screen.getByTestId('second').textContent).toBe('success:one');
    expect(transport.request).toHaveBeenCalledTimes(1);
  });
});
