// reader-experience §4 alternate-user banner (signed out: sign in with the member account; signed in to a different
// account: 'Switch account'), §3 alternate-user banner data (userId, redactedEmailAddress) and the ALTERNATE_USER toast
// style. Properties: never a banner on a page anyone may read or to a member; never naming the active account or an
// account that is not a member; signed in, only an account the browser is signed in to (switching needs no sign-in);
// the toast's words and where its action goes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALTERNATE_USER_COPY, alternateUserBanner, alternateUserToast, type AlternateUserInput, type KnownAccount } from '../core/auth/alternate-user.ts';
import { normalizeToast } from '../core/toasts/toast-queue.machine.ts';

const id = fc.constantFrom('u1', 'u2', 'u3', 'u4', 'u5');
const account: fc.Arbitrary<KnownAccount> = fc.record({
  userId: id,
  username: fc.stringMatching(/^[a-z][a-z0-9_]{2,12}$/),
  redactedEmailAddress: fc.constantFrom('a••@example.org', 'n•••@example.com'),
  isMember: fc.boolean(),
});
const input: fc.Arbitrary<AlternateUserInput> = fc.record({
  pageNeedsMembership: fc.boolean(),
  viewer: fc.option(fc.record({ id, isMember: fc.boolean() }), { nil: null }),
  others: fc.array(account, { maxLength: 4 }),
  remembered: fc.option(account, { nil: null }),
});
const member = (userId: string): KnownAccount => ({ userId, username: `user_${userId}`, redactedEmailAddress: `${userId[0]}••@example.org`, isMember: true });

describe('reader-experience §4 alternate-user banner', () => {
  it('property: none on a page anyone may read, none to a member; it names a member account other than the active one', () => {
    fc.assert(
      fc.property(input, (i) => {
        const banner = alternateUserBanner(i);
        if (!i.pageNeedsMembership || i.viewer?.isMember) expect(banner).toBeNull();
        if (!banner) return;
        const named = [...i.others, ...(i.remembered ? [i.remembered] : [])].filter((a) => a.userId === banner.userId);
        expect(named.some((a) => a.isMember)).toBe(true);
        expect(banner.userId).not.toBe(i.viewer?.id);
      }),
    );
  });

  it('property: signed in, it offers Switch account to a member account the browser is signed in to, never the remembered one', () => {
    fc.assert(
      fc.property(input, (i) => {
        fc.pre(i.viewer !== null && !i.viewer.isMember && i.pageNeedsMembership);
        const banner = alternateUserBanner(i);
        const listed = i.others.find((a) => a.isMember && a.userId !== i.viewer!.id);
        expect(banner).toEqual(listed ? { kind: 'SWITCH_ACCOUNT', userId: listed.userId, username: listed.username, redactedEmailAddress: listed.redactedEmailAddress } : null);
      }),
    );
  });

  it('property: signed out, it asks to sign in with the remembered member account, else a listed one', () => {
    fc.assert(
      fc.property(input, (i) => {
        fc.pre(i.viewer === null && i.pageNeedsMembership);
        const banner = alternateUserBanner(i);
        const expected = i.remembered?.isMember ? i.remembered : i.others.find((a) => a.isMember);
        expect(banner).toEqual(expected ? { kind: 'SIGN_IN', userId: expected.userId, redactedEmailAddress: expected.redactedEmailAddress } : null);
      }),
    );
  });

  it("signed in to another account: 'Switch account' goes to the switch with the session's xsrf token and back to the story", () => {
    const banner = alternateUserBanner({ pageNeedsMembership: true, viewer: { id: 'u1', isMember: false }, others: [member('n7')], remembered: null })!;
    const toast = alternateUserToast(banner, 'Quire', '/@maya_chen/a-story-0123abcd', 'xsrf-token');
    expect(toast).toMatchObject({
      style: 'ALTERNATE_USER',
      message: 'This story is for Quire members. Your member account, n••@example.org, is signed in on this browser too.',
      action: { kind: 'link', label: 'Switch account', href: '/m/account/switch?to=user_n7&xsrf=xsrf-token&redirect=%2F%40maya_chen%2Fa-story-0123abcd' },
    });
    expect(ALTERNATE_USER_COPY.switchAccount).toBe('Switch account');
    // The toast lasts until the reader leaves the page (core/toasts/toast-styles.ts).
    expect(normalizeToast(toast).duration).toBe('NEXTPAGE');
  });

  it('signed out: the toast asks to sign in with the member account and comes back to the story', () => {
    const banner = alternateUserBanner({ pageNeedsMembership: true, viewer: null, others: [], remembered: member('n7') })!;
    expect(alternateUserToast(banner, 'Quire', '/p/0123abcd', null)).toMatchObject({
      style: 'ALTERNATE_USER',
      message: 'This story is for Quire members. Sign in with your member account, n••@example.org, to read it.',
      action: { kind: 'link', label: 'Sign in', href: '/m/signin?operation=login&redirect=%2Fp%2F0123abcd' },
    });
  });
});
