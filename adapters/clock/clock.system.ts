// The Clock port over the machine's own clock.
import type { Clock } from '../../core/ports/clock.port.ts';

export const systemClock: Clock = { now: () => Date.now() };
