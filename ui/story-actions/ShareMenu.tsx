// Issue 16 sharing (platform-reference §2.1 /p/{postId}/share/{channel}): a WAI-ARIA menu button — 'Copy link'
// (the story's address to the clipboard, and the toast 'Link copied') and one entry per network, each a link to
// the story's share path, which redirects to the network's share address (adapters/server/claps/claps.routes.ts).
import { SHARE_CHANNEL_LABELS, SHARE_CHANNELS, SHARE_MESSAGES, sharePath } from '../../core/sharing/share-links.ts';
import { useMenuButton } from '../chrome/useMenuButton.ts';
import { useToast } from '../toasts/toast-host.tsx';
import type { ActionBarPost } from './PostActionBar.tsx';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Without the async clipboard (an insecure origin): the old way, through a selected textarea.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

export function ShareMenu({ post, placement }: { post: ActionBarPost; placement: 'top' | 'bottom' }) {
  const menu = useMenuButton();
  const toast = useToast();
  const label = placement === 'top' ? 'Share' : 'Share, end of story';
  const copy = () => {
    const url = new URL(post.url, window.location.origin).toString();
    copyText(url).then(
      () => toast({ message: SHARE_MESSAGES.linkCopied }),
      () => toast({ message: SHARE_MESSAGES.copyFailed, style: 'ERROR' }),
    );
    menu.close(true);
  };
  return (
    <div className="share-menu">
      <button type="button" className="post-actions__icon-button" aria-label={label} {...menu.buttonProps}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 15V4M8 8l4-4 4 4M6 12H5v8h14v-8h-1" />
        </svg>
      </button>
      {menu.visible && (
        <div {...menu.menuProps} aria-label={label} className={`menu share-menu__menu${menu.open ? '' : ' menu--closing'}`}>
          <button type="button" role="menuitem" className="menu__item" onClick={copy}>
            Copy link
          </button>
          {SHARE_CHANNELS.map((channel) => (
            <a key={channel} role="menuitem" className="menu__item" href={sharePath(post.id, channel)} target="_blank" rel="noopener noreferrer" onClick={() => menu.close(false)}>
              {SHARE_CHANNEL_LABELS[channel]}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
