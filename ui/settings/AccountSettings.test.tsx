// Issue 21: Settings → Account in the browser — the sections at their reader-experience §2.2 anchors, the unverified
// e-mail notice whose 'Resend email' calls sendVerificationEmail, a refused username shown as the server says it, and
// the delete dialog (WAI-ARIA modal: Escape closes it) whose button stays disabled until the username is typed.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { ACCOUNT_MESSAGES } from '../../core/account/account-rules.ts';
import { cacheKey } from '../../core/query-cache/cache-key.ts';
import type { AccountSettingsFieldsFragment } from '../generated/operations.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { AccountSettings } from './AccountSettings.tsx';

afterEach(cleanup);

const SETTINGS: AccountSettingsFieldsFragment = {
  id: 'u1',
  username: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  unverifiedEmail: null,
  bio: 'Engines.',
  imageId: null,
  pronouns: ['she/her'],
  tippingLink: null,
  allowEmailAddressSharingEditorWriter: false,
  publications: [],
  newsletter: null,
  latestExport: null,
  customDomain: { state: 'NONE', live: null, pending: null, recordType: null, recordName: null, recordValue: null },
};

function render(settings: AccountSettingsFieldsFragment, request = vi.fn()) {
  return renderWithPageData(<AccountSettings />, {
    cache: { [cacheKey('AccountSettingsQuery', {})]: { data: { accountSettings: settings, viewer: { id: 'u1', socialStats: { followerCount: 0 } } } } },
    transport: { request } as unknown as GraphQLTransport,
    state: { route: { name: 'ShowSettingsTab', page: 'settings', kind: 'page', params: { setting: 'account' } }, layout: { layout: 'two-column' } },
  });
}

describe('issue 21 Settings → Account (UI)', () => {
  it('has its sections at the spec anchors, with the current values', () => {
    const { container } = render(SETTINGS);
    for (const anchor of ['email', 'username', 'profileInformation']) expect(container.querySelector(`#${anchor}`)).not.toBeNull();
    expect(screen.getByTestId('current-email').textContent).toBe('ada@example.org');
    expect((screen.getByRole('textbox', { name: 'Username' }) as HTMLInputElement).value).toBe('ada');
    expect((screen.getByLabelText('Pronouns') as HTMLInputElement).value).toBe('she/her');
    expect(screen.queryByTestId('verify-email')).toBeNull();
  });

  it("shows 'Verify your email…' while an address waits, and 'Resend email' sends it again", async () => {
    const request = vi.fn().mockResolvedValue({ data: { sendVerificationEmail: { ok: true, message: ACCOUNT_MESSAGES.verificationSent('new@example.org'), settings: { ...SETTINGS, unverifiedEmail: 'new@example.org' } } } });
    render({ ...SETTINGS, unverifiedEmail: 'new@example.org' }, request);
    expect(screen.getByTestId('verify-email').textContent).toContain('Verify your email to get full access to your account.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend email' })));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ name: 'SendVerificationEmailMutation' }), {});
    expect(screen.getByRole('status').textContent).toBe(ACCOUNT_MESSAGES.verificationSent('new@example.org'));
  });

  it("shows the server's refusal of a username as an alert, beside the field", async () => {
    const request = vi.fn().mockResolvedValue({ data: { changeUsername: { ok: false, message: 'That username is reserved. Try another.', settings: SETTINGS } } });
    render(SETTINGS, request);
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), { target: { value: 'search' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change username' })));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChangeUsernameMutation' }), { username: 'search' });
    expect(screen.getByRole('alert').textContent).toBe('That username is reserved. Try another.');
  });

  it('asks for the username before deleting; Escape closes the dialog', async () => {
    const request = vi.fn();
    render(SETTINGS, request);
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    const confirm = screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Type your username/), { target: { value: 'someone' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Type your username/), { target: { value: '@ADA' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });
});
