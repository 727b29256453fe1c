// Accounts made on first sign-in (an e-mailed sign-up or a social sign-in): a unique username from the name.
import { randomBytes, randomInt } from 'node:crypto';
import { usernameBase } from '../../../core/onboarding/profile-rules.ts';
import type { AuthRepository } from '../../postgres/auth.repository.ts';

export function createAccounts(repo: AuthRepository) {
  async function uniqueUsername(name: string): Promise<string> {
    const base = usernameBase(name);
    if (!(await repo.usernameTaken(base))) return base;
    for (let i = 0; i < 20; i++) {
      const candidate = `${base}_${randomInt(10, 100_000)}`;
      if (!(await repo.usernameTaken(candidate))) return candidate;
    }
    return `${base}_${randomBytes(4).toString('hex')}`;
  }

  /** The account behind a spent code: the existing one, or a new one for a sign-up. */
  async function accountFor(email: string, fullName: string | null): Promise<string> {
    const existing = await repo.userByEmail(email);
    if (existing) return existing.id;
    const name = fullName?.trim() || email.slice(0, email.indexOf('@'));
    const id = randomBytes(6).toString('hex');
    // Issue 18: a new account is sent into onboarding once, by the callback that starts its first session.
    await repo.createUser({ id, username: await uniqueUsername(name), name, email, needsOnboarding: true });
    return id;
  }

  return { accountFor };
}
