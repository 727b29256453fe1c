// Issue 18: Follow on a topic's page and on a tag's page (and Following, which unfollows, on /me/following). A logged-out reader is asked to sign in (the modal's follow copy); a
// signed-in reader's choice goes to the server and the button shows what the server answered, saying so to
// assistive technology through aria-pressed. A refusal leaves the button as it was and says why.
import { useState } from 'react';
import { useOpenSignIn } from '../auth/sign-in.tsx';
import { usePageData, type PageData } from '../data.tsx';

type GraphQLTransport = NonNullable<PageData['transport']>;
import { FollowTagMutation, FollowTopicMutation, UnfollowTagMutation, UnfollowTopicMutation } from './topic-follow-operations.ts';

export function TopicFollowButton({ topic }: { topic: { id: string; name: string; viewerFollows: boolean } }) {
  return (
    <FollowToggle
      name={topic.name}
      viewerFollows={topic.viewerFollows}
      write={async (transport, follow) =>
        (follow
          ? (await transport.request(FollowTopicMutation, { topicId: topic.id })).data?.followTopic
          : (await transport.request(UnfollowTopicMutation, { topicId: topic.id })).data?.unfollowTopic
        )?.viewerFollows
      }
    />
  );
}

/** Issue 18: Follow on a tag's page (/tag/{tagSlug}); tags are followed apart from topics. */
export function TagFollowButton({ tag }: { tag: { slug: string; displayTitle: string; viewerFollows: boolean } }) {
  return (
    <FollowToggle
      name={tag.displayTitle}
      viewerFollows={tag.viewerFollows}
      write={async (transport, follow) =>
        (follow
          ? (await transport.request(FollowTagMutation, { tagSlug: tag.slug })).data?.followTag
          : (await transport.request(UnfollowTagMutation, { tagSlug: tag.slug })).data?.unfollowTag
        )?.viewerFollows
      }
    />
  );
}

/** The button both share: `write` answers whether the reader now follows, or undefined when the server did not say. */
function FollowToggle({
  name,
  viewerFollows,
  write,
}: {
  name: string;
  viewerFollows: boolean;
  write: (transport: GraphQLTransport, follow: boolean) => Promise<boolean | undefined>;
}) {
  const { state, transport } = usePageData();
  const openSignIn = useOpenSignIn();
  const [following, setFollowing] = useState(viewerFollows);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    if (!state.viewer) {
      openSignIn({ entryPoint: 'follow', operation: 'register', target: name });
      return;
    }
    if (!transport || busy) return;
    setBusy(true);
    setError(null);
    try {
      const now = await write(transport, !following);
      if (now === undefined) throw new Error('no answer');
      setFollowing(now);
    } catch {
      setError(`Could not ${following ? 'unfollow' : 'follow'} ${name}. Please try again.`);
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
