// reader-experience §2.11, §4, §8: the reactivation modal in the browser — opened by #reactivateMembership,
// a WAI-ARIA dialog (focus in, Tab trapped, Escape closes and focus returns), confirm disabled until a
// membership that can be reactivated is loaded, reload on MutationSuccess, the failure message otherwise.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { statusData } from './membership-fixtures.ts';
import type { MembershipStatusData } from './membership-queries.ts';
import { ReactivateMembershipModal } from './ReactivateMembershipModal.tsx';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});
beforeEach(() => window.history.replaceState(null, '', '/#reactivateMembership'));

function transport(membership: MembershipStatusData | null, answer: () => Promise<unknown>) {
  const calls: string[] = [];
  const t: GraphQLTransport = {
    request: vi.fn(async (operation: { name: string }) => {
      calls.push(operation.name);
      if (operation.name === 'ReactivateMembershipConfirmationModalWrapperQuery') return { data: { viewer: { id: 'u1', viewerEdge: { id: 'e', membership } } } } as never;
      return (await answer()) as never;
    }),
  };
  return { t, calls };
}

async function open(membership: MembershipStatusData | null, answer: () => Promise<unknown> = async () => ({ data: { uncancelMembership: { __typename: 'MutationSuccess', membershipId: 'mem_1' } } })) {
  const opener = document.createElement('button');
  opener.textContent = 'opener';
  document.body.append(opener);
  opener.focus();
  const { t, calls } = transport(membership, answer);
  const reload = vi.fn();
  await act(async () => {
    renderWithPageData(<ReactivateMembershipModal transport={t} userId="u1" reload={reload} />);
  });
  return { calls, reload, opener };
}

const cancelled = statusData({ isCancelled: true });

describe('reader-experience §2.11 the reactivation modal (UI)', () => {
  it('opens from the hash with its title, the membership details and focus inside', async () => {
    await open(cancelled);
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate your Membership' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await screen.findByText('Member, monthly · $5/month');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab inside the dialog, and Escape closes it, drops the hash and gives focus back', async () => {
    const { opener } = await open(cancelled);
    const dialog = await screen.findByRole('dialog');
    const confirm = await screen.findByRole('button', { name: 'Reactivate my membership' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    const close = screen.getByRole('button', { name: 'Close' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('keeps confirm disabled while no membership that can be reactivated is loaded', async () => {
    await open(statusData({ isCancelled: false }));
    await screen.findByText(/There is no cancelled Quire membership to reactivate/);
    expect(screen.getByRole('button', { name: 'Reactivate my membership' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends the uncancel mutation once, then reloads on MutationSuccess', async () => {
    let resolve!: (v: unknown) => void;
    const { calls, reload } = await open(cancelled, () => new Promise((r) => (resolve = r)));
    const confirm = await screen.findByRole('button', { name: 'Reactivate my membership' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirm);
    const busy = await screen.findByRole('button', { name: 'Reactivating…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    fireEvent.click(busy);
    await act(async () => resolve({ data: { uncancelMembership: { __typename: 'MutationSuccess', membershipId: 'mem_1' } } }));
    expect(calls.filter((c) => c === 'UncancelMembershipMutation')).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("says 'We couldn't process your request, please try again.' on any other answer", async () => {
    const { reload } = await open(cancelled, async () => ({ data: { uncancelMembership: { __typename: 'MutationError', code: 'NOT_ELIGIBLE', message: 'No' } } }));
    const confirm = await screen.findByRole('button', { name: 'Reactivate my membership' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await act(async () => fireEvent.click(confirm));
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't process your request, please try again.");
    expect(reload).not.toHaveBeenCalled();
  });
});
