// Issue 18 onboarding steps (platform-reference §2.1 Onboarding, §3 the onboarding redirect target): the name and
// username form (pre-filled; a refused field says why beside itself, is marked invalid and takes the focus; a
// saved one goes to the next step with the target), and the topics form (only what changed is written).
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { cacheKey } from '../../core/query-cache/cache-key.ts';
import { OnboardingTopicsQuery } from '../onboarding/onboarding-operations.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { testViewer } from '../testing/viewer.ts';
import { GetStartedPage } from './OnboardingPages.tsx';

afterEach(cleanup);

type Call = { name: string; variables: Record<string, unknown> };

function step(route: 'ShowGetStarted' | 'ShowGetStartedTopics', answer: (call: Call) => unknown, params: Record<string, string> = {}) {
  const calls: Call[] = [];
  const went: string[] = [];
  const transport: GraphQLTransport = {
    request: async <T,>(operation: { name: string }, variables: Record<string, unknown>) => {
      const call = { name: operation.name, variables };
      calls.push(call);
      return { data: answer(call) as T };
    },
  };
  const topics = [
    { id: 't1', slug: 'art', name: 'Art', description: '', viewerFollows: false },
    { id: 't2', slug: 'books', name: 'Books', description: '', viewerFollows: true },
    { id: 't3', slug: 'climate', name: 'Climate', description: '', viewerFollows: false },
  ];
  renderWithPageData(<GetStartedPage navigate={(path) => void went.push(path)} />, {
    transport,
    cache: { [cacheKey(OnboardingTopicsQuery.name, {})]: { data: { topics } } },
    state: {
      viewer: testViewer({ name: 'new.reader', username: 'new_reader' }),
      route: { name: route, page: 'topics-onboarding', kind: 'page', params },
      layout: { layout: 'wordmark' },
    },
  });
  return { calls, went };
}

describe('platform-reference §2.1 /get-started: the name and username', () => {
  it('starts pre-filled, and a field refused before sending says why, is marked invalid and has the focus', () => {
    const { calls } = step('ShowGetStarted', () => null);
    const name = screen.getByLabelText('Your name') as HTMLInputElement;
    const username = screen.getByLabelText('Username') as HTMLInputElement;
    expect([name.value, username.value]).toEqual(['new.reader', 'new_reader']);
    fireEvent.change(username, { target: { value: 'no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Usernames are at least 3 characters.')).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(username.getAttribute('aria-describedby')).toContain(screen.getByText('Usernames are at least 3 characters.').id);
    expect(document.activeElement).toBe(username);
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal of a taken username at the field", async () => {
    step('ShowGetStarted', () => ({ updateProfile: { __typename: 'ProfileRefused', nameError: null, usernameError: 'That username is taken. Try another.' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('That username is taken. Try another.')).toBeTruthy();
    expect(document.activeElement).toBe(username);
  });

  it('saves the normalised fields and goes to the topics, carrying the target; Skip goes there too', async () => {
    const { calls, went } = step('ShowGetStarted', () => ({ updateProfile: { __typename: 'ProfileUpdated', viewer: { id: 'u1', name: 'Nora', username: 'nora' } } }), { redirect: '/p/abc' });
    expect(screen.getByRole('link', { name: 'Skip for now' }).getAttribute('href')).toBe('/get-started/topics?redirect=%2Fp%2Fabc');
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: '  Nora  ' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: '@Nora' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await waitFor(() => expect(went).toEqual(['/get-started/topics?redirect=%2Fp%2Fabc']));
    expect(calls).toEqual([{ name: 'UpdateProfileMutation', variables: { name: 'Nora', username: 'nora' } }]);
  });
});

describe('platform-reference §2.1 /get-started/topics', () => {
  it('starts with the followed topics ticked, writes only what changed, then goes to the suggestions', async () => {
    const { calls, went } = step('ShowGetStartedTopics', (call) =>
      call.name === 'FollowTopicMutation' ? { followTopic: { id: call.variables.topicId, viewerFollows: true } } : { unfollowTopic: { id: call.variables.topicId, viewerFollows: false } },
    );
    expect(screen.getByRole('group', { name: 'Topics' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Books' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('1 topic chosen');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Art' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Climate' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Books' }));
    expect(screen.getByRole('status').textContent).toBe('2 topics chosen');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await waitFor(() => expect(went).toEqual(['/me/following/suggestions']));
    expect(calls.map((c) => `${c.name}:${String(c.variables.topicId)}`).sort()).toEqual(['FollowTopicMutation:t1', 'FollowTopicMutation:t3', 'UnfollowTopicMutation:t2']);
  });

  it('stays with a message when a write fails', async () => {
    const { went } = step('ShowGetStartedTopics', () => ({}));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Art' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.'));
    expect(went).toEqual([]);
  });
});
