// reader-experience §4 "Meter state of a post: paywalled when the preview is locked; member when the
// viewer is a member; otherwise not_metered". A locked preview wins: it is what the reader is shown.
export type MeterState = 'paywalled' | 'member' | 'not_metered';

export type MeterInput = {
  /** Post.content.isLockedPreviewOnly: the reader gets the preview only. */
  isLockedPreview: boolean;
  /** The viewer holds a membership (either tier). */
  viewerIsMember: boolean;
};

export function meterState(input: MeterInput): MeterState {
  if (input.isLockedPreview) return 'paywalled';
  if (input.viewerIsMember) return 'member';
  return 'not_metered';
}
