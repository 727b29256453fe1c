// The membership offer's words a story page needs at first paint (reader-experience §6, §9), apart from the
// rest of the membership copy so that the story page carries only these (the initial-JavaScript budget).

/** §5, §9: what a price lookup throws for a plan or currency with no price. */
export const UNAVAILABLE_MEMBERSHIP_PRICE = 'Unavailable membership price';

/** §6: the upsell banner's text; `weekly` is already formatted ('$1'). */
export const upsellText = (productName: string, weekly: string): string =>
  `Get unlimited access to the best of ${productName} for less than ${weekly}/week.`;
