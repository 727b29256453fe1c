// Issue 18 onboarding (platform-reference §2.1): /get-started (the name and username), /get-started/topics
// (topics to follow) and the follow suggestions (/me/following/suggestions). Signed in only; a new account is
// sent here once by the auth callback (core/onboarding/onboarding.ts), and anyone may come back. Not cached.
// /welcome and /m/getting-started (platform-reference §2.1, page topics-onboarding) are the same start: a 302 to it.
import { FollowSuggestionsQuery, OnboardingTopicsQuery } from '../../../../ui/onboarding/onboarding-operations.ts';
import { onPublicOrigin } from '../../../../core/routing/navigation.ts';
import type { ServerPage } from './page-load.ts';

export const topicsOnboardingPage: ServerPage = {
  routes: ['ShowGetStarted', 'ShowGetStartedTopics', 'ShowWelcome', 'ShowGettingStarted'],
  signedIn: true,
  async load({ route, preload, page, redirect, publicOrigin, productName }) {
    if (route.name === 'ShowWelcome' || route.name === 'ShowGettingStarted') return redirect(onPublicOrigin('/get-started', publicOrigin), 302);
    if (route.name === 'ShowGetStartedTopics') {
      await preload(OnboardingTopicsQuery, {});
      return page({ title: `Choose topics – ${productName}`, description: `Follow topics to see their stories on ${productName}.`, canonicalPath: null });
    }
    return page({ title: `Get started – ${productName}`, description: `Your name and username on ${productName}.`, canonicalPath: null });
  },
};

export const followSuggestionsPage: ServerPage = {
  routes: ['ShowFollowSuggestions'],
  signedIn: true,
  async load({ preload, page, productName }) {
    await preload(FollowSuggestionsQuery, {});
    return page({ title: `Who to follow – ${productName}`, description: `Writers and publications to follow on ${productName}.`, canonicalPath: null });
  },
};
