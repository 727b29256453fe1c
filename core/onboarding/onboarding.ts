// platform-reference §2.1 Onboarding (/get-started, /get-started/topics) and §3 navigation state (the
// onboarding redirect target); reader-experience §2.2 ShowFollowSuggestions. A new account walks three steps —
// its name and username, topics to follow, writers and publications to follow — and then goes where it was
// headed when it signed up (Home when nowhere). Every step can be skipped; each only moves to the next.
import { safeRedirectPath } from '../auth/redirect.ts';

export type OnboardingStep = 'profile' | 'topics' | 'suggestions';

export const ONBOARDING_STEPS: readonly OnboardingStep[] = ['profile', 'topics', 'suggestions'];

/** Each step's address (the route table: ShowGetStarted, ShowGetStartedTopics, ShowFollowSuggestions). */
export const ONBOARDING_PATHS: Readonly<Record<OnboardingStep, string>> = {
  profile: '/get-started',
  topics: '/get-started/topics',
  suggestions: '/me/following/suggestions',
};

/** The query parameter that carries the onboarding redirect target from step to step. */
export const ONBOARDING_TARGET_PARAM = 'redirect';

const isOnboardingPath = (path: string): boolean => {
  const bare = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  return bare === '/get-started' || bare.startsWith('/get-started/') || bare === ONBOARDING_PATHS.suggestions;
};

/**
 * The onboarding redirect target (platform-reference §3): where the reader goes once onboarding ends. A
 * same-origin path only (never another site), never an onboarding step itself (no loop); Home otherwise.
 */
export function onboardingRedirectTarget(raw: string | null | undefined): string {
  const target = safeRedirectPath(raw, '/');
  return isOnboardingPath(target) ? '/' : target;
}

/** A step's address, carrying the target when it is not Home. */
export function onboardingStepPath(step: OnboardingStep, target: string): string {
  const safe = onboardingRedirectTarget(target);
  const path = ONBOARDING_PATHS[step];
  return safe === '/' ? path : `${path}?${ONBOARDING_TARGET_PARAM}=${encodeURIComponent(safe)}`;
}

/** Where a step leads, whether its form was sent or skipped: the next step, or the target after the last. */
export function onboardingNext(step: OnboardingStep, target: string): string {
  const index = ONBOARDING_STEPS.indexOf(step);
  const next = ONBOARDING_STEPS[index + 1];
  return next === undefined ? onboardingRedirectTarget(target) : onboardingStepPath(next, target);
}

/**
 * Where the auth callback sends a reader: a new account (sent into onboarding once) to the first step with
 * where it was headed as the target; anyone else straight there.
 */
export function landingAfterSignIn(redirect: string, startsOnboarding: boolean): string {
  const safe = safeRedirectPath(redirect, '/');
  return startsOnboarding ? onboardingStepPath('profile', safe) : safe;
}

/** Which step an address is, with its 1-based position, for the page's "Step n of 3". */
export function onboardingStepOf(path: string): { step: OnboardingStep; position: number; count: number } | null {
  const bare = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  const index = ONBOARDING_STEPS.findIndex((s) => ONBOARDING_PATHS[s] === bare);
  return index < 0 ? null : { step: ONBOARDING_STEPS[index]!, position: index + 1, count: ONBOARDING_STEPS.length };
}
