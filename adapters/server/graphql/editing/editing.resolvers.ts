// Resolvers for editing.graphql.ts: thin. Queries read the store (so server rendering can preload them); the
// mutations go through the editing service (adapters/server/editing/editing.service.ts), which checks the input
// with core's rules, applies the change atomically and purges the cached pages. Errors come back as the result
// union's members, each with the message the editor shows.
import { INPUT_BOUNDS } from '../../../../core/graphql/input-bounds.ts';
import { bounded } from '../shared/errors.ts';
import { millis } from '../shared/values.ts';
import { isPublished } from '../../../../core/content/entities.ts';
import {
  FORBIDDEN_MESSAGES,
  lifecycleStateOf,
  mayAct,
  permanentlyDeletedAt,
  readingTimeMinutes,
  wordCountOf,
  type StoriesTab,
} from '../../../../core/content/post-lifecycle.ts';
import { pathTo } from '../../../../core/routing/paths.ts';
import { postPath } from '../../../../core/routing/links.ts';
import type { EditableRow, StoriesCursor } from '../../../postgres/post-editing.repository.ts';
import { lifecycleOf } from '../../../postgres/post-editing.repository.ts';
import type { EditingError, EditingService } from '../../editing/editing.service.ts';
import type { GraphQLContext } from '../context.ts';
import type { EditablePost, Resolvers, StoryItem } from '../generated/resolvers-types.ts';
import { badRequest, forbidden } from '../shared/errors.ts';
import { loadUser } from '../shared/load-user.ts';
import { requestFlags } from '../shared/request-flags.ts';
import { signedInViewer } from '../shared/session.ts';

/** Your Stories' page size and the tag autocomplete's, when the client names none. */
const STORIES_PAGE_DEFAULT = 20;
const TAG_SUGGESTIONS_DEFAULT = 8;

type Unauthorized = { __typename: 'Unauthorized'; message: string };
const UNAUTHORIZED: Unauthorized = { __typename: 'Unauthorized', message: 'Sign in to write and publish stories.' };

/** The signed-in writer and the editing service; null when signed out (the mutations answer Unauthorized). */
function writer(ctx: GraphQLContext): { viewerId: string; editing: EditingService } | null {
  if (!ctx.viewerId) return null;
  if (!ctx.editing) throw badRequest('Writing needs a browser request.');
  return { viewerId: ctx.viewerId, editing: ctx.editing };
}

function errorMember(error: EditingError) {
  if (error.kind === 'Conflict') return { __typename: 'Conflict' as const, message: error.message, currentRevision: error.currentRevision };
  return { __typename: error.kind, message: error.message };
}

/** Your Stories' changes carry no revision, so they never conflict; their unions have no Conflict. */
function lifecycleErrorMember(error: EditingError) {
  return { __typename: error.kind === 'Conflict' ? ('BadRequest' as const) : error.kind, message: error.message };
}

/** The reading address of a readable story (/@{username}/{slug}-{id}, or under its publication); null otherwise. */
async function readingUrl(ctx: GraphQLContext, row: EditableRow): Promise<string | null> {
  if (row.deletedAt !== null || !isPublished(row)) return null;
  const creator = await loadUser(ctx, row.creatorId);
  const collection = row.publicationId !== null && row.statusForCollection === 'APPROVED' ? await ctx.loaders.publicationById.load(row.publicationId) : null;
  return postPath(row, creator.username, collection?.slug);
}

const editUrl = (id: string): string => pathTo('ShowEditPost', { postId: id });

async function editablePost(ctx: GraphQLContext, row: EditableRow): Promise<EditablePost> {
  const text = row.draft ?? { title: row.title, subtitle: row.subtitle, body: row.body };
  return {
    id: row.id,
    revision: row.revision,
    state: lifecycleStateOf(lifecycleOf(row)),
    title: text.title,
    subtitle: text.subtitle,
    body: JSON.stringify(text.body),
    hasUnpublishedChanges: row.draft !== null,
    tags: await ctx.repos.postEditing.tagSlugsOf(row.id),
    publicationId: row.publicationId,
    isLocked: row.isLocked,
    previewParagraphs: row.previewParagraphs,
    license: row.license,
    scheduledAt: millis(row.scheduledAt),
    publishedAt: millis(row.publishedAt),
    updatedAt: row.updatedAt.getTime(),
    url: await readingUrl(ctx, row),
    editUrl: editUrl(row.id),
  };
}

