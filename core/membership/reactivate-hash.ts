// reader-experience §2.11: "Can be opened by the URL hash #reactivateMembership". Its own file so a page
// that only links to the modal does not carry the banners' or the modal's code.
export const REACTIVATE_MEMBERSHIP_HASH = '#reactivateMembership';
