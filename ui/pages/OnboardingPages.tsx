// Issue 18, platform-reference §2.1 Onboarding and §3 (the onboarding redirect target): a new account's first
// steps, in the wordmark layout (topics-onboarding). /get-started: the name and username, pre-filled and
// editable; /get-started/topics: topics to follow. Then the follow suggestions (/me/following/suggestions,
// ShowFollowSuggestions, customize-suggestions) and where the reader was headed. Every step is a labelled form
// with a Continue button and a Skip link; a refused field says why beside it and takes the focus.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ONBOARDING_PATHS, onboardingNext, onboardingRedirectTarget, onboardingStepOf, type OnboardingStep } from '../../core/onboarding/onboarding.ts';
import { NAME_MAX, USERNAME_MAX, validateProfile, type ProfileErrors } from '../../core/onboarding/profile-rules.ts';
import { hrefFor } from '../chrome/links.ts';
import { WhoToFollowEntry } from '../components/WhoToFollowList.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { FollowTopicMutation, UnfollowTopicMutation } from '../following/topic-follow-operations.ts';
import { PageFrame } from '../layouts/Layouts.tsx';
import { FollowSuggestionsQuery, OnboardingTopicsQuery, UpdateProfileMutation } from '../onboarding/onboarding-operations.ts';
import '../onboarding/onboarding.css';

const TRY_AGAIN = 'Something went wrong. Please try again.';

function useTarget(): string {
  const { state } = usePageData();
  return onboardingRedirectTarget(state.route?.params.redirect ?? null);
}

/** Where a sent step goes next: a full page load (each step is its own server-rendered page). Tests pass their own. */
export type OnboardingNavigate = (path: string) => void;
const assignLocation: OnboardingNavigate = (path) => window.location.assign(path);

function StepHeader({ step, title, lead, id }: { step: OnboardingStep; title: string; lead: string; id: string }) {
  const position = onboardingStepOf(ONBOARDING_PATHS[step]);
  return (
    <header className="onboarding__header">
      {position && (
        <p className="onboarding__step">
          Step {position.position} of {position.count}
        </p>
      )}
      <h1 id={id} className="page-heading">
        {title}
      </h1>
      <p className="onboarding__lead">{lead}</p>
    </header>
  );
}

/** The topics-onboarding page: /get-started (ShowGetStarted) or /get-started/topics (ShowGetStartedTopics). */
export function GetStartedPage({ navigate = assignLocation }: { navigate?: OnboardingNavigate }) {
  const { state } = usePageData();
  return <PageFrame page="topics-onboarding" main={state.route?.name === 'ShowGetStartedTopics' ? <TopicsStep go={navigate} /> : <ProfileStep go={navigate} />} />;
}

