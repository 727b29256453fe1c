// reader-experience §4: the one top banner a signed-in reader may see — the upsell, else the reactivate
// banner, else a payment banner — chosen by core (banners.policy.ts topBanner), drawn in its tone, with
// its link and, when core allows, a close button. Loaded after hydration (ui/chrome/MembershipChrome.tsx):
// the spec shows these banners only on a hydrated page. A member's status and the dismissed flags come
// from TopBannerQuery; dismissals are remembered per user in local storage (the upsell's and reactivate
// banner's for their windows) and, for the two payment flags, sent to the server once with DismissFlag
// (a flag dismissed here that the server does not have yet is sent again on a later page).
import { useEffect, useState } from 'react';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { readBannerDismissedAt, saveBannerDismissal } from '../../core/membership/banner-dismissals.ts';
import { topBanner, type BannerLink, type TopBanner as TopBannerModel } from '../../core/membership/banners.policy.ts';
import { dismissedFlags, flagsToSend, readLocalDismissedFlags, recordLocalDismissedFlag } from '../../core/membership/dismiss-flags.ts';
import type { MembershipStatus } from '../../core/membership/types.ts';
import type { Viewer } from '../../core/session/viewer.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData } from '../data.tsx';
import { usePorts } from '../ports.tsx';
import { logEvent } from '../reporting/log-event.ts';
import { ANALYTICS_EVENTS } from '../../core/events/analytics-events.ts';
import { DismissFlagMutation, TopBannerQuery, type TopBannerData } from './membership-operations.ts';
import { toMembershipStatus } from './membership-queries.ts';

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

type Loaded = { membership: MembershipStatus | null; serverFlags: string[] };

export function TopBanner({ viewer, transport }: TopBannerProps) {
  const { state, cache, copy } = usePageData();
  const { storage, clock } = usePorts();
  // A reader with no membership needs no query: only the upsell can show.
  const [loaded, setLoaded] = useState<Loaded | null>(viewer.membership ? null : { membership: null, serverFlags: [] });
  const [dismissedNow, setDismissedNow] = useState(0);

  useEffect(() => {
    if (loaded || !transport || !storage) return;
    let live = true;
    transport
      .request<TopBannerData>(TopBannerQuery, {})
      .then((result) => {
        const v = result.data?.viewer;
        if (!live || !v) return;
        const serverFlags = v.dismissableFlags.map((f) => f.flag);
        setLoaded({ membership: toMembershipStatus(v.membershipStatus), serverFlags });
        // Flags dismissed here earlier whose sending failed go now (§4: saved once, never re-sent).
        for (const flag of flagsToSend(readLocalDismissedFlags(storage, viewer.id), serverFlags)) {
          void transport.request(DismissFlagMutation, { userId: viewer.id, flag }).catch(() => {});
        }
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [loaded, transport, storage, viewer.id]);

  // Drawn in the browser only, where the entry gives the storage its dismissals live in.
  if (!loaded || !storage) return null;
  const at = clock.now();
  const banner = topBanner({
    productName: copy.productName,
    nativeApp: false,
    hydrated: true,
    routeName: state.route?.name ?? null,
    pageLocked: pageLocked(cache),
    viewer: { id: viewer.id, hasMembership: viewer.membership !== null || loaded.membership !== null },
    membership: loaded.membership,
    upsellDismissedAt: readBannerDismissedAt(storage, 'upsell', viewer.id),
    reactivateDismissedAt: readBannerDismissedAt(storage, 'reactivate', viewer.id),
    dismissedFlags: dismissedFlags(readLocalDismissedFlags(storage, viewer.id), loaded.serverFlags),
    now: at,
  });
  if (!banner) return null;

  const dismiss = (b: TopBannerModel) => {
    if (b.events.dismissed) logEvent(b.events.dismissed);
    const dismissal = b.dismissal;
    if (!dismissal) return;
    if (dismissal.kind === 'timed') saveBannerDismissal(storage, dismissal.banner, viewer.id, at);
    else {
      const local = recordLocalDismissedFlag(storage, viewer.id, dismissal.flag);
      for (const flag of flagsToSend(local, loaded.serverFlags)) {
        void transport
          ?.request(DismissFlagMutation, { userId: viewer.id, flag })
          .then((r) => {
            const flags = (r.data as { dismissFlag?: { dismissableFlags: { flag: string }[] } } | null)?.dismissFlag?.dismissableFlags;
            if (flags) setLoaded((l) => (l ? { ...l, serverFlags: flags.map((f) => f.flag) } : l));
          })
          .catch(() => {});
      }
    }
    // Draw again: the stored dismissal now hides it.
    setDismissedNow((n) => n + 1);
  };

  return (
    <>
      <BannerViewed kind={banner.kind} event={banner.events.viewed} />
    <div className={`top-banner top-banner--${banner.tone}`} role="region" aria-label="Membership" data-banner={banner.kind} data-dismissed={dismissedNow}>
      <p className="top-banner__text">
        {banner.text}{' '}
        <a className="top-banner__link" href={bannerHref(banner.link)} onClick={() => banner.events.clicked && logEvent(banner.events.clicked)}>
          {banner.link.text}
        </a>
      </p>
      {banner.dismissible && (
        <button type="button" className="icon-button top-banner__close" aria-label="Dismiss" onClick={() => dismiss(banner)}>
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
