// Issue 23 part B: a landing page's title and text (core/landing/landing-pages.ts), shared by the landing pages, the
// About page and the membership page (which shows the plans beside its text), and their server loaders.
import type { LandingPageQueryData, LandingPageQueryVariables } from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const LandingPageQuery: Operation<LandingPageQueryData, LandingPageQueryVariables> = {
  name: 'LandingPageQuery',
  source: /* GraphQL */ `
    query LandingPageQuery($key: String!) {
      landingPage(key: $key) {
        key title editable viewerHasApplied
        paragraphs { name type text markups { type start end href } metadata { id originalWidth originalHeight alt } }
        verificationRequests { username name email note createdAt }
      }
      viewer { id }
    }
  `,
};
