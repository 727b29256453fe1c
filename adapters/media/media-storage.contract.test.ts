// The MediaStorage port's contract (issue 15, Images), one suite run against every implementation: the local
// folder, S3 through the official SDK against a small fake S3 served here with node:http (PutObject, GetObject,
// HeadObject, path style), and the in-memory one the tests use. Configuration comes through the one reader.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaIdFrom, mediaKey } from '../../core/media/media-id.ts';
import type { MediaStorage } from '../../core/ports/media-storage.port.ts';
import { readConfig } from '../server/config.ts';
import { localMediaStorage } from './media-storage.local.ts';
import { memoryMediaStorage } from './media-storage.memory.ts';
import { s3MediaStorage } from './media-storage.s3.ts';

const newKey = (width = 680) => mediaKey(mediaIdFrom(randomBytes(12)), width);
const everyByte = () => Uint8Array.from({ length: 512 }, (_, i) => i % 256);

function mediaStorageContract(storage: () => MediaStorage) {
  it('an object put is got back byte for byte, with its content type', async () => {
    const key = newKey();
    const body = everyByte();
    await storage().put(key, body, 'image/png');
    const got = await storage().get(key);
    expect(got?.contentType).toBe('image/png');
    expect(Buffer.from(got!.body).equals(Buffer.from(body))).toBe(true);
  });

  it('exists is false before a put and true after; get of a missing key is null', async () => {
    const key = newKey(320);
    expect(await storage().exists(key)).toBe(false);
    expect(await storage().get(key)).toBeNull();
    await storage().put(key, new Uint8Array([1, 2, 3]), 'image/jpeg');
    expect(await storage().exists(key)).toBe(true);
    // Another width of the same image is another object.
    expect(await storage().exists(key.replace(/\/320$/, '/160'))).toBe(false);
  });

  it('a second put under a key replaces the first', async () => {
    const key = newKey();
    await storage().put(key, new Uint8Array([1, 1, 1]), 'image/gif');
    await storage().put(key, new Uint8Array([2, 2]), 'image/webp');
    const got = await storage().get(key);
    expect(got?.contentType).toBe('image/webp');
    expect([...got!.body]).toEqual([2, 2]);
  });

  it('refuses keys core does not make: no path can leave the store', async () => {
    for (const bad of ['../escape', '0123456789abcdef01234567/../../x', '/etc/passwd', 'demo-abc/680']) {
      await expect(storage().put(bad, new Uint8Array([1]), 'image/png')).rejects.toThrow(RangeError);
      await expect(storage().get(bad)).rejects.toThrow(RangeError);
      await expect(storage().exists(bad)).rejects.toThrow(RangeError);
    }
  });

  it('an empty object is still an object', async () => {
    const key = newKey();
    await storage().put(key, new Uint8Array(), 'image/png');
    expect(await storage().exists(key)).toBe(true);
    expect((await storage().get(key))?.body.byteLength).toBe(0);
  });
}

describe('MediaStorage contract: local folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-media-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  // The folder is made on first write: point the storage at one that does not exist yet.
  mediaStorageContract(() => localMediaStorage(path.join(dir, 'media')));

  it('keeps objects across instances on the same folder and leaves no temporary files', async () => {
    const key = newKey();
    await localMediaStorage(path.join(dir, 'media')).put(key, new Uint8Array([9, 8, 7]), 'image/avif');
    const again = await localMediaStorage(path.join(dir, 'media')).get(key);
    expect(again?.contentType).toBe('image/avif');
    expect([...again!.body]).toEqual([9, 8, 7]);
    const files = await readdir(path.join(dir, 'media'), { recursive: true });
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('MediaStorage contract: in memory', () => {
  const storage = memoryMediaStorage();
  mediaStorageContract(() => storage);
});

/** A fake S3 with path-style addresses: PUT, GET and HEAD of /{bucket}/{key}, answering as S3 does. */
function fakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: { method: string; path: string; authorization: string }[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => resolve(Buffer.concat(chunks)));
      request.on('error', reject);
    });
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    seen.push({ method: request.method ?? '', path: url.pathname, authorization: String(request.headers.authorization ?? '') });
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const error = (status: number, code: string) => {
      response.writeHead(status, { 'content-type': 'application/xml' });
      response.end(request.method === 'HEAD' ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
    };
    if (bucketName !== bucket) return error(404, 'NoSuchBucket');
    if (!String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) return error(403, 'AccessDenied');
    if (request.method === 'PUT') {
      const body = await read(request);
      objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'binary/octet-stream') });
      response.writeHead(200, { etag: '"fake"' });
      return response.end();
    }
    const found = objects.get(key);
    if (!found) return error(404, 'NoSuchKey');
    response.writeHead(200, { 'content-type': found.contentType, 'content-length': String(found.body.byteLength), etag: '"fake"' });
    response.end(request.method === 'HEAD' ? undefined : found.body);
  });
  return { server, objects, seen };
}

