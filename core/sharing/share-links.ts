// platform-reference §2.1 /p/{postId}/share/{channel} (and the lists' share paths: linkedIn, twitter, facebook,
// §2.2): a share path redirects to the network's own share address for the story's public URL, built from the
// configured public origin. Pure: the route (adapters/server/claps/claps.routes.ts) finds the story.

export const SHARE_CHANNELS = ['twitter', 'facebook', 'linkedin'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** The channel named in a share path (case-insensitive; 'x' is twitter); null when it is none of ours. */
export function shareChannelOf(segment: string): ShareChannel | null {
  const name = segment.toLowerCase();
  if (name === 'x') return 'twitter';
  return (SHARE_CHANNELS as readonly string[]).includes(name) ? (name as ShareChannel) : null;
}

/** The network's share address for `url` (absolute) with the story's title. */
export function shareTargetUrl(channel: ShareChannel, url: string, title: string): string {
  switch (channel) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?${new URLSearchParams({ text: title, url })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`;
  }
}

/** The share path of a story on a channel (the share menu's links). */
export const sharePath = (postId: string, channel: ShareChannel): string => `/p/${encodeURIComponent(postId)}/share/${channel}`;

/** The share menu's entries' names. */
export const SHARE_CHANNEL_LABELS: Readonly<Record<ShareChannel, string>> = {
  twitter: 'Share on X (Twitter)',
  facebook: 'Share on Facebook',
  linkedin: 'Share on LinkedIn',
};

export const SHARE_MESSAGES = { linkCopied: 'Link copied', copyFailed: 'The link could not be copied. Copy it from the address bar.' } as const;
