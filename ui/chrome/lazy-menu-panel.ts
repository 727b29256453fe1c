// A menu whose panel is code for after a click: the button paints with the page, the panel's module loads
// on first open and is fetched ahead when the pointer or focus reaches the button (the initial-JavaScript
// budget). A failed load (offline, a deploy replaced the file) may be retried by opening again.
import { useEffect, useState, type ComponentType } from 'react';

export type PanelLoader<P> = () => Promise<ComponentType<P>>;

/** Loads the panel once; a failure forgets the request so the next open tries again. */
export function panelLoader<P>(load: () => Promise<ComponentType<P>>): PanelLoader<P> {
  let request: Promise<ComponentType<P>> | null = null;
  return () => {
    request ??= load().catch((error: unknown) => {
      request = null;
      throw error;
    });
    return request;
  };
}

/** Handlers for the button: fetch the panel ahead of the click. */
export function preloadProps<P>(load: PanelLoader<P>) {
  const preload = () => void load().catch(() => {});
  return { onPointerEnter: preload, onFocus: preload };
}

/** The panel once it has loaded after the menu first opened; null before. */
export function useLazyPanel<P>(load: PanelLoader<P>, open: boolean, close: (restoreFocus: boolean) => void): ComponentType<P> | null {
  const [Panel, setPanel] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!open || Panel) return;
    let live = true;
    load().then(
      (loaded) => live && setPanel(() => loaded),
      (error: unknown) => {
        // Without its code the menu cannot open: say so in the console and let the button try again.
        console.error(error);
        if (live) close(false);
      },
    );
    return () => {
      live = false;
    };
  }, [open, Panel, close, load]);
  return Panel;
}
