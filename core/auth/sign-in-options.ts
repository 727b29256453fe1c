// reader-experience §2.13: which sign-in buttons show, and the modal's copy for each entry point.
import type { SocialProvider } from './sign-in-links.ts';

export type SignInButton = SocialProvider | 'Email';

/** Feature flags that turn buttons off (platform-reference §6 names disable_signup_facebook and disable_login_apple). */
export const BUTTON_FLAGS: Record<SignInButton, string> = {
  Google: 'disable_login_google',
  Facebook: 'disable_signup_facebook',
  Apple: 'disable_login_apple',
  Twitter: 'disable_login_twitter',
  Email: 'disable_login_email',
};

const IN_APP_BROWSER = /FBAN|FBAV|FB_IAB|Instagram|Line\/|LinkedInApp|Twitter|Snapchat|MicroMessenger|; wv\)/i;

/** Google refuses sign-in inside embedded in-app browsers, so its button is hidden there. */
export const isInAppBrowser = (userAgent: string): boolean => IN_APP_BROWSER.test(userAgent);

/**
 * The sign-in buttons, in the spec's order: a social provider only when the operator configured it (`configured`:
 * 'Google', …) and no flag hides it; e-mail always, unless a flag hides it.
 */
export function signInButtons(flags: ReadonlySet<string>, userAgent: string, configured: ReadonlySet<string>): SignInButton[] {
  const order: SignInButton[] = ['Google', 'Facebook', 'Apple', 'Twitter', 'Email'];
  return order.filter((b) => (b === 'Email' || configured.has(b)) && !flags.has(BUTTON_FLAGS[b]) && !(b === 'Google' && isInAppBrowser(userAgent)));
}

export type EntryPoint = 'follow' | 'clap' | 'bookmark' | 'highlight' | 'respond' | 'write' | 'signIn' | 'getStarted';

export type SignInCopy = { title: string; body: string };

/**
 * The modal's title and body by entry point and operation; `target` names what the reader was acting on
 * (a writer or publication for follow). Designed where the spec gives no wording.
 */
export function signInCopy(entry: EntryPoint, operation: 'login' | 'register', productName: string, target?: string): SignInCopy {
  const login = operation === 'login';
  const who = target ?? 'writers you like';
  switch (entry) {
    case 'follow':
      return login
        ? { title: 'Welcome back.', body: `Sign in to follow ${who} and see their stories in your feed.` }
        : { title: `Create an account to follow ${who}.`, body: 'Their new stories will come to your feed.' };
    case 'clap':
      return login
        ? { title: 'Welcome back.', body: 'Sign in to clap and let the writer know you liked it.' }
        : { title: 'Create an account to clap for this story.', body: 'Show the writer their work landed.' };
    case 'bookmark':
      return login
        ? { title: 'Welcome back.', body: 'Sign in to save this story to your reading list.' }
        : { title: 'Create an account to save this story.', body: 'Keep it in your reading list for later.' };
    case 'highlight':
      return login
        ? { title: 'Welcome back.', body: 'Sign in to highlight the passages that matter to you.' }
        : { title: 'Create an account to highlight.', body: 'Keep the passages that struck you, and find them again.' };
    case 'respond':
      return login
        ? { title: 'Welcome back.', body: 'Sign in to respond to this story.' }
        : { title: 'Create an account to respond.', body: 'Join the conversation with the writer and other readers.' };
    case 'write':
      return login
        ? { title: 'Welcome back.', body: `Sign in to write on ${productName}.` }
        : { title: 'Create an account to start writing.', body: `Publish your ideas on ${productName}, alone or in a publication.` };
    case 'signIn':
    case 'getStarted':
      return login
        ? { title: 'Welcome back.', body: `Sign in to ${productName}.` }
        : { title: `Join ${productName}.`, body: 'Follow writers and publications, save stories and respond.' };
  }
}

/** The consent line under the sign-up options (terms and privacy policy). */
export const consentLine = (productName: string, operation: 'login' | 'register'): string =>
  `Click “${operation === 'login' ? 'Sign in' : 'Sign up'}” to agree to ${productName}’s Terms of Service and acknowledge that ${productName}’s Privacy Policy applies to you.`;
