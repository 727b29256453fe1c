// Issue 17: notification e-mail, sent through the durable mail queue (adapters/server/mail/mail-queue.ts) with one
// idempotency key per notification or digest period, so nothing is sent twice however often a job runs.
// - notifications.email: a response, a reply, a mention or a failed payment, e-mailed when it happens — enqueued by
//   the Notifier after the notification was written (the reader's action never waits for rendering or SMTP); the
//   job re-reads the notification and the reader's setting, so a kind turned off meanwhile sends nothing.
// - notifications.digest: hourly; for each reader whose DAILY or WEEKLY digest period has closed, one e-mail of the
//   unread notifications of the digest kinds made in it (core/notifications/notification-wording.ts digestPeriod).
// Every e-mail's footer links to /me/notifications/unsubscribe with a signed token (core/notifications/unsubscribe-token.ts);
// its List-Unsubscribe header names the same address and List-Unsubscribe-Post offers RFC 8058's one-click POST.
import { createElement } from "react";
import {
  KIND_RULES,
  NOTIFICATION_KINDS,
} from "../../../core/notifications/notification-kinds.ts";
import {
  digestPeriod,
  inDigest,
  notificationText,
} from "../../../core/notifications/notification-wording.ts";
import { unsubscribeToken } from "../../../core/notifications/unsubscribe-token.ts";
import type {
  JobHandler,
  RecurringJob,
} from "../../../core/ports/job-queue.port.ts";
import type {
  MailableNotification,
  NotificationsRepository,
} from "../../../core/ports/notifications-repository.port.ts";
import type { ServerSecrets } from "../../../core/ports/sessions-repository.port.ts";
import { pathTo } from "../../../core/routing/paths.ts";
import { settingsPath } from "../../../core/routing/settings.ts";
import {
  DigestEmail,
  NotificationEmail,
} from "../../mail/templates/NotificationEmail.tsx";
import type { MailQueue } from "../mail/mail-queue.ts";
import { unsubscribeSigner } from "./unsubscribe-signer.ts";

export const NOTIFICATION_EMAIL_JOB = "notifications.email";
export const NOTIFICATION_DIGEST_JOB = "notifications.digest";
export type NotificationEmailPayload = {
  recipientId: string;
  groupKey: string;
};

/** The digest job runs hourly; a period's e-mails go in the first run after it closes (08:00 UTC). */
export const DIGEST_RECURRING: RecurringJob = {
  kind: NOTIFICATION_DIGEST_JOB,
  everyMs: 60 * 60 * 1000,
};
/** Readers handled per digest run and lines per e-mail. */
export const DIGEST_READERS_PER_RUN = 500;
export const DIGEST_LINES = 20;

export type NotificationMailDeps = {
  notifications: NotificationsRepository;
  mail: MailQueue;
  secrets: ServerSecrets;
  layout: { productName: string; operatorAddress: string };
  publicOrigin: string;
  now: () => Date;
};

/** RFC 2369's link and RFC 8058's one-click POST to the same signed address (notification-unsubscribe.ts). */
export const oneClickHeaders = (unsubscribeUrl: string) => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

export function notificationMail(deps: NotificationMailDeps) {
  const origin = deps.publicOrigin.replace(/\/$/, "");
  const settingsUrl = `${origin}${settingsPath("notifications", "email-settings")}`;
  const unsubscribeUrl = async (
    userId: string,
    kind: MailableNotification["kind"] | "DIGEST",
  ) =>
    `${origin}${pathTo("ShowNotificationsUnsubscribe", {})}?token=${unsubscribeToken({ userId, kind }, await unsubscribeSigner(deps.secrets))}`;
  const lineOf = (n: MailableNotification) => ({
    text: notificationText({
      kind: n.kind,
      actorName: n.actorName,
      others: n.others,
      storyTitle: n.storyTitle,
      listName: n.listName,
      publicationName: n.publicationName,
      productName: deps.layout.productName,
    }),
    url: `${origin}${n.kind === "PAYMENT_FAILED" || n.kind === "MEMBERSHIP_ENDING" ? settingsPath("membership") : (n.path ?? pathTo("ShowYourNotifications", {}))}`,
  });

  /** One notification's e-mail; its key is the notification's, so it is sent once. */
  async function sendOne(
    recipientId: string,
    groupKey: string,
  ): Promise<boolean> {
    const n = await deps.notifications.mailable(recipientId, groupKey);
    if (!n || KIND_RULES[n.kind].email !== "IMMEDIATE" || n.readAt !== null)
      return false;
    const notification = lineOf(n);
    const unsubscribe = await unsubscribeUrl(recipientId, n.kind);
    const { queued } = await deps.mail.enqueueMail({
      key: `notification:${recipientId}:${groupKey}`,
      to: n.to,
      subject: notification.text,
      category: "notification.single",
      headers: oneClickHeaders(unsubscribe),
      element: createElement(NotificationEmail, {
        ...deps.layout,
        unsubscribeUrl: unsubscribe,
        settingsUrl,
        notification,
        kindLabel: KIND_RULES[n.kind].label,
      }),
    });
    return queued;
  }

  /** The digests of every period that has closed by now; each reader's period is one key, sent once. */
  async function sendDigests(): Promise<number> {
    const kinds = NOTIFICATION_KINDS.filter(inDigest);
    let sent = 0;
    for (const frequency of ["DAILY", "WEEKLY"] as const) {
      const period = digestPeriod(frequency, deps.now().getTime());
      if (!period) continue;
      let after = "";
      for (;;) {
        const groups = await deps.notifications.digest(
          frequency,
          new Date(period.start),
          new Date(period.end),
          kinds,
          DIGEST_READERS_PER_RUN,
          DIGEST_LINES,
          after,
        );
        for (const group of groups) {
          const first = group[0];
          if (!first) continue;
          const unsubscribe = await unsubscribeUrl(first.recipientId, "DIGEST");
          const { queued } = await deps.mail.enqueueMail({
            key: `notification-digest:${first.recipientId}:${frequency}:${period.end}`,
            to: first.to,
            subject: `${group.length} new on ${deps.layout.productName}`,
            category: "notification.digest",
            headers: oneClickHeaders(unsubscribe),
            element: createElement(DigestEmail, {
              ...deps.layout,
              unsubscribeUrl: unsubscribe,
              settingsUrl,
              lines: group.map(lineOf),
              frequency,
            }),
          });
          if (queued) sent++;
        }
        const last = groups.at(-1)?.[0]?.recipientId;
        if (groups.length < DIGEST_READERS_PER_RUN || !last) break;
        after = last;
      }
    }
    return sent;
  }

  return { sendOne, sendDigests };
}

export function notificationMailJobHandlers(
  mail: ReturnType<typeof notificationMail>,
): Record<string, JobHandler> {
  const one: JobHandler<NotificationEmailPayload> = async (job) => {
    if (
      typeof job.payload?.recipientId !== "string" ||
      typeof job.payload.groupKey !== "string"
    )
      return;
    await mail.sendOne(job.payload.recipientId, job.payload.groupKey);
  };
  const digest: JobHandler = async () => {
    await mail.sendDigests();
  };
  return {
    [NOTIFICATION_EMAIL_JOB]: one as JobHandler,
    [NOTIFICATION_DIGEST_JOB]: digest,
  };
}
