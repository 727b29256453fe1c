// Issue 23 part B: the landing pages staff edit in the story editor (core/landing/landing-pages.ts).
import { LANDING_OF_ROUTE, LANDING_PATHS, landingDefault } from '../../../../core/landing/landing-pages.ts';
import { LandingPageQuery } from '../../../../ui/pages/LandingPages.tsx';
import type { ServerPage } from './page-load.ts';

export const landingPage: ServerPage = {
  async load({ route, preload, page, productName }) {
    const key = LANDING_OF_ROUTE[route.name] ?? 'write';
    const data = await preload(LandingPageQuery, { key });
    const title = data?.landingPage?.title ?? landingDefault(key, productName).title;
    return page({ title: `${title} – ${productName}`, description: landingDefault(key, productName).paragraphs[0]?.text ?? title, canonicalPath: LANDING_PATHS[key] });
  },
};
