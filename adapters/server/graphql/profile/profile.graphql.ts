// A writer's profile tabs beyond their stories (platform-reference §2.1 Profiles): the stories they recommended
// (/has-recommended: the stories they clapped for), their responses (/responses) and their awards (/awards/{kind},
// core/profile/awards.ts). The reads are adapters/postgres/profile-tabs.repository.ts.
export const profileTypeDefs = /* GraphQL */ `
  extend type User {
    "The writer's recommendations: the published, listed stories they clapped for, newest story first; the viewer's mutes apply."
    recommended(paging: PagingOptions): PostFeed!
    "The writer's published responses to stories readers can read, newest first (hidden ones and those on lists stay out)."
    responses(paging: PagingOptions): PostFeed!
    "The tags where the writer is a Top writer (among the ten with the most published, listed stories), best place first."
    topWriterAwards: [TopWriterAward!]!
  }

  type TopWriterAward {
    tag: Tag!
    "The writer's place among the tag's writers (1: the most stories)."
    rank: Int!
    "The writer's published, listed stories under the tag."
    storyCount: Int!
  }
`;
