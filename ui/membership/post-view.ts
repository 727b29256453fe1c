// The story page's read counting (reader-experience §9 post-view counters, by §4 meter state), loaded after
// the page: it counts this read in the browser and says which paywall prompt fits this month's reading.
import { meterState } from '../../core/membership/meter.ts';
import type { KeyValueStore } from '../../core/ports/key-value-store.port.ts';
import { postViewPromptVariant, recordPostView, type PostViewPromptVariant } from '../../core/membership/post-view-counter.ts';

export type ReadCounts = { month: number; variant: PostViewPromptVariant };

export function countPostView(storage: KeyValueStore, postId: string, isLockedPreview: boolean, viewerIsMember: boolean, at: number): ReadCounts {
  const counts = recordPostView(storage, { postId, meter: meterState({ isLockedPreview, viewerIsMember }), at });
  return { month: counts.month, variant: postViewPromptVariant(counts) };
}
