// reader-experience §4: the one top banner a signed-in reader may see — the upsell, else the reactivate
// banner, else a payment banner —, drawn in its tone, with its link and, when core allows, a close button.
// Which banner shows is core's top-banner machine (core/membership/top-banner.machine.ts, drawn in the
// statechart gallery): this component draws the banner its snapshot shows, sends it the reader's dismissal
// and the time when the page comes back into view, and gives it the world through
// top-banner-actors.ts — a member's status and the dismissed flags from UseReactivateMembershipUpsellQuery
// and UsePaymentMethodRetentionQuery, dismissals kept per user in the browser's storage and, for the two
// payment flags, sent to the server once with DismissFlag.
// Loaded after hydration (ui/chrome/MembershipChrome.tsx): the spec shows these banners only on a hydrated
// page, and no page carries XState in its initial JavaScript.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import type { BannerLink } from '../../core/membership/banners.policy.ts';
import { shownTopBanner, topBannerMachine } from '../../core/membership/top-banner.machine.ts';
import type { Viewer } from '../../core/session/viewer.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData } from '../data.tsx';
import { usePorts } from '../ports.tsx';
import { logEvent } from '../reporting/log-event.ts';
import { ANALYTICS_EVENTS } from '../../core/events/analytics-events.ts';
import { topBannerImplementations, topBannerInput, type TopBannerWorld } from './top-banner-actors.ts';

export function bannerHref(link: BannerLink): string {
  if (!('route' in link)) return link.hash;
  return 'params' in link ? `${hrefFor(link.route, link.params)}${link.hash}` : hrefFor(link.route);
}

/** Whether the page shows a locked story's preview (§4: no upsell over a paywall). */
function pageLocked(cache: Record<string, { data?: unknown } | undefined>): boolean {
  return Object.entries(cache).some(
    ([key, entry]) =>
      key.startsWith('PostPageQuery') &&
      (entry?.data as { post?: { content?: { isLockedPreviewOnly?: boolean } } } | undefined)?.post?.content?.isLockedPreviewOnly === true,
  );
}

export type TopBannerProps = {
  viewer: Viewer;
  transport: GraphQLTransport | null;
};

export function TopBanner({ viewer, transport }: TopBannerProps) {
  const { storage, clock } = usePorts();
  // Drawn in the browser only, where the entry gives the storage its dismissals live in.
  return storage ? <Banner world={{ viewer, transport, storage, clock }} /> : null;
}

function Banner({ world }: { world: TopBannerWorld }) {
  const { state, cache, copy } = usePageData();
  const [machine] = useState(() => topBannerMachine.provide(topBannerImplementations(world)));
  const input = useMemo(
    () => topBannerInput(world, { productName: copy.productName, routeName: state.route?.name ?? null, pageLocked: pageLocked(cache) }),
    // The machine starts once, from the page as it was hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [snapshot, send] = useMachine(machine, { input });
  const { clock } = world;

  // Time passes while a tab stays open: coming back to it, the banner is decided again for now.
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && send({ type: 'banner.clock', now: clock.now() });
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [send, clock]);

  const banner = shownTopBanner(snapshot);
  if (!banner) return null;
  return (
    <>
      <BannerViewed kind={banner.kind} event={banner.events.viewed} />
      <div className={`top-banner top-banner--${banner.tone}`} role="region" aria-label="Membership" data-banner={banner.kind}>
        <p className="top-banner__text">
          {banner.text}{' '}
          <a className="top-banner__link" href={bannerHref(banner.link)} onClick={() => banner.events.clicked && logEvent(banner.events.clicked)}>
            {banner.link.text}
          </a>
        </p>
        {banner.dismissible && (
          <button
            type="button"
            className="icon-button top-banner__close"
            aria-label="Dismiss"
            onClick={() => {
              if (banner.events.dismissed) logEvent(banner.events.dismissed);
              send({ type: 'banner.dismiss', at: clock.now() });
            }}
          >
            <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
    </>
  );
}

/** §4: the upsell reports it was viewed (and §7: its button presented), once per banner shown. */
function BannerViewed({ kind, event }: { kind: string; event: string | undefined }) {
  useEffect(() => {
    if (!event) return;
    logEvent(event);
    logEvent(ANALYTICS_EVENTS.buttonPresented, { banner: kind });
  }, [kind, event]);
  return null;
}
