// Issue 17: the writer's own subscriber count on their profile (README: Newsletters). Preloaded by the server only
// when the viewer is the profile's writer, so other readers' pages carry neither the query's data nor any script.
import type { OwnNewsletterCountQueryData, OwnNewsletterCountQueryVariables } from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const OwnNewsletterCountQuery: Operation<OwnNewsletterCountQueryData, OwnNewsletterCountQueryVariables> = {
  name: 'OwnNewsletterCountQuery',
  source: /* GraphQL */ `
    query OwnNewsletterCountQuery($username: String!) {
      user(username: $username) { id newsletterV3 { id subscriberCount } }
    }
  `,
};
