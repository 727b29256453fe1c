// The time as epoch milliseconds. Core reads no clock (architecture.md): a machine gets the time in an
// event's payload, and whoever sends the event asks this port, which the composition root supplies.
export interface Clock {
  now(): number;
}
