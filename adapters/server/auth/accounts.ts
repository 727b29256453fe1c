// Accounts made on first sign-in (an e-mailed sign-up or a social sign-in): a unique username from the name.
import { randomBytes, randomInt } from 'node:crypto';
import type { AuthRepository } from '../../postgres/auth.repository.ts';

function usernameBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 20);
  return base.length >= 3 ? base : `reader_${base}`.slice(0, 20);
}

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
    await repo.createUser({ id, username: await uniqueUsername(name), name, email });
    return id;
  }

  return { accountFor };
}
