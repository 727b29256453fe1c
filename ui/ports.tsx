// The browser's ports for components and the engines they start: the key-value store (local storage with
// its memory fallback) and the clock. The client entry (ui/entry-client.tsx), the composition root, builds
// them once and provides them here; components and engines read them with usePorts and construct no
// adapter. Without a provider — the server's render — there is no storage and the clock is the process's;
// nothing the server renders reads either (first paints come from the preloaded state's `now`).
import { createContext, useContext, type ReactNode } from 'react';
import { systemClock } from '../adapters/clock/clock.system.ts';
import type { Clock } from '../core/ports/clock.port.ts';
import type { KeyValueStore } from '../core/ports/key-value-store.port.ts';

export type Ports = {
  /** Null where there is no browser storage (the server's render). */
  storage: KeyValueStore | null;
  clock: Clock;
};

const SERVER_PORTS: Ports = { storage: null, clock: systemClock };

const PortsContext = createContext<Ports>(SERVER_PORTS);

export function PortsProvider({ value, children }: { value: Ports; children: ReactNode }) {
  return <PortsContext.Provider value={value}>{children}</PortsContext.Provider>;
}

export const usePorts = (): Ports => useContext(PortsContext);
