// Issue 21: Settings → Publishing in the browser, through the tabs' one change shape (use-settings-action.ts): the
// server's answer becomes the section's line and the tab's settings; a failed request or no answer says FAILED; the
// Leave button of the publication being left is busy while it goes.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { cacheKey } from '../../core/query-cache/cache-key.ts';
import type { AccountSettingsFieldsFragment } from '../generated/operations.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { PublishingSettings } from './PublishingSettings.tsx';
import { FAILED } from './use-settings-action.ts';

afterEach(cleanup);

const PUBLICATION = { id: 'p1', name: 'The Engine', slug: 'the-engine', url: '/the-engine', role: 'EDITOR', canLeave: true };
const SETTINGS = {
  id: 'u1',
  username: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  unverifiedEmail: null,
  bio: '',
  imageId: null,
  pronouns: [],
  tippingLink: null,
  allowEmailAddressSharingEditorWriter: false,
  publications: [PUBLICATION],
  newsletter: { id: 'n1', name: 'Engines weekly' },
  latestExport: null,
} as unknown as AccountSettingsFieldsFragment;

function render(request: ReturnType<typeof vi.fn>) {
  return renderWithPageData(<PublishingSettings />, {
    cache: { [cacheKey('AccountSettingsQuery', {})]: { data: { accountSettings: SETTINGS, viewer: { id: 'u1', socialStats: { followerCount: 3 } } } } },
    transport: { request } as unknown as GraphQLTransport,
    state: { route: { name: 'ShowSettingsTab', page: 'settings', kind: 'page', params: { setting: 'publishing' } }, layout: { layout: 'two-column' } },
  });
}

describe('issue 21 Settings → Publishing (UI)', () => {
  it("turning e-mail sharing on shows the server's settings and says so", async () => {
    const request = vi.fn().mockResolvedValue({ data: { setAllowEmailAddressSharingEditorWriter: { ...SETTINGS, allowEmailAddressSharingEditorWriter: true } } });
    render(request);
    const toggle = screen.getByRole('switch') as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await act(async () => fireEvent.click(toggle));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ name: 'SetAllowEmailSharingMutation' }), { allow: true });
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Editors of your publications can now see your email address.');
  });

  it('a request that fails, or no answer, says so as an alert and changes nothing', async () => {
    const request = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ data: null });
    render(request);
    fireEvent.change(screen.getByLabelText('Newsletter name'), { target: { value: 'Engines daily' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('alert').textContent).toBe(FAILED);
    await act(async () => fireEvent.click(screen.getByRole('switch')));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([FAILED, FAILED]);
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
  });

  it("Leave is busy while it goes, then the server's list and line show", async () => {
    let answer: (value: unknown) => void = () => {};
    const request = vi.fn().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(request);
    const leave = screen.getByRole('button', { name: 'Leave The Engine' }) as HTMLButtonElement;
    act(() => void fireEvent.click(leave));
    expect(leave.disabled).toBe(true);
    await act(async () => answer({ data: { leavePublication: { ok: true, message: 'You left The Engine.', settings: { ...SETTINGS, publications: [] } } } }));
    expect(screen.queryByRole('button', { name: 'Leave The Engine' })).toBeNull();
    expect(screen.getByText('You do not own, edit or write for any publication.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You left The Engine.');
  });
});
