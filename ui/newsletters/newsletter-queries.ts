// Issue 17: the writer's own subscriber count on their profile (README: Newsletters). Preloaded by the server only
// when the viewer is the profile's writer, so other readers' pages carry neither the query's data nor any script.
import type {
  NewsletterConfirmationQueryData,
  NewsletterConfirmationQueryVariables,
  NewsletterUnsubscribeLinkQueryData,
  NewsletterUnsubscribeLinkQueryVariables,
  OwnNewsletterCountQueryData,
  OwnNewsletterCountQueryVariables,
  PublicationNewsletterQueryData,
  PublicationNewsletterQueryVariables,
  PublicationNewsletterSettingsQueryData,
  PublicationNewsletterSettingsQueryVariables,
  SubscribersImportQueryData,
  SubscribersImportQueryVariables,
  UpdatePublicationNewsletterMutationData,
  UpdatePublicationNewsletterMutationVariables,
  WriterNewsletterQueryData,
  WriterNewsletterQueryVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const OwnNewsletterCountQuery: Operation<OwnNewsletterCountQueryData, OwnNewsletterCountQueryVariables> = {
  name: 'OwnNewsletterCountQuery',
  source: /* GraphQL */ `
    query OwnNewsletterCountQuery($username: String!) {
      user(username: $username) { id newsletterV3 { id subscriberCount } }
    }
  `,
};

// ——— the newsletter pages (issue 17: landing and promotion pages, the import page, the signed unsubscribe link) ———

const NEWSLETTER_FIELDS = /* GraphQL */ `
  fragment NewsletterPageFields on NewsletterV3 {
    id
    type
    slug
    name
    description
    collectionSlug
    user { id name username }
    viewerEdge { id isSubscribed }
    subscriberCount
  }
`;

/** A writer's newsletter: /subscribe/@{username} and /@{username}/subscribe (writer-subscription-promotion). */
export const WriterNewsletterQuery: Operation<WriterNewsletterQueryData, WriterNewsletterQueryVariables> = {
  name: 'WriterNewsletterQuery',
  source: /* GraphQL */ `
    query WriterNewsletterQuery($username: String!) {
      user(username: $username) { id name username bio newsletterV3 { ...NewsletterPageFields } }
    }
    ${NEWSLETTER_FIELDS}
  `,
};

/** A publication's newsletter: /{publication}/newsletter and /{publication}/newsletters/{slug}. */
export const PublicationNewsletterQuery: Operation<PublicationNewsletterQueryData, PublicationNewsletterQueryVariables> = {
  name: 'PublicationNewsletterQuery',
  source: /* GraphQL */ `
    query PublicationNewsletterQuery($slug: String!) {
      publication(slug: $slug) { id name slug tagline newsletterV3 { ...NewsletterPageFields } }
    }
    ${NEWSLETTER_FIELDS}
  `,
};

/** A publication's newsletter settings: /{publication}/newsletters/{slug}/settings (and /new-newsletter, which goes there). */
export const PublicationNewsletterSettingsQuery: Operation<PublicationNewsletterSettingsQueryData, PublicationNewsletterSettingsQueryVariables> = {
  name: 'PublicationNewsletterSettingsQuery',
  source: /* GraphQL */ `
    query PublicationNewsletterSettingsQuery($slug: String!) {
      publicationNewsletterSettings(slug: $slug) {
        id
        publicationId
        slug
        name
        subscriberCount
        newsletter { id slug name description showPromo }
      }
    }
  `,
};

export const UpdatePublicationNewsletterMutation: Operation<UpdatePublicationNewsletterMutationData, UpdatePublicationNewsletterMutationVariables> = {
  name: 'UpdatePublicationNewsletterMutation',
  source: /* GraphQL */ `
    mutation UpdatePublicationNewsletterMutation($publicationId: ID!, $input: PublicationNewsletterInput!) {
      updatePublicationNewsletter(publicationId: $publicationId, input: $input) { id slug name description showPromo }
    }
  `,
};

/** /me/subscribers/import: the signed-in writer's own newsletter, its count and its undelivered e-mails. */
export const SubscribersImportQuery: Operation<SubscribersImportQueryData, SubscribersImportQueryVariables> = {
  name: 'SubscribersImportQuery',
  source: /* GraphQL */ `
    query SubscribersImportQuery($username: String!) {
      user(username: $username) {
        id
        username
        newsletterV3 { id name subscriberCount undeliveredEmails { id to subject error } }
      }
    }
  `,
};

/** /me/email-settings/{subject}/{hash}?newsletter={id}: what a newsletter e-mail's signed link names. */
export const NewsletterUnsubscribeLinkQuery: Operation<NewsletterUnsubscribeLinkQueryData, NewsletterUnsubscribeLinkQueryVariables> = {
  name: 'NewsletterUnsubscribeLinkQuery',
  source: /* GraphQL */ `
    query NewsletterUnsubscribeLinkQuery($subject: String!, $hash: String!, $newsletterId: String!) {
      newsletterUnsubscribeLink(subject: $subject, hash: $hash, newsletterId: $newsletterId) {
        isSubscribed
        newsletter { ...NewsletterPageFields }
      }
    }
    ${NEWSLETTER_FIELDS}
  `,
};

export const NewsletterConfirmationQuery: Operation<NewsletterConfirmationQueryData, NewsletterConfirmationQueryVariables> = {
  name: 'NewsletterConfirmationQuery',
  source: /* GraphQL */ `
    query NewsletterConfirmationQuery($token: String!) {
      newsletterConfirmation(token: $token) {
        email
        newsletter { ...NewsletterPageFields }
      }
    }
    ${NEWSLETTER_FIELDS}
  `,
};

/** The unsubscribe link query's variables from the page's address: its subject, its signature and the newsletter it names. */
export const unsubscribeLinkVars = (params: Readonly<Record<string, string | undefined>>): NewsletterUnsubscribeLinkQueryVariables => ({
  subject: params.userId ?? '',
  hash: params.hash ?? '',
  newsletterId: params.newsletter ?? '',
});
