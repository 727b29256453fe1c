// platform-reference §7.2: events and exposures through GraphQL, beside POST /_/batch.
export const loggingTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    platform-reference §7.2 logClientEvents: payload is a JSON string of client events ({eventId, timestamp,
    key, data, type: "e"}); events older than 48 hours are dropped, and an eventId already stored is kept once.
    """
    logClientEvents(input: LogClientEventsInput!): LogResult!
    "An experiment's variant was shown (experimentId, and the story or publication it was shown on)."
    LogExperimentExposure(experimentId: ID!, postId: ID, publicationId: ID): LogResult!
    "A feature gate decided what was shown (gateId, and the story or publication it was shown on)."
    LogGateExposure(gateId: ID!, postId: ID, publicationId: ID): LogResult!
  }

  input LogClientEventsInput {
    payload: String!
  }

  type LogResult {
    success: Boolean!
  }
`;
