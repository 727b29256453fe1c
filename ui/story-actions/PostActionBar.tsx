// reader-experience §9: the story's action bar, under the byline and again at the story's end — clap (with its
// count), responses (with their count), save (bookmark) and share. Each control lives in its own file and reads
// what it needs from the story; a logged-out reader's clap, save or respond opens the sign-in modal with that
// entry point's copy (reader-experience §2.13, §6).
import type { PostPageData } from '../queries.ts';
import { ClapControl } from './ClapControl.tsx';
import { ResponsesControl } from './ResponsesControl.tsx';
import { SaveControl } from './SaveControl.tsx';
import { ShareMenu } from './ShareMenu.tsx';
import './post-actions.css';

export type ActionBarPost = NonNullable<PostPageData['post']>;

export function PostActionBar({ post, placement }: { post: ActionBarPost; placement: 'top' | 'bottom' }) {
  return (
    <div className={`post-actions post-actions--${placement}`} role="group" aria-label={placement === 'top' ? 'Story actions' : 'Story actions, end of story'}>
      <div className="post-actions__start">
        <ClapControl post={post} placement={placement} />
        <ResponsesControl post={post} placement={placement} />
      </div>
      <div className="post-actions__end">
        <SaveControl post={post} placement={placement} />
        <ShareMenu post={post} placement={placement} />
      </div>
    </div>
  );
}
