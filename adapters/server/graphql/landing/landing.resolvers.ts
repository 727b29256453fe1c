// Issue 23 part B: landing pages (core/landing/landing-pages.ts) — the stored story's published text, or the page's
// own text until staff edit it — and author verification requests.
import { isLandingKey, landingDefault, VERIFICATION_NOTE_MAX } from '../../../../core/landing/landing-pages.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput, forbidden } from '../shared/errors.ts';
import { isStaff } from '../shared/request-flags.ts';
import { signedIn } from '../shared/session.ts';

export const landingResolvers: Resolvers = {
  Query: {
    async landingPage(_, args, ctx) {
      if (!isLandingKey(args.key)) return null;
      const fallback = landingDefault(args.key, ctx.productName);
      const stored = await ctx.repos.landingPages.page(args.key);
      const staff = await isStaff(ctx);
      const verification = args.key === 'verified-authors';
      return {
        key: args.key,
        title: stored?.title ?? fallback.title,
        paragraphs: stored?.paragraphs ?? fallback.paragraphs,
        editable: staff,
        viewerHasApplied: verification && ctx.viewerId !== null ? await ctx.repos.landingPages.hasApplied(ctx.viewerId) : false,
        verificationRequests:
          verification && staff ? (await ctx.repos.landingPages.verificationRequests(100)).map((r) => ({ ...r, name: r.name || r.username, createdAt: r.createdAt.getTime() })) : [],
      };
    },
  },
  Mutation: {
    async editLandingPage(_, args, ctx) {
      const { viewerId } = signedIn(ctx);
      if (!(await isStaff(ctx))) throw forbidden('Only staff may edit the landing pages.');
      if (!isLandingKey(args.key)) throw badInput('There is no such landing page.');
      const postId = await ctx.repos.landingPages.claim(args.key, viewerId, landingDefault(args.key, ctx.productName), ctx.membership?.now() ?? new Date());
      return { ok: true, message: null, editPath: `/p/${postId}/edit` };
    },
    async applyForAuthorVerification(_, args, ctx) {
      const { viewerId } = signedIn(ctx);
      const note = args.note.trim();
      if (note.length === 0) return { ok: false, message: 'Tell us about your books.' };
      if (note.length > VERIFICATION_NOTE_MAX) return { ok: false, message: `At most ${VERIFICATION_NOTE_MAX} characters.` };
      await ctx.repos.landingPages.applyForVerification(viewerId, note, ctx.membership?.now() ?? new Date());
      return { ok: true, message: 'Thank you: staff will review your request and reply by e-mail.' };
    },
  },
};
