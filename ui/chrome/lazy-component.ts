// Code for later: a component whose module loads when it is wanted — a menu's panel on first open (fetched
// ahead when the pointer or focus reaches its button), a list below the fold after hydration — so it stays
// out of the page's initial JavaScript (the budget). A failed load (offline, a deploy replaced the file)
// may be retried by wanting it again.
import { useEffect, useState, type ComponentType } from 'react';

export type ComponentLoader<P> = () => Promise<ComponentType<P>>;

/** Loads the component once; a failure forgets the request so the next want tries again. */
export function componentLoader<P>(load: () => Promise<ComponentType<P>>): ComponentLoader<P> {
  let request: Promise<ComponentType<P>> | null = null;
  return () => {
    request ??= load().catch((error: unknown) => {
      request = null;
      throw error;
    });
    return request;
  };
}

/** Handlers for a button: fetch the component ahead of the click. */
export function preloadProps<P>(load: ComponentLoader<P>) {
  const preload = () => void load().catch(() => {});
  return { onPointerEnter: preload, onFocus: preload };
}

/** The component once it has loaded after `wanted` turned true; `failed` when its code could not be fetched. */
export function useLazyComponent<P>(load: ComponentLoader<P>, wanted: boolean): { Component: ComponentType<P> | null; failed: boolean } {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || Component) return;
    let live = true;
    setFailed(false);
    load().then(
      (loaded) => live && setComponent(() => loaded),
      (error: unknown) => {
        console.error(error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Component, load]);
  return { Component, failed };
}

/** A menu's panel once it has loaded after the menu first opened; without its code the menu closes again. */
export function useLazyPanel<P>(load: ComponentLoader<P>, open: boolean, close: (restoreFocus: boolean) => void): ComponentType<P> | null {
  const { Component, failed } = useLazyComponent(load, open);
  useEffect(() => {
    if (failed && open) close(false);
  }, [failed, open, close]);
  return Component;
}
