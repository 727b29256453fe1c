// Issue 17: the notification jobs. notifications.story-published tells a published story's followers (enqueued by
// the editing service on publish and on a scheduled publish, one per story): the store walks the followers in
// batches of STORY_FANOUT_BATCH (one statement each), and the rows' keys make a retried or repeated job write
// nothing twice, so a crash part-way resumes where the keys say.
import type { JobHandler } from '../../../core/ports/job-queue.port.ts';
import type { NotificationsRepository } from '../../../core/ports/notifications-repository.port.ts';
import { STORY_PUBLISHED_JOB, type StoryPublishedPayload } from '../editing/editing.service.ts';

/** Followers notified per statement of a story's fan-out. */
export const STORY_FANOUT_BATCH = 1000;

export function notificationsJobHandlers(notifications: Pick<NotificationsRepository, 'fanOutStory'>, now: () => Date): Record<string, JobHandler> {
  const storyPublished: JobHandler<StoryPublishedPayload> = async (job) => {
    if (typeof job.payload?.postId !== 'string') return;
    await notifications.fanOutStory({ postId: job.payload.postId, batchSize: STORY_FANOUT_BATCH, now: now() });
  };
  return { [STORY_PUBLISHED_JOB]: storyPublished as JobHandler };
}
