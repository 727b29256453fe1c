// The server's log (platform-reference §9 levels): each line goes to the console only when its level is at
// least QUIRE_LOG_LEVEL's (default info); errors and warnings to stderr, the rest to stdout.
import { shouldLog, type LogLevel, type MessageLevel } from '../../core/logging/log-levels.ts';

export type Logger = Record<MessageLevel, (...parts: unknown[]) => void>;

export function createLogger(threshold: LogLevel, sink: Pick<Console, 'error' | 'warn' | 'log'> = console): Logger {
  const at = (level: MessageLevel, write: (...parts: unknown[]) => void) => (...parts: unknown[]) => {
    if (shouldLog(level, threshold)) write(...parts);
  };
  return {
    error: at('error', (...p) => sink.error(...p)),
    warn: at('warn', (...p) => sink.warn(...p)),
    info: at('info', (...p) => sink.log(...p)),
    debug: at('debug', (...p) => sink.log(...p)),
    trace: at('trace', (...p) => sink.log(...p)),
  };
}
