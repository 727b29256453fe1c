// Issue 18: Follow on a topic's page. A logged-out reader is asked to sign in (the modal's follow copy); a
// signed-in reader's choice goes to the server and the button shows what the server answered, saying so to
// assistive technology through aria-pressed. A refusal leaves the button as it was and says why.
import { useState } from 'react';
import { useOpenSignIn } from '../auth/sign-in.tsx';
import { usePageData } from '../data.tsx';
import { FollowTopicMutation, UnfollowTopicMutation } from './topic-follow-operations.ts';

export function TopicFollowButton({ topic }: { topic: { id: string; name: string; viewerFollows: boolean } }) {
  const { state, transport } = usePageData();
  const openSignIn = useOpenSignIn();
  const [following, setFollowing] = useState(topic.viewerFollows);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    if (!state.viewer) {
      openSignIn({ entryPoint: 'follow', operation: 'register', target: topic.name });
      return;
    }
    if (!transport || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = following
        ? (await transport.request(UnfollowTopicMutation, { topicId: topic.id })).data?.unfollowTopic
        : (await transport.request(FollowTopicMutation, { topicId: topic.id })).data?.followTopic;
      if (!result) throw new Error('no answer');
      setFollowing(result.viewerFollows);
    } catch {
      setError(`Could not ${following ? 'unfollow' : 'follow'} ${topic.name}. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="topic-follow">
      <button type="button" className={following ? 'button button--outline' : 'button'} aria-pressed={following} disabled={busy} onClick={() => void toggle()}>
        {following ? 'Following' : 'Follow'}
      </button>
      <p role="status" className="topic-follow__note">
        {error}
      </p>
    </div>
  );
}
