// The schema's roots. Every feature adds its own fields to them (extend type Query, extend type Mutation) in
// its folder's *.graphql.ts; graphql.ts merges them all. Field names follow reader-experience §3 and
// platform-reference §3/§7.4; times are milliseconds since the epoch (Float), as the reading pages format them
// on both sides.
export const rootTypeDefs = /* GraphQL */ `
  type Query

  type Mutation
`;
