import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { SESSION_COOKIE } from '../../server/auth/cookie';
import { auditLog, products } from '../../server/db/schema';
import { IMAGE_ADDRESS_PATH } from '../../server/http/upload-route';
import { IMAGE_DIMENSIONS_MESSAGE, NOT_AN_IMAGE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE } from '../../server/services/image-upload';
import { MemoryMailer } from '../../server/services/mailer';
import {
  HTTPS_ONLY_MESSAGE,
  isPublicAddress,
  PRIVATE_ADDRESS_MESSAGE,
  REMOTE_TOO_LARGE_MESSAGE,
  remoteStatusMessage,
  TIMEOUT_MESSAGE,
  FETCH_TIMEOUT_MS,
  TOO_MANY_REDIRECTS_MESSAGE,
  UNKNOWN_HOST_MESSAGE,
  type RemoteImageFetcher,
  type RemoteResponse,
} from '../../server/services/remote-image';
import { IMAGE_URL_MESSAGE } from '../../shared/schemas/image-url';
import { callerFor, createActor, testConfig, type TestActor } from '../helpers/callers';
import { pngImage, uploadImage } from '../helpers/uploads';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The server fetches outside image addresses; these tests never reach the internet. A plain-HTTP server on this
// machine stands in for the outside world: the injected resolver answers with made-up public addresses (or real
// private ones, to be refused), and the injected request sends what would have gone to that address to the local
// server instead, recording every address it was asked to connect to.

const ORIGIN = 'http://localhost:3000';
const PUBLIC_IP = '93.184.216.34';
let database: TestDatabase;
let app: FastifyInstance;
let uploadDir: string;
let admin: NonNullable<TestActor>;
let member: NonNullable<TestActor>;
let outside: http.Server;
let outsidePort: number;
let png: Buffer;
/** Host name to the addresses the stand-in resolver gives. */
const dns: Record<string, string[]> = {};
/** Every connection the fetcher made: the URL and the address it was pinned to. */
const connections: { url: string; address: string }[] = [];

const fetcher: RemoteImageFetcher = {
  resolve: async (hostname) => {
    const found = dns[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  },
  request: (url, address, signal) => {
    connections.push({ url: url.href, address });
    return new Promise<RemoteResponse>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port: outsidePort, path: `${url.pathname}${url.search}`, headers: { 'x-host': url.host }, signal },
        (response) => {
          const length = Number(response.headers['content-length']);
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            contentLength: Number.isFinite(length) ? length : null,
            body: response,
          });
        },
      );
      request.on('error', reject);
    });
  },
  // As long as the site's own wait, so streaming a body past the size limit never loses a race with the clock on a
  // busy machine; the test of a server that never answers shortens it.
  timeoutMs: FETCH_TIMEOUT_MS,
};

beforeAll(async () => {
  png = await pngImage(640, 480);
  outside = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/tote.png') {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      response.end(png);
    } else if (url.startsWith('/redirect/')) {
      // /redirect/<n>/<target>: n more hops, then the target (a whole address).
      const [, , hops, ...rest] = url.split('/');
      const target = decodeURIComponent(rest.join('/'));
      const left = Number(hops);
      response.writeHead(302, { location: left > 1 ? `/redirect/${left - 1}/${encodeURIComponent(target)}` : target });
      response.end();
    } else if (url === '/page.html') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end('<!doctype html><title>Not a picture</title>');
    } else if (url === '/drawing.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    } else if (url === '/endless.png') {
      // No declared length: the limit must hold while the body streams.
      response.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(256 * 1024, 1);
      const write = () => {
        while (response.write(chunk)) {
          if (response.writableLength > 64 * 1024 * 1024) return;
        }
        response.once('drain', write);
      };
      response.on('close', () => response.removeAllListeners('drain'));
      write();
    } else if (url === '/declared-huge.png') {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(50 * 1024 * 1024) });
      response.write(png);
    } else if (url === '/silent.png') {
      // Never answers.
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  outsidePort = (outside.address() as AddressInfo).port;

  database = await createTestDatabase();
  uploadDir = await mkdtemp(path.join(tmpdir(), 'drip-address-'));
  app = await buildApp({ db: database.db, config: { ...testConfig, uploadDir }, mailer: new MemoryMailer(), imageFetcher: fetcher });
  admin = await createActor(database.db, ['admin']);
  member = await createActor(database.db, ['user']);
});
afterAll(async () => {
  await app.close();
  outside.closeAllConnections();
  await new Promise((resolve) => outside.close(resolve));
  await database.close();
  await rm(uploadDir, { recursive: true, force: true });
});
beforeEach(async () => {
  for (const name of await readdir(uploadDir)) await rm(path.join(uploadDir, name));
  for (const key of Object.keys(dns)) delete dns[key];
  dns['images.example'] = [PUBLIC_IP];
  dns['cdn.example'] = ['2606:4700::6810:84e5'];
  connections.length = 0;
});

