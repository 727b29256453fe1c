// reader-experience §6 and platform-reference §3 (toast style EU_PRIVACY_BANNER): the privacy banner's
// words. The spec shows none; these say what the banner is for and what accepting does.
export function privacyCopy(productName: string) {
  return {
    label: 'Privacy',
    message: `${productName} uses cookies and similar technologies to keep you signed in, to understand how the site is used and to improve it. Accept to let ${productName} record how you use it.`,
    accept: 'Accept',
    policy: 'Privacy policy',
  };
}
