// The server's log level (platform-reference §9; QUIRE_LOG_LEVEL): what is written, and a bad setting refused at start-up.
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { createLogger } from './logger.ts';

function sink() {
  const lines: string[] = [];
  return { lines, console: { error: (...p: unknown[]) => lines.push(`error ${p.join(' ')}`), warn: (...p: unknown[]) => lines.push(`warn ${p.join(' ')}`), log: (...p: unknown[]) => lines.push(`log ${p.join(' ')}`) } };
}

describe('platform-reference §9 log levels on the server', () => {
  it('writes what is at least as severe as the threshold', () => {
    const s = sink();
    const log = createLogger('warn', s.console);
    log.trace('t');
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    expect(s.lines).toEqual(['warn w', 'error e']);
    const quiet = sink();
    createLogger('silent', quiet.console).error('nothing');
    expect(quiet.lines).toEqual([]);
  });

  it('reads QUIRE_LOG_LEVEL, info by default, and refuses anything else with the choices', () => {
    const at = (value: string | undefined) => readConfig({ ...(value === undefined ? {} : { QUIRE_LOG_LEVEL: value }) }, '/tmp');
    const defaults = at(undefined);
    expect(defaults.ok && defaults.config.logLevel).toBe('info');
    const debug = at('DEBUG');
    expect(debug.ok && debug.config.logLevel).toBe('debug');
    const bad = at('loud');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toBe('QUIRE_LOG_LEVEL must be one of silent, error, warn, info, debug, trace, not "loud".');
  });
});
