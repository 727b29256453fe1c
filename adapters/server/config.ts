// Configuration from the environment, read once at start-up (README: Configuration).
import path from 'node:path';
import { DEFAULT_PRODUCT_NAME } from '../../core/copy/copy.ts';
import { FOOTER_LINK_KEYS, parseSiteLink, type SiteLinks } from '../../core/layout/footer-links.ts';
import { storeOptionsFromEnv, type StoreOptions } from '../postgres/store.ts';
import { DEFAULT_FLAGS, DEFAULT_MAIN_HOSTS, DEFAULT_SITE_LINKS } from './app.ts';

export type ServerConfig = {
  port: number;
  host: string;
  productName: string;
  store: StoreOptions;
  seedDemo: boolean;
  flags: ReadonlySet<string>;
  siteLinks: SiteLinks;
  mainHosts: ReadonlySet<string>;
  devSignIn: boolean;
  trustProxy: boolean;
};

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** QUIRE_LINK_HELP, QUIRE_LINK_STATUS, … QUIRE_LINK_TEXT_TO_SPEECH: each footer link's address. */
export function siteLinksFromEnv(env: NodeJS.ProcessEnv): SiteLinks {
  const links: SiteLinks = { ...DEFAULT_SITE_LINKS };
  for (const key of FOOTER_LINK_KEYS) {
    const name = `QUIRE_LINK_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    const value = parseSiteLink(env[name]);
    if (value) links[key] = value;
  }
  return links;
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; error: string };

export function readConfig(env: NodeJS.ProcessEnv, cwd: string): ConfigResult {
  const portText = env.PORT?.trim() || '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return { ok: false, error: `PORT must be a whole number from 0 to 65535, not "${portText}".` };
  }
  return {
    ok: true,
    config: {
      port,
      host: env.HOST?.trim() || '0.0.0.0',
      productName: env.PRODUCT_NAME?.trim() || DEFAULT_PRODUCT_NAME,
      store: storeOptionsFromEnv(env, path.resolve(cwd, 'data')),
      seedDemo: env.QUIRE_SEED_DEMO !== 'false',
      flags: env.QUIRE_FLAGS === undefined ? DEFAULT_FLAGS : new Set(list(env.QUIRE_FLAGS)),
      siteLinks: siteLinksFromEnv(env),
      mainHosts: new Set([...DEFAULT_MAIN_HOSTS, ...list(env.QUIRE_HOSTS).map((h) => h.toLowerCase())]),
      devSignIn: env.QUIRE_DEV_SIGN_IN === 'true',
      trustProxy: env.QUIRE_TRUST_PROXY === 'true',
    },
  };
}