describe('MediaStorage contract: S3 (official SDK against a fake S3, path style)', () => {
  const fake = fakeS3('quire-media');
  let storage: MediaStorage;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const port = (fake.server.address() as AddressInfo).port;
    const read = readConfig(
      {
        QUIRE_S3_BUCKET: 'quire-media',
        QUIRE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
        QUIRE_S3_REGION: 'eu-central-1',
        QUIRE_S3_ACCESS_KEY_ID: 'AKIDFAKE',
        QUIRE_S3_SECRET_ACCESS_KEY: 'fake-secret',
        QUIRE_S3_FORCE_PATH_STYLE: 'true',
      },
      '/srv/quire',
    );
    if (!read.ok) throw new Error(read.error);
    const config = read.config.media.storage;
    if (config.kind !== 's3') throw new Error('expected S3 storage');
    storage = s3MediaStorage(config);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });
  mediaStorageContract(() => storage);

  it('addresses objects by path in the bucket and signs every request with the configured key', async () => {
    const key = newKey();
    await storage.put(key, new Uint8Array([5]), 'image/png');
    await storage.exists(key);
    await storage.get(key);
    const last = fake.seen.slice(-3);
    expect(last.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT /quire-media/${key}`, `HEAD /quire-media/${key}`, `GET /quire-media/${key}`]);
    for (const r of last) expect(r.authorization).toContain('Credential=AKIDFAKE/');
    expect(fake.objects.get(key)?.contentType).toBe('image/png');
  });
});

describe('media configuration (README: Images and media)', () => {
  const config = (env: Record<string, string>) => readConfig(env, '/srv/quire');
  it('stores in ./data/media with a 25 MB limit by default; QUIRE_MEDIA_DIR and QUIRE_UPLOAD_MAX_MB change them', () => {
    const plain = config({});
    expect(plain.ok && plain.config.media).toEqual({ uploadMaxMb: 25, storage: { kind: 'local', dir: '/srv/quire/data/media' } });
    const set = config({ QUIRE_MEDIA_DIR: 'uploads', QUIRE_UPLOAD_MAX_MB: '5' });
    expect(set.ok && set.config.media).toEqual({ uploadMaxMb: 5, storage: { kind: 'local', dir: '/srv/quire/uploads' } });
  });

  it('S3 with a bucket: AWS by virtual host by default, an endpoint by path unless told otherwise', () => {
    const aws = config({ QUIRE_S3_BUCKET: 'b' });
    expect(aws.ok && aws.config.media.storage).toEqual({ kind: 's3', bucket: 'b', endpoint: null, region: 'us-east-1', accessKeyId: null, secretAccessKey: null, forcePathStyle: false });
    const minio = config({ QUIRE_S3_BUCKET: 'b', QUIRE_S3_ENDPOINT: 'http://minio:9000' });
    expect(minio.ok && minio.config.media.storage).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
    const vhost = config({ QUIRE_S3_BUCKET: 'b', QUIRE_S3_ENDPOINT: 'https://s3.example', QUIRE_S3_FORCE_PATH_STYLE: 'false' });
    expect(vhost.ok && vhost.config.media.storage).toMatchObject({ forcePathStyle: false });
  });

  it('names the variable that is wrong', () => {
    const error = (env: Record<string, string>) => {
      const r = config(env);
      return r.ok ? null : r.error;
    };
    expect(error({ QUIRE_UPLOAD_MAX_MB: 'lots' })).toContain('QUIRE_UPLOAD_MAX_MB');
    expect(error({ QUIRE_UPLOAD_MAX_MB: '0' })).toContain('QUIRE_UPLOAD_MAX_MB');
    expect(error({ QUIRE_S3_ENDPOINT: 'http://minio:9000' })).toContain('QUIRE_S3_BUCKET is not');
    expect(error({ QUIRE_S3_BUCKET: 'b', QUIRE_S3_ACCESS_KEY_ID: 'k' })).toContain('QUIRE_S3_SECRET_ACCESS_KEY');
    expect(error({ QUIRE_S3_BUCKET: 'b', QUIRE_S3_ENDPOINT: 'minio:9000' })).toContain('QUIRE_S3_ENDPOINT');
    expect(error({ QUIRE_S3_BUCKET: 'b', QUIRE_S3_FORCE_PATH_STYLE: 'yes' })).toContain('QUIRE_S3_FORCE_PATH_STYLE');
    expect(error({ QUIRE_S3_BUCKET: 'b', QUIRE_MEDIA_DIR: '/x' })).toContain('both set');
  });
});
