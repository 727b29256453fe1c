// platform-reference §2.3 "Home: if the hash is the gift-membership marker, redirect to gift checkout". The marker
// is Quire's to name (the spec does not): #giftMembership. Its own file so Home carries nothing else of gifts.
export const GIFT_MEMBERSHIP_HASH = '#giftMembership';
export const GIFT_CHECKOUT_PATH = '/gift-checkout';

/** Where Home sends a visitor who arrives with `hash`: gift checkout for the marker, else nowhere (null). */
export const homeHashRedirect = (hash: string): string | null => (hash === GIFT_MEMBERSHIP_HASH ? GIFT_CHECKOUT_PATH : null);
