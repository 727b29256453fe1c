// reader-experience §4 (the top banners are shown only once hydrated) and §2.11 (the reactivation modal
// opens by the URL hash #reactivateMembership, only once hydrated). This is all a page carries at first:
// after hydration, for a signed-in reader, it loads the membership layer (ui/membership/MembershipLayer.tsx),
// which asks for what the banner needs and loads the modal's code when the hash asks for it.
import { useEffect, useState } from 'react';
import type { Viewer } from '../../core/session/viewer.ts';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { componentLoader, useLazyComponent } from './lazy-component.ts';

export type MembershipLayerProps = { viewer: Viewer; transport: GraphQLTransport | null };

const loadLayer = componentLoader<MembershipLayerProps>(() => import('../membership/MembershipLayer.tsx').then((m) => m.MembershipLayer));

export function MembershipChrome({ viewer, transport }: { viewer: Viewer | null; transport: GraphQLTransport | null }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { Component } = useLazyComponent(loadLayer, hydrated && viewer !== null);
  return Component && viewer ? <Component viewer={viewer} transport={transport} /> : null;
}
