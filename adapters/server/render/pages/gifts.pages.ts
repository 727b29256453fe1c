// Issue 23 part B: the gift pages, redeeming, the first-year discount, the cancel flow, receipts and the welcome —
// their routes, who must be signed in, and the data each preloads.
import { CancelPageQuery, DiscountPageQuery, GiftPageQuery, ReceiptPageQuery } from '../../../../ui/membership/gift-queries.ts';
import type { ServerPage } from './page-load.ts';

const giftPage =
  (heading: (product: string) => string, canonical: string | null): ServerPage['load'] =>
  async ({ preload, page, productName }) => {
    await preload(GiftPageQuery, {});
    return page({ title: `${heading(productName)} – ${productName}`, description: `Give a year of ${productName} membership.`, canonicalPath: canonical });
  };

export const giftLandingPage: ServerPage = { load: giftPage((p) => `Give ${p}`, '/gift') };
// Anyone may read the checkout; the form asks a visitor to sign in before paying.
export const giftCheckoutPage: ServerPage = { load: giftPage((p) => `Give a year of ${p}`, '/gift-checkout') };
export const groupGiftPage: ServerPage = { load: giftPage((p) => `Give ${p} to a group`, '/group-gift') };
export const redeemGiftPage: ServerPage = { load: giftPage(() => 'Redeem a gift', null) };

export const discountPage: ServerPage = {
  async load({ preload, page, productName }) {
    await preload(DiscountPageQuery, {});
    return page({ title: `50% off your first year – ${productName}`, description: `Become a ${productName} member for less.`, canonicalPath: '/discount' });
  },
};

export const cancelMembershipPage: ServerPage = {
  signedIn: true,
  async load({ preload, page, productName }) {
    await preload(CancelPageQuery, {});
    return page({ title: `Cancel your membership – ${productName}`, description: `Cancel your ${productName} membership.`, canonicalPath: null });
  },
};

export const billingReceiptPage: ServerPage = {
  signedIn: true,
  // Only the payer: anyone else's charge, or none, is not found.
  async load({ route, preload, page, notFound, productName }) {
    const data = await preload(ReceiptPageQuery, { chargeId: route.params.chargeId ?? '' });
    if (!data?.viewer?.receipt) return notFound();
    return page({ title: `Receipt – ${productName}`, description: `A receipt from ${productName}.`, canonicalPath: null });
  },
};

export const welcomeMemberPage: ServerPage = {
  signedIn: true,
  async load({ page, productName }) {
    return page({ title: `Welcome – ${productName}`, description: `Welcome to ${productName} membership.`, canonicalPath: null });
  },
};
