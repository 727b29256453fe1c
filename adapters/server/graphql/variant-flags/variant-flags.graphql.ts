// VariantFlagsQuery (reader-experience §3, §7) and the staff's mutation to set flags globally or
// per user.
export const variantFlagTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    Every registered feature variant flag with its value for the signed-in reader (or a logged-out visitor):
    the default (QUIRE_FLAGS turns boolean flags on) ← the global setting ← the reader's own setting.
    """
    variantFlags: [VariantFlag!]!
  }

  extend type Mutation {
    """
    Staff only (QUIRE_STAFF_USERNAMES; others get FORBIDDEN): sets the flag for everyone (userId null) or for
    one user. A null or empty value clears that level's setting, so the flag falls back to the next level.
    An unknown name, a value of the wrong type, two values at once or an unknown user: BAD_USER_INPUT.
    Answers with the flag's value now in effect at that level (for userId: that user's).
    """
    setVariantFlag(name: String!, value: FlagValueInput, userId: ID): VariantFlag!
  }

  enum VariantFlagValueType {
    BOOLEAN
    STRING
    NUMBER
  }

  """
  A flag: its name and a value that is a boolean, a string or a number. Exactly one of boolValue,
  stringValue and numberValue is set: the one valueType names.
  """
  type VariantFlag {
    name: String!
    valueType: VariantFlagValueType!
    boolValue: Boolean
    stringValue: String
    numberValue: Float
    "What the flag does."
    description: String!
  }

  "A flag's new value: set the one field of the flag's type; none (or a null value) clears the setting."
  input FlagValueInput {
    boolValue: Boolean
    stringValue: String
    numberValue: Float
  }
`;
