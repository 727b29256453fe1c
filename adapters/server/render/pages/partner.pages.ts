// Issue 23 part C: the Partner Program's pages on the server — each the signed-in writer's own, loading
// PartnerPageQuery. An unknown enrolment step or dashboard tab is not found; /@{username}/partner/dashboard is the
// viewer's own dashboard only (anyone else's is not found: earnings are private).
import { parseEnrollStep } from '../../../../core/partner/eligibility.ts';
import { parseDashboardTab } from '../../../../core/partner/partner-types.ts';
import { PartnerPageQuery } from '../../../../ui/partner/partner-queries.ts';
import type { PageLoad, ServerPage } from './page-load.ts';

const loadWith =
  (title: (product: string) => string, check?: (load: PageLoad) => boolean): ServerPage['load'] =>
  async (load) => {
    if (check && !check(load)) return load.notFound();
    await load.preload(PartnerPageQuery, {});
    return load.page({ title: `${title(load.productName)} – ${load.productName}`, description: `The ${load.productName} Partner Program.`, canonicalPath: null });
  };

export const partnerApplicationPage: ServerPage = {
  signedIn: true,
  load: loadWith((p) => `Join the ${p} Partner Program`, (load) => parseEnrollStep(load.route.params.step) !== null),
};

export const partnerDashboardPage: ServerPage = {
  signedIn: true,
  load: loadWith(
    () => 'Partner Program dashboard',
    (load) =>
      parseDashboardTab(load.route.params.tab) !== null &&
      (load.route.params.username === undefined || load.route.params.username.toLowerCase() === load.request.viewerUsername?.toLowerCase()),
  ),
};

export const partnerPayoutSettingsPage: ServerPage = {
  signedIn: true,
  load: loadWith(() => 'Payout settings'),
};

export const partnerStripeFinishPage: ServerPage = { signedIn: true, load: loadWith(() => 'Connect Stripe') };
export const partnerStripeReconnectPage: ServerPage = { signedIn: true, load: loadWith(() => 'Reconnect Stripe') };
export const partnerStripeReconnectSuccessPage: ServerPage = { signedIn: true, load: loadWith(() => 'Stripe reconnected') };
export const partnerUnenrollPage: ServerPage = { signedIn: true, load: loadWith(() => 'Leave the Partner Program') };
