import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOG_LEVELS, parseLogLevel, shouldLog, type LogLevel, type MessageLevel } from '../core/logging/log-levels.ts';

const levels = Object.keys(LOG_LEVELS) as LogLevel[];
const messages = levels.filter((l): l is MessageLevel => l !== 'silent');

describe('platform-reference §9 log levels', () => {
  it('has the spec’s values', () => {
    expect(LOG_LEVELS).toEqual({ silent: 100, error: 50, warn: 40, info: 30, debug: 20, trace: 10 });
  });

  it('writes a message exactly when it is at least as severe as the threshold, and nothing when silent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...messages), fc.constantFrom(...levels), (message, threshold) => {
        expect(shouldLog(message, threshold)).toBe(LOG_LEVELS[message] >= LOG_LEVELS[threshold]);
        if (threshold === 'silent') expect(shouldLog(message, threshold)).toBe(false);
        if (threshold === 'trace') expect(shouldLog(message, threshold)).toBe(true);
      }),
    );
  });

  it('reads a level by name in any case, and nothing else', () => {
    expect(parseLogLevel(' WARN ')).toBe('warn');
    for (const bad of ['', 'verbose', '50', null, undefined, 'constructor']) expect(parseLogLevel(bad)).toBeNull();
  });
});
