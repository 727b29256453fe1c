// reader-experience §9: the action bar's save (bookmark): the reader's lists in a popover, pressed when saved.
import { SaveButton } from '../lists/SaveButton.tsx';
import type { ActionBarPost } from './PostActionBar.tsx';

export function SaveControl({ post, placement }: { post: ActionBarPost; placement: 'top' | 'bottom' }) {
  return <SaveButton postId={post.id} title={post.title} saved={post.viewerIsSaved} className={`save-control--${placement}`} />;
}
