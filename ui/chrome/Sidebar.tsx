// reader-experience §2.4: the 240px left sidebar. Fixed beside the page from xl (1080px) up; below that
// a slide-over drawer with a scrim (a modal dialog by ui/components/modal-focus.ts, the rules every modal
// follows: focus moves in and is trapped, Escape closes, focus returns to the toggle). Open or closed is
// remembered on the largest screens. Its Following section is SidebarFollowing.tsx.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  opensAtStart,
  SIDEBAR_STORAGE_KEY,
  sidebarEntries,
  sidebarTooltip,
  type SidebarMode,
} from '../../core/layout/sidebar.ts';
import type { SidebarEvent } from '../../core/layout/sidebar.machine.ts';
import type { SidebarTooltipEvent } from '../../core/layout/sidebar-tooltip.machine.ts';
import type { KeyValueStore } from '../../core/ports/key-value-store.port.ts';
import type { Viewer } from '../../core/session/viewer.ts';
import { useModalFocus } from '../components/modal-focus.ts';
import { usePageData } from '../data.tsx';
import { hrefFor } from './links.ts';
import { SidebarFollowing } from './SidebarFollowing.tsx';
import type { SidebarEngine, SidebarView } from './sidebar-engine.ts';

const XL_QUERY = '(min-width: 1080px)';

export function useSidebar(storage: KeyValueStore | null) {
  const [rememberedOpen] = useState(() => storage?.get(SIDEBAR_STORAGE_KEY) !== 'closed');
  // Before hydration the sidebar follows CSS alone (shown at xl, hidden below). After it, the view comes
  // from core's rule until the machine's code arrives and takes over; events wait for it.
  const [hydrated, setHydrated] = useState(false);
  const [view, setView] = useState<SidebarView>({ mode: 'fixed', open: opensAtStart('fixed', rememberedOpen), tooltip: false });
  const engine = useRef<SidebarEngine | null>(null);
  const pending = useRef<(SidebarEvent | SidebarTooltipEvent)[]>([]);
  const send = useCallback((event: SidebarEvent | SidebarTooltipEvent) => {
    if (engine.current) engine.current.send(event);
    else pending.current.push(event);
  }, []);
  useEffect(() => {
    const query = window.matchMedia(XL_QUERY);
    const modeNow = (): SidebarMode => (query.matches ? 'fixed' : 'drawer');
    setView({ mode: modeNow(), open: opensAtStart(modeNow(), rememberedOpen), tooltip: false });
    setHydrated(true);
    let live = true;
    void import('./sidebar-engine.ts').then(({ startSidebarEngine }) => {
      if (!live) return;
      engine.current = startSidebarEngine({ storage, mode: modeNow(), rememberedOpen, onChange: setView });
      for (const event of pending.current.splice(0)) engine.current.send(event);
    });
    const update = () => send({ type: 'sidebar.viewport', mode: modeNow() });
    query.addEventListener('change', update);
    return () => {
      live = false;
      query.removeEventListener('change', update);
      engine.current?.stop();
      engine.current = null;
    };
  }, [storage, rememberedOpen, send]);
  return {
    hydrated,
    open: view.open,
    mode: view.mode,
    /** The first-time tooltip is showing (the tooltip machine's delay has passed and it was never dismissed). */
    tooltip: view.tooltip,
    toggle: () => send({ type: 'sidebar.toggle' }),
    close: () => send({ type: 'sidebar.close' }),
    dismissTooltip: () => send({ type: 'tooltip.dismiss' }),
  };
}

export type SidebarControl = ReturnType<typeof useSidebar>;

/** reader-experience §2.4: the first-time tooltip, shown when the tooltip machine says (after §9's delay). */
function FirstTimeTooltip({ control }: { control: SidebarControl }) {
  const { copy } = usePageData();
  if (!control.tooltip) return null;
  return (
    <div className="sidebar__tooltip" role="status">
      <p>{sidebarTooltip(copy.productName)}</p>
      <button type="button" className="button button--small" onClick={control.dismissTooltip}>
        Got it
      </button>
    </div>
  );
}

export function Sidebar({ viewer, control }: { viewer: Viewer; control: SidebarControl }) {
  const { state } = usePageData();
  const entries = sidebarEntries(viewer.username, new Set(state.flags));
  const [scrolled, setScrolled] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const drawer = control.hydrated && control.mode === 'drawer';
  const drawerOpen = drawer && control.open;
  const current = state.route?.name;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const trapFocus = useModalFocus(panelRef, {
    open: drawerOpen,
    onClose: control.close,
    returnFocus: () => document.querySelector<HTMLElement>('[aria-controls="sidebar"]'),
  });

  const stateName = !control.hydrated ? 'default' : control.open ? 'open' : 'closed';
  return (
    <>
      {drawerOpen && <div className="sidebar-scrim" onClick={control.close} aria-hidden="true" />}
      <nav
        id="sidebar"
        ref={panelRef}
        aria-label="Main"
        className={`sidebar${scrolled ? ' sidebar--scrolled' : ''}`}
        data-state={stateName}
        data-mode={drawer ? 'drawer' : 'fixed'}
        onKeyDown={trapFocus}
        {...(drawerOpen ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        <div className="sidebar__header">
          {drawer && (
            <button type="button" className="icon-button" aria-label="Close navigation" data-autofocus onClick={control.close}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        <ul className="sidebar__entries">
          {entries.map((entry) => (
            <li key={entry.key}>
              <a
                href={hrefFor(entry.route, entry.params)}
                className="sidebar__entry"
                aria-current={current === entry.route ? 'page' : undefined}
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
        <SidebarFollowing />
        <FirstTimeTooltip control={control} />
      </nav>
    </>
  );
}
