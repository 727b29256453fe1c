// platform-reference §4, §7.2, §9: the browser's client-event queue. Events are kept in the
// key-value store (local storage, memory when unusable) so a reload or going offline loses none; a flush
// runs 5 s after an event, sends the queue as one JSON array with the xsrf headers, and removes only the
// events the server acknowledged. A failed flush retries with a doubling delay and when the browser comes
// back online; on page unload the queue goes with keepalive. The server dedupes by eventId.
import type { KeyValueStore } from '../../core/ports/key-value-store.port.ts';
import {
  clientEvent,
  EVENT_FLUSH_DELAY_MS,
  enqueueEvent,
  eventsToSend,
  parseStoredQueue,
  removeSent,
  retryDelay,
  type ClientEvent,
  type CommonEventData,
} from '../../core/events/event-queue.ts';

export const EVENT_QUEUE_KEY = 'client_events';
/** keepalive bodies are capped at 64 KB by browsers: an unload flush sends what fits. */
const KEEPALIVE_MAX_BYTES = 60_000;

export type ReportTransport = (body: string, options: { keepalive: boolean }) => Promise<boolean>;

export type EventReporterDeps = {
  store: KeyValueStore;
  send: ReportTransport;
  now: () => number;
  newId: () => string;
  common: () => CommonEventData;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
};

export type EventReporter = {
  log(key: string, data?: Record<string, unknown>): void;
  flush(options?: { keepalive?: boolean }): Promise<boolean>;
  pending(): ClientEvent[];
};

export function createEventReporter(deps: EventReporterDeps): EventReporter {
  let timer: unknown = null;
  let failures = 0;
  let inFlight: Promise<boolean> | null = null;
  const read = () => parseStoredQueue(deps.store.get(EVENT_QUEUE_KEY));
  const write = (queue: ClientEvent[]) =>
    queue.length === 0 ? deps.store.remove(EVENT_QUEUE_KEY) : deps.store.set(EVENT_QUEUE_KEY, JSON.stringify(queue));

  function schedule(ms: number): void {
    if (timer !== null) return;
    timer = deps.setTimer(() => {
      timer = null;
      void flush();
    }, ms);
  }

  async function flush(options: { keepalive?: boolean } = {}): Promise<boolean> {
    if (inFlight && !options.keepalive) return inFlight;
    const now = deps.now();
    // Expired events leave the stored queue here too, so they are never sent later.
    const stored = read();
    const queue = eventsToSend(stored, now);
    if (queue.length !== stored.length) write(queue);
    if (queue.length === 0) return true;
    let batch = queue;
    if (options.keepalive) {
      while (batch.length > 1 && JSON.stringify(batch).length > KEEPALIVE_MAX_BYTES) batch = batch.slice(batch.length >> 1);
    }
    const attempt = deps
      .send(JSON.stringify(batch), { keepalive: options.keepalive ?? false })
      .catch(() => false)
      .then((ok) => {
        if (ok) {
          failures = 0;
          write(removeSent(read(), batch));
          if (read().length > 0) schedule(EVENT_FLUSH_DELAY_MS);
        } else {
          failures += 1;
          schedule(retryDelay(failures));
        }
        return ok;
      });
    if (!options.keepalive) {
      inFlight = attempt.finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    return attempt;
  }

  return {
    log(key, data = {}) {
      const event = clientEvent(deps.newId(), deps.now(), key, data, deps.common());
      write(enqueueEvent(read(), event));
      schedule(EVENT_FLUSH_DELAY_MS);
    },
    flush,
    pending: read,
  };
}

/** The transport to /_/batch: same-origin credentials, JSON, the xsrf marker and token. Any ok answer is success. */
export function fetchTransport(path: string, xsrfToken: () => string | null, extraHeaders: Record<string, string> = {}): ReportTransport {
  return async (body, { keepalive }) => {
    const token = xsrfToken();
    if (!token) return false;
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive,
      headers: { 'content-type': 'application/json', 'x-xsrf': '1', 'x-xsrf-token': token, ...extraHeaders },
      body,
    });
    return response.ok;
  };
}
