// The membership's pages through the fetch handler: Settings → 'Membership and payment' and
// /manage-membership with its confirmation are the reader's own (signed out: to the sign-in page and
// back), Security and apps still answers 501, and each page renders its preloaded membership — the
// demo accounts' states — on the server, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { SignedInBrowsers } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

for (const factory of testStores()) {
  describe(`membership pages on ${factory.name} (reader-experience §2.2, §4)`, () => {
    let store: Store;
    let app: App;
    const browsers = new SignedInBrowsers(() => app);
    const page = async (path: string, as: string | null) => (await browsers.as(as)).get(path);

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, now: () => seedNow() });
    });
    afterAll(async () => {
      await store.close();
    });

    it('sends a logged-out visitor to the sign-in page, to come back to the same address', async () => {
      for (const path of ['/me/settings/membership', '/manage-membership', '/manage-membership/confirmation/PREMIUM_YEARLY']) {
        const response = await page(path, null);
        expect(response.status).toBe(302);
        const location = new URL(response.headers.get('location')!, 'http://localhost');
        expect(location.pathname).toBe('/m/signin');
        expect(location.searchParams.get('redirect')).toBe(path);
      }
    });

    it('builds every tab of the settings (issue 21: Account, Publishing, Security and apps; their own suites test them)', async () => {
      for (const path of ['/me/settings', '/me/settings/account', '/me/settings/publishing', '/me/settings/notifications', '/me/settings/security']) {
        const tab = await page(path, 'nora_member');
        expect(tab.status, path).toBe(200);
        expect(await tab.text(), path).toContain('<title>Settings – Quire</title>');
      }
      const response = await page('/me/settings/membership', 'nora_member');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Settings – Quire</title>');
      expect(html).toContain('MembershipSettingsQuery');
    });

    it('shows each demo account its membership: plan, next charge or end, payment method, billing history', async () => {
      const text = async (username: string) => (await (await page('/me/settings/membership', username)).text()).replace(/<!-- -->/g, '');
      const nora = await text('nora_member');
      expect(nora).toContain('Member, monthly');
      expect(nora).toContain('$5/month');
      expect(nora).toMatch(/Your next payment of \$5 is on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
      expect(nora).toMatch(/Ending in 4242 \(Expires 12\/\d{4}\)/);
      expect(nora).toContain('Change plan');
      expect(nora).toContain('Cancel membership');
      expect((nora.match(/<td>Paid<\/td>/g) ?? []).length).toBe(4);

      expect(await text('felix_friend')).toContain('Friend, yearly');
      const clara = await text('clara_cancelled');
      expect(clara).toMatch(/Your membership will expire on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
      expect(clara).toContain('href="#reactivateMembership"');
      expect(clara).not.toContain('Change plan');
      expect(await text('eli_expired_card')).toMatch(/Ending in 4242 \(Expired \d{2}\/\d{4}\)/);
      const pia = await text('pia_payment_failed');
      expect(pia).toContain('Your last payment failed.');
      expect(pia).not.toContain('Change plan');
      expect((pia.match(/Failed<\/td>/g) ?? []).length).toBe(2);
      // A reader without a membership is shown how to become one.
      const maya = await text('maya_chen');
      expect(maya).toContain('You are not a member.');
      expect(maya).toContain('href="/plans"');
    });

    it('renders /manage-membership and its confirmation for a member', async () => {
      const manage = await page('/manage-membership', 'nora_member');
      expect(manage.status).toBe(200);
      expect((await manage.text()).replace(/<!-- -->/g, '')).toContain('Change your plan');
      const confirmation = await page('/manage-membership/confirmation/MONTHLY', 'nora_member');
      expect(confirmation.status).toBe(200);
      expect((await confirmation.text()).replace(/<!-- -->/g, '')).toContain('You are on Member, monthly.');
    });

    it('gives writer profiles the badge data: user.membership for the demo Friend', async () => {
      const html = await (await page('/@felix_friend', null)).text();
      expect(html).toContain('Friend');
      expect(html).toMatch(/\\"membership\\":\{\\"tier\\":\\"FRIEND\\"/);
    });
  });
}
