// Issue 21 (your account): what the Account and Publishing tabs' mutations and links do, beside the store —
// the e-mail change's signed confirmation link (sent through the durable mail queue), the purges after a profile
// changes, the data export (a job makes the zip, an e-mail brings its link) and the deletion of an account (one
// transaction in the store, then every cached page that showed it purged).
//
// Deletion runs in the request, in ONE transaction (account.repository.ts deleteAccount): either every row of the
// account is gone or none is; the purges follow. The export runs as a job (`account.export`), which survives a
// restart: a rerun after a crash finds the row ready and does nothing twice.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createElement } from 'react';
import { zipSync, strToU8 } from 'fflate';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_MESSAGES,
  checkBio,
  checkNewEmail,
  checkPronouns,
  checkTippingLink,
  deleteConfirmed,
  emailChangeHolds,
  EXPORT_KEPT_MS,
  type DeletedStories,
} from '../../../core/account/account-rules.ts';
import { storyMarkdown } from '../../../core/account/story-markdown.ts';
import { HOME_TAG, collectionTag, postTag, tagTag, userTag } from '../../../core/edge-cache/edge-cache.ts';
import { PROFILE_MESSAGES, validateDisplayName, validateUsername } from '../../../core/onboarding/profile-rules.ts';
import type { CachePurger } from '../../../core/ports/cache-purger.port.ts';
import type { JobHandler, JobQueue } from '../../../core/ports/job-queue.port.ts';
import { AccountEmail } from '../../mail/templates/AccountEmail.tsx';
import type { AccountRepository, ExportData } from '../../postgres/account.repository.ts';
import type { ServerSecrets } from '../../postgres/server-secrets.repository.ts';
import type { MailQueue } from '../mail/mail-queue.ts';

export const ACCOUNT_EXPORT_JOB = 'account.export';
export const ACCOUNT_EXPORT_PRUNE_JOB = 'account.export-prune';
export const EMAIL_CHANGE_SECRET = 'email-change';
/** Where the confirmation link of a new e-mail address lands (route ApiSendVerify). */
export const EMAIL_CONFIRM_PATH = '/me/send-verify';
export const exportPath = (exportId: string) => `/me/export/${exportId}`;

export type ExportPayload = { exportId: string; userId: string };

export type AccountServiceDeps = {
  repo: AccountRepository;
  purger: CachePurger;
  mail: MailQueue;
  /** Null where a test runs without a queue: exports are then refused. */
  jobs: JobQueue | null;
  secrets: ServerSecrets;
  now: () => Date;
  publicOrigin: string;
  productName: string;
  operatorAddress: string;
};

export type Refusal = { ok: false; message: string };
export type FieldRefusal = { ok: false; errors: Partial<Record<'name' | 'bio' | 'pronouns' | 'tippingLink' | 'imageId', string>> };

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const unb64 = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