function keepACopy(url: unknown, actor: TestActor = admin) {
  return app.inject({
    method: 'POST',
    url: IMAGE_ADDRESS_PATH,
    payload: { url },
    headers: { origin: ORIGIN, ...(actor ? { cookie: `${SESSION_COOKIE}=${actor.token}` } : {}) },
  });
}

async function refusal(url: string) {
  const response = await keepACopy(url);
  return { status: response.statusCode, message: (response.json() as { error?: { message?: string } }).error?.message };
}

describe('an outside image address', () => {
  it('is fetched once, re-encoded like an upload, stored on the site and logged with where it came from', async () => {
    const response = await keepACopy('https://images.example/tote.png');
    expect(response.statusCode).toBe(201);
    const image = response.json() as { url: string; width: number; height: number; sizes: { url: string }[] };
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{32}-800\.webp$/);
    expect({ width: image.width, height: image.height }).toEqual({ width: 640, height: 480 });
    expect((await readdir(uploadDir)).sort()).toEqual(image.sizes.map((size) => path.basename(size.url)).sort());
    // The stored copy is a WebP the site serves itself.
    const served = await app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect(connections).toEqual([{ url: 'https://images.example/tote.png', address: PUBLIC_IP }]);

    const logged = await database.db.select().from(auditLog).where(eq(auditLog.entityId, image.url));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ action: 'upload', actorId: admin.user.id, detail: { from: 'https://images.example/tote.png' } });
  });

  it('is followed through a few redirects, each one checked', async () => {
    const target = encodeURIComponent('https://cdn.example/tote.png');
    expect((await keepACopy(`https://images.example/redirect/2/${target}`)).statusCode).toBe(201);
    expect(connections.map((c) => c.address)).toEqual([PUBLIC_IP, PUBLIC_IP, '2606:4700::6810:84e5']);
  });

  it('is refused after too many redirects', async () => {
    const target = encodeURIComponent('https://images.example/tote.png');
    expect(await refusal(`https://images.example/redirect/4/${target}`)).toEqual({ status: 400, message: TOO_MANY_REDIRECTS_MESSAGE });
    expect(await readdir(uploadDir)).toEqual([]);
  });

  it('is refused unless it is https, also when a redirect leads to plain http', async () => {
    expect(await refusal('http://images.example/tote.png')).toEqual({ status: 400, message: HTTPS_ONLY_MESSAGE });
    expect(await refusal('ftp://images.example/tote.png')).toEqual({ status: 400, message: HTTPS_ONLY_MESSAGE });
    expect(connections).toEqual([]);
    const target = encodeURIComponent('http://images.example/tote.png');
    expect(await refusal(`https://images.example/redirect/1/${target}`)).toEqual({ status: 400, message: HTTPS_ONLY_MESSAGE });
    expect(connections).toHaveLength(1);
  });

  it.each([
    'https://127.0.0.1/tote.png',
    'https://10.0.0.8/tote.png',
    'https://169.254.169.254/latest/meta-data/',
    'https://192.168.1.1/tote.png',
    'https://172.20.0.1/tote.png',
    'https://[::1]/tote.png',
    'https://[::ffff:127.0.0.1]/tote.png',
    'https://[fd00::1]/tote.png',
    'https://[fe80::1]/tote.png',
    'https://0.0.0.0/tote.png',
    'https://2130706433/tote.png', // 127.0.0.1 written as one number
  ])('is refused without connecting when it names a private address: %s', async (address) => {
    expect(await refusal(address)).toEqual({ status: 400, message: PRIVATE_ADDRESS_MESSAGE });
    expect(connections).toEqual([]);
  });

  it('is refused without connecting when its name resolves to a private address, even alongside a public one', async () => {
    dns['inside.example'] = ['10.1.2.3'];
    dns['metadata.example'] = ['169.254.169.254'];
    dns['loopback.example'] = ['::1'];
    dns['mixed.example'] = [PUBLIC_IP, '127.0.0.1'];
    for (const host of ['inside.example', 'metadata.example', 'loopback.example', 'mixed.example']) {
      expect(await refusal(`https://${host}/tote.png`)).toEqual({ status: 400, message: PRIVATE_ADDRESS_MESSAGE });
    }
    expect(connections).toEqual([]);
  });

  it('is refused when a redirect leads to a private address', async () => {
    dns['inside.example'] = ['10.1.2.3'];
    for (const target of ['https://inside.example/tote.png', 'https://169.254.169.254/latest/meta-data/', 'https://[::1]/tote.png']) {
      connections.length = 0;
      expect(await refusal(`https://images.example/redirect/1/${encodeURIComponent(target)}`)).toEqual({ status: 400, message: PRIVATE_ADDRESS_MESSAGE });
      // Only the first, public hop was ever connected to.
      expect(connections.map((c) => c.address)).toEqual([PUBLIC_IP]);
    }
  });

  it('is refused when it is too big, whether the size is declared or only seen while streaming', async () => {
    expect(await refusal('https://images.example/declared-huge.png')).toEqual({ status: 413, message: REMOTE_TOO_LARGE_MESSAGE });
    expect(await refusal('https://images.example/endless.png')).toEqual({ status: 413, message: REMOTE_TOO_LARGE_MESSAGE });
    expect(await readdir(uploadDir)).toEqual([]);
  });

  it('is refused when the bytes are not a picture the site accepts, whatever the server calls them', async () => {
    expect(await refusal('https://images.example/page.html')).toEqual({ status: 415, message: NOT_AN_IMAGE_MESSAGE });
    expect(await refusal('https://images.example/drawing.svg')).toEqual({ status: 415, message: UNSUPPORTED_IMAGE_MESSAGE });
    expect(await refusal('https://images.example/missing.png')).toEqual({ status: 400, message: remoteStatusMessage(404) });
    expect(await refusal('https://nowhere.example/tote.png')).toEqual({ status: 400, message: UNKNOWN_HOST_MESSAGE });
    expect(await readdir(uploadDir)).toEqual([]);
  });

  it('is given up when the server does not answer in time', async () => {
    fetcher.timeoutMs = 300;
    try {
      expect(await refusal('https://images.example/silent.png')).toEqual({ status: 400, message: TIMEOUT_MESSAGE });
    } finally {
      fetcher.timeoutMs = FETCH_TIMEOUT_MS;
    }
  });

  it('is for admins only', async () => {
    expect((await keepACopy('https://images.example/tote.png', null)).statusCode).toBe(401);
    expect((await keepACopy('https://images.example/tote.png', member)).statusCode).toBe(403);
    expect((await keepACopy({ not: 'a string' })).statusCode).toBe(400);
    expect(connections).toEqual([]);
  });

  it('cannot be saved on a product as it is: only a stored copy can', async () => {
    const api = callerFor(database.db, admin);
    const product = { name: 'Tote', category: 'fluff-collection' as const, priceCents: 1500 };
    await expect(api.admin.products.create({ ...product, images: [{ imageUrl: 'https://cdn.example/tote.jpg' }] })).rejects.toThrow(IMAGE_URL_MESSAGE);
    expect(await database.db.select().from(products).where(eq(products.name, 'Tote'))).toEqual([]);
  });
});

describe('isPublicAddress', () => {
  it('knows the public internet from the rest', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::6810:84e5', '::ffff:8.8.8.8']) expect(isPublicAddress(address)).toBe(true);
    for (const address of ['127.0.0.1', '10.255.0.1', '100.64.0.1', '169.254.169.254', '172.31.255.255', '192.168.0.1', '224.0.0.1', '255.255.255.255']) {
      expect(isPublicAddress(address)).toBe(false);
    }
    for (const address of ['::', '::1', '::ffff:10.0.0.1', 'fc00::1', 'fe80::1', 'ff02::1', '64:ff9b::a00:1', 'not an address']) {
      expect(isPublicAddress(address)).toBe(false);
    }
  });
});

describe('an upload with too many pixels', () => {
  it('is told so, not that it is not an image', async () => {
    const huge = await sharp({ create: { width: 12000, height: 12000, channels: 3, background: { r: 250, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const response = await uploadImage(app, admin.token, huge);
    expect(response.statusCode).toBe(413);
    expect((response.json() as { error: { message: string } }).error.message).toBe(IMAGE_DIMENSIONS_MESSAGE);
  });
});
