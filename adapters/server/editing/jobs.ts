// The writing and publishing jobs (issue 15), ready for the job runner (branch `jobs`, core/ports/job-queue.port.ts).
//
// For the integrator, when merging with the store-backed runner (main's composition-root.ts, after `const jobs =
// createJobRunner(...)` and before the editing service is built):
//   const editing = createEditingService({ posts: repos.postEditing, jobs, changes: edgeCache.changes, now });
//     (today it reads `options.jobQueue ?? null`; the runner is a JobQueue)
//   const jobHandlers = { 'jobs.prune': …, ...editingJobHandlers(editing) };
//   const recurringJobs = [{ kind: 'jobs.prune', … }, TRASH_SWEEP_RECURRING];   // hourly; one pending across processes
// Tests then drive them with app.jobs.runDue() after moving their clock.
import type { JobHandler, RecurringJob } from '../../../core/ports/job-queue.port.ts';
import { POST_PUBLISH_JOB, type EditingService, type PostPublishPayload } from './editing.service.ts';

export const TRASH_SWEEP_JOB = 'posts.sweep-trash';

/** reader-experience §9: the trash sweep runs every hour. */
export const TRASH_SWEEP_RECURRING: RecurringJob = { kind: TRASH_SWEEP_JOB, everyMs: 60 * 60 * 1000 };

export function editingJobHandlers(editing: Pick<EditingService, 'publishScheduled' | 'sweepTrash' | 'publishOverdue'>): Record<string, JobHandler> {
  const publish: JobHandler<PostPublishPayload> = async (job) => {
    // Idempotent: a story already published, rescheduled later, unscheduled, trashed or deleted is left alone.
    if (typeof job.payload?.postId !== 'string') return;
    await editing.publishScheduled(job.payload.postId);
  };
  const sweep: JobHandler = async () => {
    await editing.sweepTrash();
    // The same hourly run publishes scheduled stories whose own job never came (see publishOverdue).
    await editing.publishOverdue();
  };
  return { [POST_PUBLISH_JOB]: publish as JobHandler, [TRASH_SWEEP_JOB]: sweep };
}
