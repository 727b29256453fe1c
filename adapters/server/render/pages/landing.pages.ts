// Issue 23 part B: the landing pages staff edit in the story editor (core/landing/landing-pages.ts). About shares
// its page name (landing-about) with the footer's built-in pages: server-pages.ts sends its route here.
import { LANDING_OF_ROUTE, LANDING_PATHS, landingDefault } from '../../../../core/landing/landing-pages.ts';
import { PlansViewerQuery } from '../../../../ui/membership/plans-queries.ts';
import { LandingPageQuery } from '../../../../ui/landing/landing-queries.ts';
import type { ServerPage } from './page-load.ts';

export const landingPage: ServerPage = {
  async load({ route, preload, page, productName }) {
    const key = LANDING_OF_ROUTE[route.name] ?? 'write';
    const data = await preload(LandingPageQuery, { key });
    const fallback = landingDefault(key, productName);
    const title = data?.landingPage?.title ?? fallback.title;
    const description = data?.landingPage?.paragraphs.find((p) => p.type === 'P')?.text ?? fallback.paragraphs[0]?.text ?? title;
    return page({ title: `${title} – ${productName}`, description, canonicalPath: LANDING_PATHS[key] });
  },
};

/** /membership: its text (a landing page staff edit) around the plans, with their prices and buttons. */
export const landingMembershipPage: ServerPage = {
  async load(load) {
    await load.preload(PlansViewerQuery, {});
    return landingPage.load(load);
  },
};
