// Issue 21 (Security and apps, password): what a new password must be. The spec gives no rule, so: at least 8
// characters (a passphrase is welcome), at most 128 (scrypt's input stays bounded), not the e-mail address.
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

export function validateNewPassword(password: string, email: string): { ok: true } | { ok: false; message: string } {
  if ([...password].length < MIN_PASSWORD) return { ok: false, message: `Your password needs at least ${MIN_PASSWORD} characters.` };
  if ([...password].length > MAX_PASSWORD) return { ok: false, message: `Your password can be at most ${MAX_PASSWORD} characters.` };
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return { ok: false, message: 'Your password cannot be your e-mail address.' };
  return { ok: true };
}

export const PASSWORD_SET = 'Your password is set. You can sign in with it from now on.';
export const PASSWORD_CHANGED = 'Your password is changed. Your other sessions were signed out.';
export const SET_PASSWORD_NEEDS_RECENT_SIGN_IN = 'Setting a password needs a recent sign-in. Sign out and in again, then set it within 10 minutes.';
