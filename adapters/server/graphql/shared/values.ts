// How resolvers spell the store's values on the wire: times as epoch milliseconds (Float).

export const millis = (d: Date | null): number | null => (d ? d.getTime() : null);