function ProfileStep({ go }: { go: OnboardingNavigate }) {
  const { state, transport, copy } = usePageData();
  const target = useTarget();
  const headingId = useId();
  const nameId = useId();
  const usernameId = useId();
  const [name, setName] = useState(state.viewer?.name ?? '');
  const [username, setUsername] = useState(state.viewer?.username ?? '');
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const next = onboardingNext('profile', target);

  const refuse = (found: ProfileErrors) => {
    setErrors(found);
    (found.name ? nameRef : usernameRef).current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = validateProfile({ name, username });
    if (!checked.ok) return refuse(checked.errors);
    if (!transport) return setFailure(TRY_AGAIN);
    setBusy(true);
    try {
      const result = (await transport.request(UpdateProfileMutation, { name: checked.name, username: checked.username })).data?.updateProfile;
      if (!result) throw new Error('no answer');
      if (result.__typename === 'ProfileRefused') {
        const found: ProfileErrors = {};
        if (result.nameError) found.name = result.nameError;
        if (result.usernameError) found.username = result.usernameError;
        refuse(found);
        setBusy(false);
        return;
      }
      go(next);
    } catch {
      setFailure(TRY_AGAIN);
      setBusy(false);
    }
  };

  return (
    <section className="onboarding" aria-labelledby={headingId}>
      <StepHeader step="profile" id={headingId} title={`Welcome to ${copy.productName}`} lead="This is how other readers will see you. You can change both later in Settings." />
      <form className="onboarding__form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <div className="field">
          <label htmlFor={nameId}>Your name</label>
          <input
            ref={nameRef}
            id={nameId}
            name="name"
            autoComplete="name"
            maxLength={NAME_MAX * 2}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${nameId}-error` : undefined}
          />
          {errors.name && (
            <p id={`${nameId}-error`} className="field__error">
              {errors.name}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={usernameId}>Username</label>
          <div className="onboarding__username">
            <span aria-hidden="true">@</span>
            <input
              ref={usernameRef}
              id={usernameId}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={USERNAME_MAX * 2}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={`${usernameId}-hint${errors.username ? ` ${usernameId}-error` : ''}`}
            />
          </div>
          <p id={`${usernameId}-hint`} className="onboarding__hint">
            3 to {USERNAME_MAX} letters, numbers and underscores. Your profile's address: /@{username.trim().replace(/^@/, '').toLowerCase() || 'username'}
          </p>
          {errors.username && (
            <p id={`${usernameId}-error`} className="field__error">
              {errors.username}
            </p>
          )}
        </div>
        <OnboardingFormEnd failure={failure} busy={busy} next={next} />
      </form>
    </section>
  );
}

function TopicsStep({ go }: { go: OnboardingNavigate }) {
  const { transport } = usePageData();
  const target = useTarget();
  const headingId = useId();
  const topics = usePreloaded(OnboardingTopicsQuery, {})?.topics ?? [];
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(topics.filter((t) => t.viewerFollows).map((t) => t.id)));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const next = onboardingNext('topics', target);

  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const after = new Set(before);
      if (on) after.add(id);
      else after.delete(id);
      return after;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!transport) return setFailure(TRY_AGAIN);
    setBusy(true);
    setFailure(null);
    try {
      // Only what changed: ticked and not followed yet, followed and unticked.
      const writes = topics.flatMap((t) =>
        chosen.has(t.id) && !t.viewerFollows
          ? [transport.request(FollowTopicMutation, { topicId: t.id }).then((r) => r.data?.followTopic)]
          : !chosen.has(t.id) && t.viewerFollows
            ? [transport.request(UnfollowTopicMutation, { topicId: t.id }).then((r) => r.data?.unfollowTopic)]
            : [],
      );
      const answers = await Promise.all(writes);
      if (answers.some((a) => !a)) throw new Error('no answer');
      go(next);
    } catch {
      setFailure(TRY_AGAIN);
      setBusy(false);
    }
  };

  return (
    <section className="onboarding" aria-labelledby={headingId}>
      <StepHeader step="topics" id={headingId} title="What are you interested in?" lead="Follow topics to see their stories. Choose as many as you like." />
      <form className="onboarding__form" onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <fieldset className="onboarding__topics">
          <legend>Topics</legend>
          {topics.length === 0 ? (
            <p className="feed__status">There are no topics yet.</p>
          ) : (
            <ul>
              {topics.map((t) => (
                <li key={t.id}>
                  <label className="onboarding__topic">
                    <input type="checkbox" name="topic" value={t.id} checked={chosen.has(t.id)} onChange={(e) => toggle(t.id, e.target.checked)} />
                    <span>{t.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <p role="status" className="onboarding__count">
          {chosen.size === 0 ? 'No topics chosen' : chosen.size === 1 ? '1 topic chosen' : `${chosen.size} topics chosen`}
        </p>
        <OnboardingFormEnd failure={failure} busy={busy} next={next} />
      </form>
    </section>
  );
}


/** reader-experience §2.2 ShowFollowSuggestions: writers and publications to follow, the last onboarding step. */
export function FollowSuggestionsPage() {
  const target = useTarget();
  const headingId = useId();
  const data = usePreloaded(FollowSuggestionsQuery, {});
  const suggestions = data?.whoToFollow ?? [];
  const done = onboardingNext('suggestions', target);
  return (
    <PageFrame
      page="customize-suggestions"
      asideLabel="Your following"
      main={
        <section className="onboarding onboarding--wide" aria-labelledby={headingId}>
          <StepHeader step="suggestions" id={headingId} title="Who to follow" lead="Writers and publications readers follow most. Follow a few to fill your Following feed." />
          {suggestions.length === 0 ? (
            <p className="feed__status">You follow everyone we would suggest for now.</p>
          ) : (
            <ul className="who-to-follow__list onboarding__suggestions" aria-label="Suggestions">
              {suggestions.map((entity) => (
                <WhoToFollowEntry showKind key={entity.id} entity={entity} viewerFollowingCount={data?.viewer?.socialStats.followingCount ?? 0} />
              ))}
            </ul>
          )}
          <div className="onboarding__actions">
            <a className="button" href={done}>
              {done === '/' ? 'Continue to Home' : 'Continue'}
            </a>
          </div>
        </section>
      }
      aside={
        <nav className="own-list__aside" aria-label="Following">
          <ul>
            <li>
              <a href={hrefFor('ShowFollowsIndex')}>Who you follow</a>
            </li>
            <li>
              <a href={hrefFor('ShowExploreTopics')}>Explore topics</a>
            </li>
          </ul>
        </nav>
      }
    />
  );
}

/** The end of an onboarding step's form: what went wrong (announced), Continue, and Skip for now to the next step. */
function OnboardingFormEnd({ failure, busy, next }: { failure: ReactNode; busy: boolean; next: string }) {
  return (
    <>
      <p role="alert" className="field__error">
        {failure}
      </p>
      <div className="onboarding__actions">
        <button type="submit" className="button" disabled={busy}>
          Continue
        </button>
        <a className="onboarding__skip" href={next}>
          Skip for now
        </a>
      </div>
    </>
  );
}