export function createAccountService(deps: AccountServiceDeps) {
  const { repo, now } = deps;
  const sign = async (payload: string) => createHmac('sha256', await deps.secrets.get(EMAIL_CHANGE_SECRET)).update(payload).digest('base64url');

  /** `{userId}.{requestedAtMs}.{email as base64url}.{hmac}`: names one request, of one account, for one address. */
  async function confirmToken(userId: string, email: string, requestedAt: Date): Promise<string> {
    const payload = `${b64(userId)}.${requestedAt.getTime()}.${b64(email)}`;
    return `${payload}.${await sign(payload)}`;
  }

  async function readToken(token: string): Promise<{ userId: string; email: string; requestedAt: Date } | null> {
    const parts = token.split('.');
    if (parts.length !== 4) return null;
    const [user, at, email, mac] = parts as [string, string, string, string];
    const expected = Buffer.from(await sign(`${user}.${at}.${email}`));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const ms = Number(at);
    if (!Number.isSafeInteger(ms)) return null;
    return { userId: unb64(user), email: unb64(email), requestedAt: new Date(ms) };
  }

  async function sendConfirmation(userId: string, email: string, requestedAt: Date, attempt: string): Promise<void> {
    const url = `${deps.publicOrigin}${EMAIL_CONFIRM_PATH}?token=${encodeURIComponent(await confirmToken(userId, email, requestedAt))}`;
    await deps.mail.enqueueMail({
      key: `account.email-change:${userId}:${requestedAt.getTime()}:${attempt}`,
      to: email,
      subject: `Confirm your new email address on ${deps.productName}`,
      category: 'account.email-change',
      element: createElement(AccountEmail, {
        productName: deps.productName,
        operatorAddress: deps.operatorAddress,
        heading: 'Confirm your email address',
        message: `Open this link within 24 hours to use ${email} for your ${deps.productName} account.`,
        action: { url, label: 'Confirm email address' },
        reason: `Someone asked to use this address for a ${deps.productName} account. If it was not you, ignore this email.`,
      }),
    });
  }

  /** What the caches must forget when a profile changes: the writer's pages and bylines, and home. */
  const profileChanged = (userId: string) => deps.purger.purge([userTag(userId), HOME_TAG]);

  return {
    async updateProfileInformation(
      userId: string,
      input: { name: string; bio: string; pronouns: readonly string[]; tippingLink: string; imageId?: string | null | undefined },
    ): Promise<{ ok: true } | FieldRefusal> {
      const name = validateDisplayName(input.name);
      const bio = checkBio(input.bio);
      const pronouns = checkPronouns(input.pronouns);
      const tipping = checkTippingLink(input.tippingLink);
      if (!name.ok || !bio.ok || !pronouns.ok || !tipping.ok) {
        return {
          ok: false,
          errors: {
            ...(!name.ok ? { name: name.message } : {}),
            ...(!bio.ok ? { bio: bio.message } : {}),
            ...(!pronouns.ok ? { pronouns: pronouns.message } : {}),
            ...(!tipping.ok ? { tippingLink: tipping.message } : {}),
          },
        };
      }
      const outcome = await repo.updateProfileInformation(userId, { name: name.value, bio: bio.value, pronouns: pronouns.value, tippingLink: tipping.value, imageId: input.imageId });
      if (outcome === 'bad-image') return { ok: false, errors: { imageId: 'That image is not one of your uploads. Upload it again.' } };
      if (outcome === 'not-found') return { ok: false, errors: { name: 'There is no such account.' } };
      await profileChanged(userId);
      return { ok: true };
    },

    async changeUsername(userId: string, raw: string): Promise<{ ok: true; username: string; message: string } | Refusal> {
      const checked = validateUsername(raw);
      if (!checked.ok) return { ok: false, message: checked.message };
      const result = await repo.changeUsername(userId, checked.value, now());
      if (result.outcome === 'taken') return { ok: false, message: PROFILE_MESSAGES.usernameTaken };
      if (result.outcome === 'same') return { ok: false, message: ACCOUNT_MESSAGES.usernameSame };
      if (result.outcome === 'not-found') return { ok: false, message: 'There is no such account.' };
      await profileChanged(userId);
      return { ok: true, username: checked.value, message: ACCOUNT_MESSAGES.usernameSaved(checked.value) };
    },

    /** A new address: kept as unverifiedEmail and sent a signed link; the account's address changes on confirmation. */
    async requestEmailChange(userId: string, raw: string): Promise<{ ok: true; email: string; message: string } | Refusal> {
      const current = await repo.settings(userId);
      if (!current) return { ok: false, message: 'There is no such account.' };
      const checked = checkNewEmail(raw, current.email);
      if (!checked.ok) return checked;
      if (await repo.emailInUse(checked.value, userId)) return { ok: false, message: ACCOUNT_ERRORS.EMAIL_TAKEN };
      const at = now();
      await repo.requestEmailChange(userId, checked.value, at);
      await sendConfirmation(userId, checked.value, at, 'first');
      return { ok: true, email: checked.value, message: ACCOUNT_MESSAGES.verificationSent(checked.value) };
    },

    /** reader-experience §7 sendVerificationEmail: the link again, to the address waiting (a fresh 24 hours). */
    async sendVerificationEmail(userId: string): Promise<{ ok: true; email: string; message: string } | Refusal> {
      const pending = await repo.pendingEmail(userId);
      if (!pending) return { ok: false, message: ACCOUNT_MESSAGES.noPendingEmail };
      const at = now();
      await repo.requestEmailChange(userId, pending.email, at);
      await sendConfirmation(userId, pending.email, at, 'resend');
      return { ok: true, email: pending.email, message: ACCOUNT_MESSAGES.verificationSent(pending.email) };
    },

    /** The link from the e-mail: the address becomes the account's, or a clear reason why not. */
    async confirmEmail(token: string): Promise<{ ok: true } | Refusal> {
      const read = await readToken(token);
      if (!read || !emailChangeHolds(read.requestedAt, now())) return { ok: false, message: ACCOUNT_MESSAGES.emailLinkInvalid };
      const outcome = await repo.confirmEmailChange(read.userId, read.email, read.requestedAt, now());
      if (outcome === 'taken') return { ok: false, message: ACCOUNT_ERRORS.EMAIL_TAKEN };
      if (outcome === 'invalid') return { ok: false, message: ACCOUNT_MESSAGES.emailLinkInvalid };
      return { ok: true };
    },

    setAllowEmailSharing: (userId: string, allow: boolean) => repo.setAllowEmailSharing(userId, allow),

    async leavePublication(userId: string, publicationId: string): Promise<{ ok: true; message: string } | Refusal> {
      const result = await repo.leavePublication(userId, publicationId);
      if (result.outcome !== 'ok') return { ok: false, message: result.outcome === 'last-owner' ? ACCOUNT_MESSAGES.leaveLastOwner : ACCOUNT_MESSAGES.notInPublication };
      // The masthead and the Manage publication menu change.
      await deps.purger.purge([collectionTag(publicationId), userTag(userId)]);
      return { ok: true, message: ACCOUNT_MESSAGES.leftPublication(result.name) };
    },

    async renameNewsletter(userId: string, raw: string): Promise<{ ok: true; name: string } | Refusal> {
      const name = validateDisplayName(raw);
      if (!name.ok) return { ok: false, message: name.message === PROFILE_MESSAGES.nameMissing ? 'Please enter a name for your newsletter.' : name.message };
      if (!(await repo.renameAuthorNewsletter(userId, name.value))) return { ok: false, message: 'You have no newsletter yet.' };
      await deps.purger.purge([userTag(userId)]);
      return { ok: true, name: name.value };
    },

    /** One export at a time: a second ask while one is pending is refused, and no second job is queued. */
    async requestExport(userId: string): Promise<{ ok: true; exportId: string; message: string } | Refusal> {
      if (!deps.jobs) return { ok: false, message: 'Exports are not available on this server.' };
      const exportId = randomBytes(12).toString('hex');
      const outcome = await repo.requestExport(userId, exportId, now());
      if (outcome === 'pending') return { ok: false, message: ACCOUNT_MESSAGES.exportPending };
      await deps.jobs.enqueue(ACCOUNT_EXPORT_JOB, { exportId, userId } satisfies ExportPayload, { key: `account.export:${exportId}` });
      return { ok: true, exportId, message: ACCOUNT_MESSAGES.exportRequested };
    },

    /** The job: builds the zip, stores it, e-mails its link. Run again after a crash, it finishes what is left. */
    async runExport(payload: ExportPayload): Promise<void> {
      const state = await repo.exportState(payload.exportId);
      if (!state || state.userId !== payload.userId) return;
      if (state.state === 'pending') {
        const data = await repo.exportData(payload.userId);
        if (!data) {
          await repo.failExport(payload.exportId);
          return;
        }
        await repo.finishExport(payload.exportId, buildExportZip(data, deps.publicOrigin, now()), now());
      } else if (state.state !== 'ready') return;
      const account = await repo.settings(payload.userId);
      if (!account) return;
      const url = `${deps.publicOrigin}${exportPath(payload.exportId)}`;
      // Keyed by the export: a rerun never sends a second e-mail.
      await deps.mail.enqueueMail({
        key: `account.export:${payload.exportId}`,
        to: account.email,
        subject: `Your ${deps.productName} data is ready`,
        category: 'account.export',
        element: createElement(AccountEmail, {
          productName: deps.productName,
          operatorAddress: deps.operatorAddress,
          heading: 'Your data is ready',
          message: `Your stories, lists, highlights, responses, follows and settings are in one zip file. Download it within 7 days; you need to be signed in.`,
          action: { url, label: 'Download your data' },
          reason: `You asked for a copy of your ${deps.productName} data.`,
        }),
      });
    },

    exportZip: (exportId: string, userId: string) => repo.exportZip(exportId, userId),
    latestExport: (userId: string) => repo.latestExport(userId),
    pruneExports: () => repo.pruneExports(new Date(now().getTime() - EXPORT_KEPT_MS)),

    /**
     * Deletes the account once its username is typed: one transaction in the store (its sessions go with it), then
     * every cached page that showed it — its profile and stories, the stories it responded to, clapped or
     * highlighted, the writers and publications whose counts it was in, and home — is purged.
     */
    async deleteAccount(userId: string, typedUsername: string, stories: DeletedStories): Promise<{ ok: true } | Refusal> {
      const account = await repo.settings(userId);
      if (!account) return { ok: false, message: 'There is no such account.' };
      if (!deleteConfirmed(typedUsername, account.username)) return { ok: false, message: ACCOUNT_MESSAGES.deleteConfirmMismatch };
      const deleted = await repo.deleteAccount(userId, stories);
      if (!deleted) return { ok: false, message: 'There is no such account.' };
      const tags = new Set<string>([userTag(userId), HOME_TAG]);
      for (const post of deleted.posts) {
        tags.add(postTag(post.id));
        for (const slug of post.tagSlugs) tags.add(tagTag(slug));
      }
      for (const id of deleted.touchedPostIds) tags.add(postTag(id));
      for (const id of deleted.userIds) tags.add(userTag(id));
      for (const id of deleted.publicationIds) tags.add(collectionTag(id));
      await deps.purger.purge([...tags]);
      return { ok: true };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

/** The zip of an export: JSON for machines, Markdown for people, a README saying what is where. */
export function buildExportZip(data: ExportData, publicOrigin: string, at: Date): Uint8Array {
  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  const files: Record<string, Uint8Array> = {};
  const mediaUrl = (id: string) => `${publicOrigin}/media/${encodeURIComponent(id)}`;
  const stories = data.stories.filter((s) => s.type !== 'RESPONSE');
  const responses = data.stories.filter((s) => s.type === 'RESPONSE');
  for (const [folder, list] of [['stories', stories], ['responses', responses]] as const) {
    for (const story of list) {
      files[`${folder}/${story.id}.json`] = json(story);
      files[`${folder}/${story.id}.md`] = strToU8(storyMarkdown(story, mediaUrl));
    }
  }
  const { account } = data;
  files['profile.json'] = json({
    id: account.id,
    username: account.username,
    name: account.name,
    email: account.email,
    bio: account.bio,
    pronouns: account.pronouns,
    tippingLink: account.tippingLink,
    imageUrl: account.imageId ? mediaUrl(account.imageId) : null,
    joinedAt: account.createdAt,
  });
  files['lists.json'] = json(data.lists);
  files['highlights.json'] = json(data.highlights);
  files['follows.json'] = json(data.follows);
  files['settings.json'] = json({ allowEmailAddressSharingEditorWriter: account.allowEmailSharing, mutes: data.mutes, notifications: data.notificationSettings });
  files['README.txt'] = strToU8(
    [
      `Your data, as of ${at.toISOString()}.`,
      '',
      'profile.json       your name, username, e-mail address, bio, pronouns and tipping link',
      'stories/           each story in the paragraph model ({id}.json) and as Markdown ({id}.md)',
      'responses/         each of your responses, the same way',
      'lists.json         your lists and the stories in them',
      'highlights.json    the passages you highlighted',
      'follows.json       the writers, publications, topics and tags you follow',
      'settings.json      your settings, mutes and notification choices',
      '',
    ].join('\n'),
  );
  // A fixed time inside the zip: the same data makes the same bytes.
  return zipSync(files, { level: 6, mtime: at });
}

export function accountJobHandlers(account: Pick<AccountService, 'runExport' | 'pruneExports'>): Record<string, JobHandler> {
  const run: JobHandler<ExportPayload> = async (job) => {
    if (typeof job.payload?.exportId !== 'string' || typeof job.payload.userId !== 'string') return;
    await account.runExport(job.payload);
  };
  const prune: JobHandler = async () => {
    await account.pruneExports();
  };
  return { [ACCOUNT_EXPORT_JOB]: run as JobHandler, [ACCOUNT_EXPORT_PRUNE_JOB]: prune };
}
