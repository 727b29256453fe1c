// A part of a page whose code stays out of the page's initial JavaScript yet renders on the server in the same
// pass (issue 18: the story's end; who clapped). The server loads it before rendering (`preload`), so its markup
// is in the first paint; the browser keeps that markup inside a Suspense boundary until the chunk arrives, then
// hydrates it. Once loaded, the lazy component resolves synchronously (a thenable that calls back at once), so the
// server never renders the fallback.
import { lazy, Suspense, type ComponentType } from 'react';

export type Deferred<P extends object> = { Component: ComponentType<P>; preload: () => Promise<unknown> };

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => (pending ??= load().then((c) => (loaded = c)));
  const Lazy = lazy<ComponentType<P>>(
    () =>
      (loaded
        ? // A thenable on purpose: React reads a lazy component resolved in the same call without suspending.
          // eslint-disable-next-line unicorn/no-thenable
          { then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) }
        : preload().then((c) => ({ default: c }))) as Promise<{ default: ComponentType<P> }>,
  );
  function DeferredPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component: DeferredPart, preload };
}
