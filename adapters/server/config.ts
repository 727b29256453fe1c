// Configuration from the environment, read once at start-up (README: Configuration).
import path from 'node:path';
import { DEFAULT_PRODUCT_NAME } from '../../core/copy/copy.ts';
import { storeOptionsFromEnv, type StoreOptions } from '../postgres/store.ts';

export type ServerConfig = {
  port: number;
  host: string;
  productName: string;
  store: StoreOptions;
  seedDemo: boolean;
};

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
    },
  };
}
