// Issue 21 account states (reader-experience §8 'Account suspended' and 'Unverified e-mail'): once hydrated, a
// signed-in account that is suspended or has an address waiting for its link loads the layer that raises the
// toasts (ui/account/AccountStateToasts.tsx). Every other page carries nothing more than this check.
import { useEffect, useState } from 'react';
import type { Viewer } from '../../core/session/viewer.ts';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { componentLoader, useLazyComponent } from './lazy-component.ts';

export type AccountStateLayerProps = { viewer: Viewer; transport: GraphQLTransport | null; rulesHref: string | null };

const loadLayer = componentLoader<AccountStateLayerProps>(() => import('../account/AccountStateToasts.tsx').then((m) => m.AccountStateToasts));

export function AccountStateChrome({ viewer, transport, rulesHref }: { viewer: Viewer | null; transport: GraphQLTransport | null; rulesHref: string | null }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const wanted = hydrated && viewer !== null && (viewer.suspended || viewer.emailUnverified);
  const { Component } = useLazyComponent(loadLayer, wanted);
  return Component && viewer ? <Component viewer={viewer} transport={transport} rulesHref={rulesHref} /> : null;
}
