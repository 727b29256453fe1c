// The CachePurger port over HTTP, for a CDN or Varnish in front of Quire (README: Caching). One request
// per purge carries the tags in the Surrogate-Key header:
// - 'varnish': `PURGE {url}` with `Surrogate-Key` and `xkey-purge` (the xkey vmod's header) — the VCL in
//   the README bans or purges the objects carrying any of the keys;
// - 'fastly': `POST {url}` (https://api.fastly.com/service/{service id}/purge) with `Fastly-Key` — Fastly's
//   batch purge by surrogate key.
import type { CachePurger } from '../../../core/ports/cache-purger.port.ts';

export type HttpPurgeStyle = 'varnish' | 'fastly';

export type HttpPurgerOptions = {
  url: string;
  style: HttpPurgeStyle;
  /** Fastly's API token, or a shared secret Varnish checks (sent as `x-purge-token`). */
  token?: string | null;
  fetch?: typeof fetch;
  logError?: (error: unknown, context: string) => void;
};

/** Fastly takes at most 256 keys per batch purge; Varnish headers stay short with the same bound. */
const KEYS_PER_REQUEST = 256;

export function httpCachePurger(options: HttpPurgerOptions): CachePurger {
  const send = options.fetch ?? fetch;
  return {
    async purge(tags) {
      for (let i = 0; i < tags.length; i += KEYS_PER_REQUEST) {
        const keys = tags.slice(i, i + KEYS_PER_REQUEST).join(' ');
        const headers: Record<string, string> =
          options.style === 'fastly'
            ? { 'surrogate-key': keys, ...(options.token ? { 'fastly-key': options.token } : {}), accept: 'application/json' }
            : { 'surrogate-key': keys, 'xkey-purge': keys, ...(options.token ? { 'x-purge-token': options.token } : {}) };
        const response = await send(options.url, { method: options.style === 'fastly' ? 'POST' : 'PURGE', headers });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`Purge of ${keys} answered ${response.status}`);
      }
    },
  };
}

/** Purges every purger; one failing (a CDN down) is logged and does not stop the others. */
export function fanOutPurger(purgers: readonly CachePurger[], logError: (error: unknown, context: string) => void): CachePurger {
  return {
    async purge(tags) {
      if (tags.length === 0) return;
      const results = await Promise.allSettled(purgers.map((p) => p.purge(tags)));
      for (const r of results) if (r.status === 'rejected') logError(r.reason, `purge ${tags.join(' ')}`);
    },
  };
}
