// Issue 21 account states, reader-experience §4 (the alternate-user banner offers 'Switch account'): several
// accounts signed in on one browser. The active account's session token is the session cookie; the browser's
// other signed-in sessions are listed in a second cookie. Each is still a real session (revocable from the
// 'Security and apps' tab: a revoked one simply drops out when the server reads the list). These pure functions
// say how the two cookies change: adding an account, switching, signing out of one. Tokens are opaque here.

/** At most this many other accounts are kept (the oldest falls off). */
export const MAX_OTHER_ACCOUNTS = 4;

/** The avatar menu's words (reader-experience §4 'Switch account'; 'Add another account' is ours). */
export const ACCOUNT_SWITCHING_COPY = { switchAccount: 'Switch account', addAccount: 'Add another account' } as const;

export type BrowserAccounts = { active: string | null; others: string[] };

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The other-accounts cookie: tokens joined by '.'; anything malformed, repeated or the active token is dropped. */
export function parseOtherAccounts(cookie: string | null | undefined, active: string | null): string[] {
  const seen = new Set<string>(active ? [active] : []);
  const tokens: string[] = [];
  for (const token of (cookie ?? '').split('.')) {
    if (!TOKEN.test(token) || seen.has(token)) continue;
    seen.add(token);
    tokens.push(token);
  }
  return tokens.slice(0, MAX_OTHER_ACCOUNTS);
}

export const serializeOtherAccounts = (others: readonly string[]): string => others.join('.');

/** 'Add another account': the active session steps aside into the list (kept signed in), and the browser signs in anew. */
export function addAccount(accounts: BrowserAccounts): BrowserAccounts {
  if (accounts.active === null) return accounts;
  return { active: null, others: [accounts.active, ...accounts.others.filter((t) => t !== accounts.active)].slice(0, MAX_OTHER_ACCOUNTS) };
}

/** A new sign-in becomes the active session; the accounts already listed stay. */
export function signedIn(accounts: BrowserAccounts, token: string): BrowserAccounts {
  return { active: token, others: accounts.others.filter((t) => t !== token) };
}

/** Switching to a listed account: it becomes active and the active one takes its place first in the list. */
export function switchTo(accounts: BrowserAccounts, token: string): BrowserAccounts | null {
  if (!accounts.others.includes(token)) return null;
  const rest = accounts.others.filter((t) => t !== token);
  return { active: token, others: accounts.active === null ? rest : [accounts.active, ...rest].slice(0, MAX_OTHER_ACCOUNTS) };
}

/** Signing out of the active account ends only it: the first other account (if any) becomes active. */
export function signOutActive(accounts: BrowserAccounts): BrowserAccounts {
  const [next = null, ...rest] = accounts.others;
  return { active: next, others: rest };
}