async function storyItem(ctx: GraphQLContext, row: EditableRow & { publicationName?: string | null }): Promise<StoryItem> {
  const text = row.draft ?? { title: row.title, subtitle: row.subtitle, body: row.body };
  const l = lifecycleOf(row);
  return {
    id: row.id,
    title: text.title,
    subtitle: text.subtitle,
    state: lifecycleStateOf(l),
    tab: row.storiesTab,
    readingTime: readingTimeMinutes(text.body, text.title, text.subtitle),
    wordCount: wordCountOf(text.title, text.subtitle, text.body),
    updatedAt: row.updatedAt.getTime(),
    publishedAt: millis(row.publishedAt),
    scheduledAt: millis(row.scheduledAt),
    deletedAt: millis(row.deletedAt),
    permanentlyDeletedAt: l.deletedAt === null ? null : permanentlyDeletedAt(l.deletedAt),
    url: await readingUrl(ctx, row),
    editUrl: editUrl(row.id),
    publicationName:
      row.publicationName !== undefined
        ? row.publicationName
        : row.publicationId === null
          ? null
          : ((await ctx.loaders.publicationById.load(row.publicationId))?.name ?? null),
  };
}

/** Your Stories' cursor: the row's sort time and id, as opaque text. */
const encodeCursor = (c: StoriesCursor): string => Buffer.from(JSON.stringify([c.at.getTime(), c.id])).toString('base64url');
function decodeCursor(text: string | null | undefined): StoriesCursor | null {
  if (!text) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'number' && Number.isFinite(at) && typeof id === 'string' && id.length <= 64) return { at: new Date(at), id };
  } catch {
    // falls through to the refusal
  }
  throw badRequest('That page of stories does not exist: start again from the first page.');
}

