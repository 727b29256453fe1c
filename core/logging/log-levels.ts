// platform-reference §9 log levels: silent 100, error 50, warn 40, info 30, debug 20, trace 10. A message is
// written when its level is at least the threshold's; 'silent' is above every message, so nothing is.
export const LOG_LEVELS = { silent: 100, error: 50, warn: 40, info: 30, debug: 20, trace: 10 } as const;
export type LogLevel = keyof typeof LOG_LEVELS;
export type MessageLevel = Exclude<LogLevel, 'silent'>;

export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

export function parseLogLevel(text: string | null | undefined): LogLevel | null {
  const value = (text ?? '').trim().toLowerCase();
  return Object.hasOwn(LOG_LEVELS, value) ? (value as LogLevel) : null;
}

export function shouldLog(message: MessageLevel, threshold: LogLevel): boolean {
  return LOG_LEVELS[message] >= LOG_LEVELS[threshold];
}
