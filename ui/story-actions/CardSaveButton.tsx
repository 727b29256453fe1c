// The save button on a story card's footer (Home, profiles, tags, search, lists): the same control as the story's.
import { SaveButton } from '../lists/SaveButton.tsx';
import type { PostCardData } from '../post-card-fields.ts';

export function CardSaveButton({ post }: { post: PostCardData }) {
  return <SaveButton postId={post.id} title={post.title} saved={post.viewerIsSaved} className="save-control--card" />;
}