export const editingResolvers: Resolvers = {
  Query: {
    async editablePost(_, args, ctx) {
      const viewerId = signedInViewer(ctx);
      const row = await ctx.repos.postEditing.editableById(args.id);
      if (!row) return null;
      const isAuthor = row.creatorId === viewerId;
      const role = !isAuthor && row.publicationId !== null ? await ctx.repos.postEditing.roleIn(viewerId, row.publicationId) : null;
      // A trashed story is its author's alone (reader-experience §9).
      if (!mayAct({ isAuthor, publicationRole: row.deletedAt === null ? role : null }, 'view')) throw forbidden(FORBIDDEN_MESSAGES.notYoursToView);
      return editablePost(ctx, row);
    },
    async publishTargets(_, __, ctx) {
      if (!ctx.viewerId) return [];
      return ctx.repos.postEditing.publishTargets(ctx.viewerId);
    },
    async yourStories(_, args, ctx) {
      const viewerId = signedInViewer(ctx);
      const limit = bounded(args.first ?? STORIES_PAGE_DEFAULT, INPUT_BOUNDS.yourStories);
      const rows = await ctx.repos.postEditing.yourStories(viewerId, args.tab as StoriesTab, limit + 1, decodeCursor(args.after));
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: await Promise.all(page.map((row) => storyItem(ctx, row))),
        nextCursor: rows.length > limit && last ? encodeCursor({ at: last.sortAt, id: last.id }) : null,
      };
    },
    async yourStoriesCounts(_, __, ctx) {
      const viewerId = signedInViewer(ctx);
      const c = await ctx.repos.postEditing.yourStoriesCounts(viewerId);
      return { drafts: c.DRAFTS, public: c.PUBLIC, unlisted: c.UNLISTED, responses: c.RESPONSES, deleted: c.DELETED };
    },
    async tagSuggestions(_, args, ctx) {
      const limit = bounded(args.first ?? TAG_SUGGESTIONS_DEFAULT, INPUT_BOUNDS.tagSuggestions);
      const prefix = args.prefix.trim();
      if (prefix.length === 0 || prefix.length > 50) return [];
      return ctx.repos.postEditing.tagSuggestions(prefix, limit);
    },
  },
  Mutation: {
    async createDraft(_, { input }, ctx) {
      const w = writer(ctx);
      if (!w) return UNAUTHORIZED;
      const result = await w.editing.createDraft(w.viewerId, input);
      return result.ok ? { __typename: 'DraftSaved', post: await editablePost(ctx, result.row) } : errorMember(result);
    },
    async saveDraft(_, { input }, ctx) {
      const w = writer(ctx);
      if (!w) return UNAUTHORIZED;
      const result = await w.editing.saveDraft(w.viewerId, input);
      return result.ok ? { __typename: 'DraftSaved', post: await editablePost(ctx, result.row) } : errorMember(result);
    },
    async publishPost(_, { input }, ctx) {
      const w = writer(ctx);
      if (!w) return UNAUTHORIZED;
      // enable_submissions_v2: a WRITER's story published into a publication is a submission (core's collectionStatusOnPublish).
      const submissionsV2 = ctx.variantFlags ? (await requestFlags(ctx)).enabled.has('enable_submissions_v2') : false;
      const result = await w.editing.publish(w.viewerId, input, { submissionsV2 });
      if (!result.ok) return errorMember(result);
      ctx.loaders.postById.clear(result.row.id);
      return { __typename: 'PostPublished', post: await editablePost(ctx, result.row) };
    },
    async updateStorySettings(_, args, ctx) {
      const w = writer(ctx);
      if (!w) return UNAUTHORIZED;
      const result = await w.editing.updateSettings(w.viewerId, args.postId.slice(0, 64), args.input);
      if (!result.ok) return lifecycleErrorMember(result);
      return { __typename: 'StorySettingsSaved', settings: result.settings };
    },
    async movePost(_, args, ctx) {
      const w = writer(ctx);
      if (!w) return UNAUTHORIZED;
      const result = await w.editing.move(w.viewerId, args.targetPostId, args.tab as StoriesTab);
      if (!result.ok) return lifecycleErrorMember(result);
      ctx.loaders.postById.clear(result.row.id);
      return { __typename: 'PostMoved', post: await storyItem(ctx, result.row), fromTab: result.fromTab };
    },
    async deletePost(_, args, ctx) {
      const w = writer(ctx);
      if (!w) return UNAUTHORIZED;
      const result = await w.editing.trash(w.viewerId, args.targetPostId);
      if (!result.ok) return lifecycleErrorMember(result);
      ctx.loaders.postById.clear(result.row.id);
      return { __typename: 'PostDeleted', post: await storyItem(ctx, result.row) };
    },
    async undeletePost(_, args, ctx) {
      const w = writer(ctx);
      if (!w) return UNAUTHORIZED;
      const result = await w.editing.undelete(w.viewerId, args.targetPostId);
      if (!result.ok) return lifecycleErrorMember(result);
      ctx.loaders.postById.clear(result.row.id);
      return { __typename: 'PostUndeleted', post: await storyItem(ctx, result.row) };
    },
  },
  SaveDraftResult: { __resolveType: (result) => result.__typename },
  PublishPostResult: { __resolveType: (result) => result.__typename },
  MovePostResult: { __resolveType: (result) => result.__typename },
  UpdateStorySettingsResult: { __resolveType: (result) => result.__typename },
  Post: {
    // Only a story's page and its settings page ask (one story each): one read, no loader needed.
    settings: async (post, _, ctx) => (await ctx.repos.postEditing.settingsOf([post.id])).get(post.id) ?? { seoTitle: '', seoDescription: '', canonicalUrl: null },
  },
  DeletePostResult: { __resolveType: (result) => result.__typename },
  UndeletePostResult: { __resolveType: (result) => result.__typename },
};
