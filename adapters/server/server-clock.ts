// The server's clock: the real time, or (QUIRE_TEST_CLOCK, config.ts; refused in production) a clock that starts
// at a given instant and runs on from there at the real pace, so an end-to-end suite can start a server in the month
// after the one its readers read in, and close that month, with time that still moves forward.
export function serverClock(startAt: number | null, real: () => number = Date.now): () => Date {
  if (startAt === null) return () => new Date(real());
  const bootedAt = real();
  return () => new Date(startAt + (real() - bootedAt));
}
