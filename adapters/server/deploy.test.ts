// Issue 20, deployment as users run it: the Dockerfile, docker-compose.yml and deploy/nginx.conf in the repository
// root hold what README "Running at scale" says. Docker itself does not run here; the compose file is read with the
// `yaml` parser (merge keys on, as Compose reads them) and the Dockerfile instruction by instruction.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Service = {
  build?: unknown;
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
  healthcheck?: { test: string[] };
};
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> };

/** The Dockerfile's stages: each FROM … AS name with its instructions (continuation lines joined, comments dropped). */
function stages(dockerfile: string): { name: string; from: string; instructions: { op: string; args: string }[] }[] {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const result: { name: string; from: string; instructions: { op: string; args: string }[] }[] = [];
  for (const line of lines) {
    const [op, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (op!.toUpperCase() === 'FROM') {
      const m = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      result.push({ from: m![1]!, name: m![2] ?? String(result.length), instructions: [] });
    } else if (result.length > 0) {
      result.at(-1)!.instructions.push({ op: op!.toUpperCase(), args });
    }
  }
  return result;
}

describe('docker-compose.yml (issue 20)', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as Compose;
  const { services } = compose;

  it('runs PostgreSQL with a volume and a health check, two Quire replicas and a proxy', () => {
    expect(Object.keys(services).sort()).toEqual(['db', 'proxy', 'quire-1', 'quire-2']);
    expect(services.db!.image).toMatch(/^postgres:\d+/);
    expect(services.db!.volumes).toContain('db-data:/var/lib/postgresql/data');
    expect(services.db!.healthcheck!.test.join(' ')).toContain('pg_isready');
    expect(compose.volumes).toHaveProperty('db-data');
  });

  it('points both replicas at the same database, built from this Dockerfile, once the database is healthy', () => {
    const [one, two] = [services['quire-1']!, services['quire-2']!];
    for (const replica of [one, two]) {
      expect(replica.build).toBe('.');
      expect(replica.depends_on?.db).toEqual({ condition: 'service_healthy' });
      expect(new URL(replica.environment!.DATABASE_URL!).host).toBe('db:5432');
      expect(replica.environment!.QUIRE_PUBLIC_URL).toBeTruthy();
      expect(replica.environment!.QUIRE_TRUST_PROXY).toBe('true');
      // Uploaded images where both replicas find them.
      expect(replica.volumes).toContain('media:/app/data/media');
    }
    expect(one.environment!.DATABASE_URL).toBe(two.environment!.DATABASE_URL);
    expect(new URL(one.environment!.DATABASE_URL!).pathname).toBe(`/${(services.db!.environment as Record<string, string>).POSTGRES_DB}`);
    // The second waits for the first to migrate and seed.
    expect(two.depends_on?.['quire-1']).toEqual({ condition: 'service_healthy' });
  });

  it('puts nginx in front with its config from deploy/, routing to both replicas and caching nothing itself', () => {
    const proxy = services.proxy!;
    expect(proxy.image).toMatch(/^nginx:/);
    expect(proxy.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(Object.keys(proxy.depends_on ?? {}).sort()).toEqual(['quire-1', 'quire-2']);
    const nginx = read('deploy/nginx.conf').replace(/#.*$/gm, '');
    const upstream = /upstream\s+quire\s*\{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect([...upstream.matchAll(/server\s+([\w-]+):3000/g)].map((m) => m[1])).toEqual(['quire-1', 'quire-2']);
    expect(nginx).toMatch(/proxy_pass\s+http:\/\/quire;/);
    // No cache at the proxy: it could not be purged by surrogate key. Quire's headers pass through untouched.
    expect(nginx).not.toMatch(/proxy_cache|proxy_hide_header|proxy_ignore_headers/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });
});

describe('Dockerfile (issue 20)', () => {
  const all = stages(read('Dockerfile'));
  const runtime = all.at(-1)!;
  const build = all.find((s) => s.name === 'build')!;
  const ops = (stage: typeof runtime, op: string) => stage.instructions.filter((i) => i.op === op).map((i) => i.args);

  it('builds in a stage of its own: npm ci, then npm run build', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    const runs = ops(build, 'RUN');
    expect(runs.findIndex((r) => r.startsWith('npm ci'))).toBeLessThan(runs.findIndex((r) => r === 'npm run build'));
    expect(runs.findIndex((r) => r.startsWith('npm ci'))).toBeGreaterThanOrEqual(0);
  });

  it('runs the built app only, with production dependencies, as a user who is not root, checked on /_/health', () => {
    expect(runtime.name).toBe('runtime');
    const copies = ops(runtime, 'COPY');
    expect(copies).toContain('--from=build /src/dist ./dist');
    // No sources in the runtime stage: every COPY comes from an earlier stage.
    expect(copies.every((c) => c.startsWith('--from='))).toBe(true);
    // Its modules come from a stage that installed production dependencies only.
    const depsFrom = /--from=(\S+) \S*node_modules/.exec(copies.join('\n'))?.[1];
    const deps = all.find((s) => s.name === depsFrom)!;
    expect(ops(deps, 'RUN').some((r) => /npm ci --omit=dev/.test(r))).toBe(true);
    expect(ops(runtime, 'RUN').some((r) => /npm run build|npm ci(?! --omit=dev)/.test(r))).toBe(false);
    const users = ops(runtime, 'USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(ops(runtime, 'HEALTHCHECK').join(' ')).toContain('/_/health');
    expect(ops(runtime, 'EXPOSE')).toEqual(['3000']);
    expect(ops(runtime, 'ENV').join(' ')).toMatch(/NODE_ENV=production/);
    expect(ops(runtime, 'CMD')).toEqual(['["node", "dist/server/main.js"]']);
  });

  it('.dockerignore keeps installed modules, build output and local data out of the build context', () => {
    const ignored = read('.dockerignore').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'dist', 'data', '.git']));
  });
});
