// Sign-in with another site's account (reader-experience §2.13: Apple, Facebook, Google, Twitter). A
// provider is off unless the operator configures it; each configured one implements this port.
export type SocialIdentity = {
  /** The provider's stable id for the person. */
  subject: string;
  email: string | null;
  /** Only a verified address may sign in to, or create, an account. */
  emailVerified: boolean;
  name: string | null;
};

export interface SocialSignIn {
  /** Where to send the browser, with the state string and (for PKCE providers) the code challenge. */
  authorizeUrl(request: { state: string; redirectUri: string; codeChallenge: string }): string;
  /** The provider's answer for a code its callback brought back. Rejects when the provider refuses. */
  exchange(request: { code: string; redirectUri: string; codeVerifier: string }): Promise<SocialIdentity>;
}
