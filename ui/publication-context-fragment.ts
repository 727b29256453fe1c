// What every publication page draws around its content (the bar: name, colour, tabs; Follow; the search tags), as a
// fragment of its own module so that each page's documents carry it without the other publication pages' documents.
export const PUBLICATION_CONTEXT_FRAGMENT = /* GraphQL */ `
  fragment PublicationPageContext on Publication {
    id name slug url tagline description headerColor domain
    avatar { id }
    navigationItems { title destination value }
    seoMetaTags { description robots }
    followGraph { followerCount }
    viewerEdge { id isFollowing isMuting viewerStaffRole }
  }
`;

