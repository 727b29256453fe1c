// Images through the fetch handler (issue 15; platform-reference §2.1 /_/upload and /media/{mediaResourceId}),
// on PGlite and (with TEST_DATABASE_URL) PostgreSQL: an upload is signed in, carries the xsrf token, is held to
// its size limit as it streams, is sniffed from its bytes, loses its EXIF, is stored once per width and never
// upscaled; /media/{id} serves the width asked for with immutable cache headers; nothing bad gets a 5xx.
import fc from 'fast-check';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createServerAdapter } from '@whatwg-node/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMediaStorage } from '../media/media-storage.memory.ts';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App, AppOptions } from './app.ts';
import { anonymous, signedIn, type Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

type Answer = { status: number; body: any };

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });

/** A JPEG as a phone takes it: EXIF with the camera and the place, and an orientation turning it a quarter. */
const phoneJpeg = (width: number, height: number) =>
  solid(width, height)
    .jpeg()
    .withExif({ IFD0: { Make: 'QuirePhone', Model: 'Q1', Copyright: 'Lena Fischer' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

function form(bytes: Uint8Array | string, { field = 'image', name = 'photo', type = 'application/octet-stream' } = {}): FormData {
  const data = new FormData();
  data.append(field, new Blob([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], { type }), name);
  return data;
}

async function answer(response: Response): Promise<Answer> {
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, body: type.includes('json') ? await response.json() : await response.text() };
}

for (const factory of testStores()) {
  describe(`images on ${factory.name} (platform-reference §2.1 /_/upload, /media/{mediaResourceId}; §9 widths)`, () => {
    let store: Store;
    let app: App;
    let lena: Browser;
    let storage: ReturnType<typeof memoryMediaStorage>;

    const build = (media: Partial<NonNullable<AppOptions['media']>> = {}) => {
      storage = memoryMediaStorage();
      app = testApp(store, { devSignIn: true, media: { storage, ...media } });
      return app;
    };
    const upload = async (browser: Browser, body: BodyInit, { purpose, headers = {} }: { purpose?: string; headers?: Record<string, string> } = {}) =>
      answer(
        await browser.fetch(`/_/upload${purpose ? `?purpose=${purpose}` : ''}`, {
          method: 'POST',
          headers: { 'x-xsrf-token': browser.xsrf, ...headers },
          body,
        }),
      );
    /** The keys stored for one image, narrowest first. */
    const keysOf = (id: string) => storage.keys().filter((k) => k.startsWith(`${id}/`)).sort((a, b) => Number(a.split('/')[1]) - Number(b.split('/')[1]));
    const rows = async () => Number((await store.db.selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const served = async (path: string, headers: Record<string, string> = {}) => app.fetch(new Request(`http://localhost${path}`, { headers }));
    const sizeOf = async (response: Response) => {
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      return { width: meta.width, height: meta.pageHeight ?? meta.height, format: meta.format, exif: meta.exif, orientation: meta.orientation, icc: meta.icc };
    };

    beforeAll(async () => {
      store = await factory.open();
      build();
      lena = await signedIn(() => app, 'lena_fischer');
    });
    afterAll(async () => {
      await store.close();
    });

    it('takes a phone JPEG: turned upright, stored at each width it reaches, its EXIF gone (201)', async () => {
      const jpeg = await phoneJpeg(1500, 1000);
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const stored = await upload(lena, form(jpeg, { type: 'image/jpeg' }));
      expect(stored.status).toBe(201);
      // Orientation 6 turns it a quarter: 1000 wide and 1500 tall as shown.
      expect(stored.body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), width: 1000, height: 1500, mimeType: 'image/jpeg' });
      const { id } = stored.body as { id: string };
      expect(keysOf(id)).toEqual([160, 320, 680, 1000].map((w) => `${id}/${w}`));

      const widest = await served(`/media/${id}`);
      expect(widest.status).toBe(200);
      expect(widest.headers.get('content-type')).toBe('image/jpeg');
      const shown = await sizeOf(widest);
      expect(shown).toMatchObject({ width: 1000, height: 1500, format: 'jpeg', exif: undefined, orientation: undefined });
      const bytes = Buffer.from(await (await served(`/media/${id}?w=160`)).arrayBuffer());
      expect(bytes.includes(Buffer.from('QuirePhone'))).toBe(false);
      expect(bytes.includes(Buffer.from('Lena Fischer'))).toBe(false);

      const row = await store.db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const owner = await store.db.selectFrom('users').select('id').where('username', '=', 'lena_fischer').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ ownerId: owner.id, purpose: 'image', mimeType: 'image/jpeg', width: 1000, height: 1500, byteSize: jpeg.byteLength });
      expect(row.widths.map(Number)).toEqual([160, 320, 680, 1000]);
    });

    it('serves the narrowest stored width at least ?w= wide, else the widest; never upscaled', async () => {
      const { body } = await upload(lena, form(await solid(1300, 650).png().toBuffer()));
      const widthAt = async (query: string) => (await sizeOf(await served(`/media/${body.id}${query}`))).width;
      expect(await widthAt('?w=1')).toBe(160);
      expect(await widthAt('?w=160')).toBe(160);
      expect(await widthAt('?w=161')).toBe(320);
      expect(await widthAt('?w=700')).toBe(1192);
      expect(await widthAt('?w=1193')).toBe(1300);
      expect(await widthAt('?w=5000')).toBe(1300);
      expect(await widthAt('')).toBe(1300);
      expect((await served(`/media/${body.id}?w=wide`)).status).toBe(400);
      expect((await served(`/media/${body.id}?w=0`)).status).toBe(400);
      // A small image is stored once, at its own width.
      const small = await upload(lena, form(await solid(90, 60).png().toBuffer()));
      expect(keysOf(small.body.id)).toEqual([`${small.body.id}/90`]);
      expect(await sizeOf(await served(`/media/${small.body.id}?w=680`))).toMatchObject({ width: 90, height: 60 });
    });

    it('serves images immutable, with an ETag, nosniff and a 304 for a known ETag; unknown ids are 404', async () => {
      const { body } = await upload(lena, form(await solid(400, 300).webp().toBuffer()));
      const response = await served(`/media/${body.id}?w=300`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-type')).toBe('image/webp');
      const etag = response.headers.get('etag');
      expect(etag).toBe(`"${body.id}-320"`);
      expect(etag).not.toBe((await served(`/media/${body.id}`)).headers.get('etag'));
      const again = await served(`/media/${body.id}?w=300`, { 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect((await served('/media/0123456789abcdef01234567')).status).toBe(404);
      expect((await served('/media/not-an-id')).status).toBe(404);
      expect((await served('/media/%E0%A4%A')).status).toBe(404);
      expect((await app.fetch(new Request(`http://localhost/media/${body.id}`, { method: 'DELETE' }))).status).toBe(405);
      const head = await app.fetch(new Request(`http://localhost/media/${body.id}?w=300`, { method: 'HEAD' }));
      expect(head.status).toBe(200);
      expect(head.headers.get('etag')).toBe(etag);
      expect(head.headers.get('content-type')).toBe('image/webp');
    });

    it('still draws the demo corpus’s images', async () => {
      const demo = await served('/media/demo-abc123');
      expect(demo.status).toBe(200);
      expect(demo.headers.get('content-type')).toBe('image/svg+xml');
      expect(demo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await demo.text()).toMatch(/^<svg /);
    });

    it('takes PNG, GIF, WebP and AVIF, and serves each as its own type', async () => {
      const images: [string, Buffer][] = [
        ['image/png', await solid(500, 400).png().toBuffer()],
        ['image/gif', await solid(500, 400).gif().toBuffer()],
        ['image/webp', await solid(500, 400).webp().toBuffer()],
        ['image/avif', await solid(500, 400).avif().toBuffer()],
      ];
      for (const [type, bytes] of images) {
        // The type the browser claims is ignored: the bytes decide.
        const stored = await upload(lena, form(bytes, { type: 'text/plain' }));
        expect(stored).toEqual({ status: 201, body: { id: expect.any(String), width: 500, height: 400, mimeType: type } });
        const response = await served(`/media/${stored.body.id}?w=200`);
        expect(response.headers.get('content-type')).toBe(type);
        expect(await sizeOf(response)).toMatchObject({ width: 320, height: 256 });
      }
    });

    it('keeps every frame of an animated GIF at each width', async () => {
      const frame = (background: string) => sharp({ create: { width: 400, height: 300, channels: 3, background } }).png().toBuffer();
      const gif = await sharp([await frame('#f00'), await frame('#0f0'), await frame('#00f')], { join: { animated: true } }).gif().toBuffer();
      const stored = await upload(lena, form(gif));
      expect(stored.body).toMatchObject({ width: 400, height: 300, mimeType: 'image/gif' });
      const served320 = Buffer.from(await (await served(`/media/${stored.body.id}?w=300`)).arrayBuffer());
      expect(await sharp(served320, { animated: true }).metadata()).toMatchObject({ format: 'gif', pages: 3, width: 320, pageHeight: 240 });
    });

    it('refuses SVG, HTML, HEIC-like and cut-short files with 415, storing nothing', async () => {
      const before = { rows: await rows(), keys: storage.keys().length };
      const jpeg = await solid(800, 600).jpeg().toBuffer();
      const png = await solid(800, 600).png().toBuffer();
      const refused = [
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
        '<!doctype html><html><script>alert(1)</script></html>',
        Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]),
        jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        png.subarray(0, png.length - 40),
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('not really a jpeg')]),
      ];
      for (const bytes of refused) {
        const answer = await upload(lena, form(bytes, { type: 'image/png' }));
        expect(answer.status).toBe(415);
        expect(answer.body).toEqual({ error: 'UNSUPPORTED_TYPE', message: expect.any(String) });
      }
      expect(await rows()).toBe(before.rows);
      expect(storage.keys().length).toBe(before.keys);
    });

    it('refuses an upload over QUIRE_UPLOAD_MAX_MB with 413 while it streams, storing nothing', async () => {
      const small = build({ uploadMaxMb: 0.05 }); // 51,200 bytes
      const browser = await signedIn(() => small, 'lena_fischer');
      const before = await rows();
      const big = Buffer.alloc(300_000, 7);
      const declared = await upload(browser, form(big));
      expect(declared).toEqual({ status: 413, body: { error: 'TOO_LARGE', message: 'The image is larger than 0.05 MB. Choose a smaller one.' } });
      // A chunked body that declares no length is stopped once it passes the limit.
      const chunks = Array.from({ length: 40 }, () => new Uint8Array(16_384));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (next) {
            sent += 1;
            controller.enqueue(next);
          } else controller.close();
        },
      });
      const streamed = await browser.fetch('/_/upload', {
        method: 'POST',
        headers: { 'x-xsrf-token': browser.xsrf, 'content-type': 'multipart/form-data; boundary=x' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(((await streamed.json()) as { error: string }).error).toBe('TOO_LARGE');
      expect(sent).toBeLessThan(40);
      // Just over the image limit but within the form's allowance: the file itself is held to the limit.
      const justOver = await upload(browser, form(Buffer.alloc(53_000, 1)));
      expect(justOver.status).toBe(413);
      expect(await rows()).toBe(before);
      expect(storage.keys()).toEqual([]);
      build();
    });

    it('delivers the 413 over a real socket while the client is still sending, then closes the connection', async () => {
      const small = build({ uploadMaxMb: 0.05 });
      const browser = await signedIn(() => small, 'lena_fischer');
      const server = createServer(createServerAdapter((request: Request) => small.fetch(request)));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
        const received: Buffer[] = [];
        const closed = new Promise<void>((resolve) => {
          socket.on('data', (chunk: Buffer) => received.push(chunk));
          socket.on('close', () => resolve());
          socket.on('error', () => {});
        });
        // A 30 MB upload declared up front, of which the client has sent only the first 64 KB.
        socket.write(
          [
            'POST /_/upload HTTP/1.1',
            'Host: localhost',
            `Cookie: ${browser.cookieHeader()}`,
            `x-xsrf-token: ${browser.xsrf}`,
            'Content-Type: multipart/form-data; boundary=x',
            'Content-Length: 30000000',
            '',
            '',
          ].join('\r\n'),
        );
        socket.write(Buffer.alloc(65_536, 1));
        await closed;
        const answer = Buffer.concat(received).toString('utf8');
        expect(answer).toMatch(/^HTTP\/1\.1 413 /);
        expect(answer.toLowerCase()).toContain('connection: close');
        expect(answer).toContain('"error":"TOO_LARGE"');
      } finally {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        build();
      }
    });

    it('answers 401 to a browser that is not signed in, and 403 without the session’s xsrf token (cross-site)', async () => {
      const png = await solid(50, 50).png().toBuffer();
      const stranger = await anonymous(() => app).start();
      expect(await upload(stranger, form(png))).toEqual({ status: 401, body: { error: 'UNAUTHORIZED', message: 'Sign in to upload images.' } });
      expect((await upload(anonymous(() => app), form(png), { headers: { 'x-xsrf-token': '' } })).status).toBe(401);
      // A form another site posts carries the cookie but cannot carry the token.
      const crossSite = await lena.fetch('/_/upload', { method: 'POST', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, body: form(png) });
      expect(await answer(crossSite)).toEqual({ status: 403, body: { error: 'FORBIDDEN', message: expect.stringContaining('x-xsrf-token') } });
      expect((await upload(lena, form(png), { headers: { 'x-xsrf-token': 'forged' } })).status).toBe(403);
    });

    it('answers 400 to a form without its one image field, a bad purpose or a body that is no form; 405 to GET', async () => {
      const png = await solid(50, 50).png().toBuffer();
      expect((await upload(lena, form(png, { field: 'file' }))).body.error).toBe('BAD_REQUEST');
      const two = form(png);
      two.append('image', new Blob([png]), 'second.png');
      expect((await upload(lena, two)).status).toBe(400);
      const text = new FormData();
      text.append('image', 'not a file');
      expect((await upload(lena, text)).status).toBe(400);
      expect((await upload(lena, form(png), { purpose: 'banner' })).status).toBe(400);
      expect((await upload(lena, png, { headers: { 'content-type': 'image/png' } })).status).toBe(400);
      expect((await upload(lena, '--x\r\nbroken', { headers: { 'content-type': 'multipart/form-data; boundary=x' } })).status).toBe(400);
      expect((await lena.get('/_/upload')).status).toBe(405);
    });

    it('crops avatars and favicons to a centred 128 × 128 square, with the 2× 256', async () => {
      for (const purpose of ['avatar', 'favicon']) {
        const stored = await upload(lena, form(await solid(900, 600).jpeg().toBuffer()), { purpose });
        expect(stored).toEqual({ status: 201, body: { id: expect.any(String), width: 256, height: 256, mimeType: 'image/jpeg' } });
        expect(keysOf(stored.body.id)).toEqual([`${stored.body.id}/128`, `${stored.body.id}/256`]);
        expect(await sizeOf(await served(`/media/${stored.body.id}?w=128`))).toMatchObject({ width: 128, height: 128 });
        expect(await sizeOf(await served(`/media/${stored.body.id}?w=200`))).toMatchObject({ width: 256, height: 256 });
      }
      // The centre is kept: a wide image with a red middle and blue sides crops to red.
      const striped = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#0000ff' } })
        .composite([{ input: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } }).png().toBuffer(), left: 200, top: 0 }])
        .png()
        .toBuffer();
      const avatar = await upload(lena, form(striped), { purpose: 'avatar' });
      const { dominant } = await sharp(Buffer.from(await (await served(`/media/${avatar.body.id}?w=128`)).arrayBuffer())).stats();
      expect(dominant.r).toBeGreaterThan(200);
      expect(dominant.b).toBeLessThan(60);
      // A small avatar is never enlarged.
      const tiny = await upload(lena, form(await solid(100, 80).png().toBuffer()), { purpose: 'avatar' });
      expect(tiny.body).toMatchObject({ width: 80, height: 80 });
    });

    it('limits uploads per user in the store: 429 with Retry-After past the limit', async () => {
      const limited = build({ uploadsPerHour: 2 });
      const browser = await signedIn(() => limited, 'maya_chen');
      const png = await solid(40, 40).png().toBuffer();
      expect((await upload(browser, form(png))).status).toBe(201);
      expect((await upload(browser, form(png))).status).toBe(201);
      const third = await browser.fetch('/_/upload', { method: 'POST', headers: { 'x-xsrf-token': browser.xsrf }, body: form(png) });
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await third.json()) as { error: string }).error).toBe('RATE_LIMITED');
      build();
    });

    it('never answers a 5xx, whatever bytes are uploaded (fuzz)', async () => {
      const fuzzing = build({ uploadsPerHour: 100_000 });
      const browser = await signedIn(() => fuzzing, 'lena_fischer');
      const real = await solid(64, 48).png().toBuffer();
      const heads = [[0xff, 0xd8, 0xff], [...real.subarray(0, 33)], [...Buffer.from('GIF89a')], [...Buffer.from('RIFF\0\0\0\0WEBPVP8 ')], [0, 0, 0, 24, ...Buffer.from('ftypavif\0\0\0\0avifmif1')], []];
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...heads), fc.uint8Array({ maxLength: 2048 }), async (head, tail) => {
          const response = await browser.fetch('/_/upload', { method: 'POST', headers: { 'x-xsrf-token': browser.xsrf }, body: form(Uint8Array.from([...head, ...tail])) });
          statuses.add(response.status);
          expect(response.status).toBeLessThan(500);
          expect([201, 413, 415]).toContain(response.status);
          await response.body?.cancel();
        }),
        { numRuns: 300 },
      );
      expect(statuses.has(415)).toBe(true);
      build();
    });
  });
}
