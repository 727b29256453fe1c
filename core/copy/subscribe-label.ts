// The Subscribe button's word (README: Newsletters), in a module of its own so that the reading pages' button does not
// carry the whole newsletter catalogue (core/copy/newsletter-copy.ts) in their initial JavaScript.
export const SUBSCRIBE_LABEL = 'Subscribe';
