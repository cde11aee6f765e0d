import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { SESSION_COOKIE } from '../../server/auth/cookie';
import { auditLog } from '../../server/db/schema';
import { IMAGE_SIZE_MESSAGE, NOT_AN_IMAGE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE } from '../../server/services/image-upload';
import { MemoryMailer } from '../../server/services/mailer';
import { IMAGE_UPLOAD_PATH, ONE_IMAGE_MESSAGE, ONLY_AN_IMAGE_MESSAGE, WRONG_FIELD_MESSAGE } from '../../server/http/upload-route';
import { createActor, testConfig, type TestActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const ORIGIN = 'http://localhost:3000';
let database: TestDatabase;
let app: FastifyInstance;
let uploadDir: string;
let admin: NonNullable<TestActor>;
let member: NonNullable<TestActor>;

beforeAll(async () => {
  database = await createTestDatabase();
  uploadDir = await mkdtemp(path.join(tmpdir(), 'drip-uploads-'));
  app = await buildApp({ db: database.db, config: { ...testConfig, uploadDir }, mailer: new MemoryMailer() });
  admin = await createActor(database.db, ['admin']);
  member = await createActor(database.db, ['user']);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(uploadDir, { recursive: true, force: true });
});
beforeEach(async () => {
  for (const name of await readdir(uploadDir)) await rm(path.join(uploadDir, name));
});

/** A multipart/form-data body with one file part, the way a browser's FormData sends it. */
function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = `----dripboundary${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type Part = { name: string; filename?: string; contentType?: string; content: Buffer | string };

/** A multipart/form-data body with any parts, as a script (not the back office) could send. */
function multipartOf(parts: Part[], boundary = `----dripboundary${Math.random().toString(16).slice(2)}`) {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n` +
        (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
        '\r\n',
    ),
    Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function uploadBody(payload: Buffer, contentType: string) {
  return app.inject({
    method: 'POST',
    url: IMAGE_UPLOAD_PATH,
    payload,
    headers: { 'content-type': contentType, origin: ORIGIN, cookie: `${SESSION_COOKIE}=${admin.token}` },
  });
}

function uploadParts(parts: Part[]) {
  const body = multipartOf(parts);
  return uploadBody(body.payload, body.contentType);
}

function upload(file: Buffer, filename: string, contentType: string, actor: TestActor = admin, origin = ORIGIN) {
  const body = multipart(file, filename, contentType);
  return app.inject({
    method: 'POST',
    url: IMAGE_UPLOAD_PATH,
    payload: body.payload,
    headers: { ...body.headers, origin, ...(actor ? { cookie: `${SESSION_COOKIE}=${actor.token}` } : {}) },
  });
}

async function storedFiles() {
  return readdir(uploadDir);
}

/** A photo with EXIF and a comment, as a phone would make one (with the camera's location in it). */
async function photoWithMetadata(width = 1200, height = 900, format: 'png' | 'jpeg' = 'png') {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 255, g: 105, b: 180 } } }).withExif({
    IFD0: { Make: 'SpyCam', Copyright: 'Secret Location 33.7N 84.3W' },
  });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

describe('image upload', () => {
  it('refuses visitors, members and requests from another site', async () => {
    const png = await photoWithMetadata(10, 10);
    expect((await upload(png, 'a.png', 'image/png', null)).statusCode).toBe(401);
    const asMember = await upload(png, 'a.png', 'image/png', member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ error: { message: 'Access denied. Admin privileges required.' } });
    expect((await upload(png, 'a.png', 'image/png', admin, 'https://evil.example')).statusCode).toBe(403);
    expect(await storedFiles()).toEqual([]);
  });

  it('stores a valid PNG re-encoded as WebP at 400 and 800 px, without its metadata, under random names', async () => {
    const png = await photoWithMetadata();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const response = await upload(png, 'my holiday photo.png', 'image/png');
    expect(response.statusCode).toBe(201);
    // An admin's answer: never kept by a browser or a proxy.
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ url: string; sizes: { width: number; url: string }[]; width: number; height: number }>();
    expect(body.width).toBe(1200);
    expect(body.height).toBe(900);
    expect(body.sizes.map((s) => s.width)).toEqual([400, 800]);
    expect(body.url).toBe(body.sizes[1]!.url);
    for (const size of body.sizes) expect(size.url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}-${size.width}\\.webp$`));

    const files = await storedFiles();
    expect(files.sort()).toEqual(body.sizes.map((s) => s.url.replace('/uploads/', '')).sort());
    for (const name of files) {
      const data = await readFile(path.join(uploadDir, name));
      const meta = await sharp(data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(data.includes(Buffer.from('Secret Location'))).toBe(false);
      expect(meta.width).toBe(name.endsWith('-400.webp') ? 400 : 800);
    }

    // The app serves what it stored.
    const served = await app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, body.url));
    expect(audit.map((a) => [a.action, a.entity, a.actorEmail])).toEqual([['upload', 'image', admin.user.email]]);
  });

  it('accepts JPG, GIF and WebP, and does not enlarge a small image', async () => {
    const base = sharp({ create: { width: 300, height: 200, channels: 3, background: '#8ecae6' } });
    for (const [buffer, name] of [
      [await base.clone().jpeg().toBuffer(), 'a.jpg'],
      [await base.clone().gif().toBuffer(), 'a.gif'],
      [await base.clone().webp().toBuffer(), 'a.webp'],
    ] as const) {
      const response = await upload(buffer, name, 'application/octet-stream');
      expect(response.statusCode, name).toBe(201);
      const stored = await sharp(await readFile(path.join(uploadDir, response.json<{ url: string }>().url.replace('/uploads/', '')))).metadata();
      expect(stored.width).toBe(300);
    }
  });

  it('refuses a renamed executable, whatever its name and declared type say', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(4096, 0x90)]);
    const response = await upload(elf, 'cute-kitten.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { message: NOT_AN_IMAGE_MESSAGE } });
    const windows = await upload(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048)]), 'photo.jpg', 'image/jpeg');
    expect(windows.statusCode).toBe(415);
    expect(await storedFiles()).toEqual([]);
  });

  it('never stores a polyglot as it was sent: a GIF header with script after it is refused or re-encoded', async () => {
    const fake = Buffer.from('GIF89a<html><script>alert(document.cookie)</script></html>');
    const fakeResponse = await upload(fake, 'x.gif', 'image/gif');
    expect(fakeResponse.statusCode).toBe(415);

    const realGif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff69b4' } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([realGif, Buffer.from('<script>alert(document.cookie)</script><img src=x onerror=alert(1)>')]);
    const response = await upload(polyglot, 'x.gif', 'image/gif');
    if (response.statusCode === 201) {
      for (const name of await storedFiles()) {
        const data = await readFile(path.join(uploadDir, name));
        expect((await sharp(data).metadata()).format).toBe('webp');
        expect(data.includes(Buffer.from('<script'))).toBe(false);
        expect(data.includes(Buffer.from('onerror'))).toBe(false);
      }
    } else {
      expect(response.statusCode).toBe(415);
      expect(await storedFiles()).toEqual([]);
    }
  });

  it('refuses SVG, even named and typed as a PNG', async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ] as const) {
      const response = await upload(svg, name, type);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: { message: UNSUPPORTED_IMAGE_MESSAGE } });
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file over 5 MB and accepts one just under it', async () => {
    const big = Buffer.concat([await photoWithMetadata(100, 100), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload(big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { message: IMAGE_SIZE_MESSAGE } });
    expect(await storedFiles()).toEqual([]);

    // Random pixels do not compress: a 1280×1280 noise PNG is about 4.7 MB, over the app's 1 MB body limit for JSON.
    const noise = Buffer.alloc(1280 * 1280 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const nearLimit = await sharp(noise, { raw: { width: 1280, height: 1280, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(nearLimit.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(nearLimit.length).toBeLessThan(5 * 1024 * 1024);
    expect((await upload(nearLimit, 'noise.png', 'image/png')).statusCode).toBe(201);
  });

  it('refuses a request without a file', async () => {
    const response = await app.inject({
      method: 'POST',
      url: IMAGE_UPLOAD_PATH,
      payload: { not: 'a file' },
      headers: { origin: ORIGIN, cookie: `${SESSION_COOKIE}=${admin.token}` },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { message: NOT_AN_IMAGE_MESSAGE } });
  });

  it('keeps no file when the audit row cannot be written', async () => {
    await database.db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end $$`);
    await database.db.execute(sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`);
    try {
      const response = await upload(await photoWithMetadata(50, 50), 'a.png', 'image/png');
      expect(response.statusCode).toBe(500);
    } finally {
      await database.db.execute(sql`drop trigger refuse_audit on audit_log`);
      await database.db.execute(sql`drop function refuse_audit()`);
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses two images in one request, keeping neither, instead of dropping the second', async () => {
    const first = await photoWithMetadata(30, 30);
    const second = await photoWithMetadata(40, 40, 'jpeg');
    const image = (content: Buffer, filename: string, name = 'file'): Part => ({ name, filename, contentType: 'image/png', content });
    for (const parts of [
      [image(first, 'a.png'), image(second, 'b.jpg')],
      [image(first, 'a.png'), image(second, 'b.jpg', 'file2')],
      [image(first, 'a.png'), image(second, 'b.jpg'), image(first, 'c.png')],
    ]) {
      const response = await uploadParts(parts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { message: ONE_IMAGE_MESSAGE } });
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses extra fields, a wrongly named part, many parts and a broken body with a readable 400', async () => {
    const png = await photoWithMetadata(30, 30);
    const image: Part = { name: 'file', filename: 'a.png', contentType: 'image/png', content: png };
    const cases: [Part[], string][] = [
      [[image, { name: 'caption', content: 'hello' }], ONLY_AN_IMAGE_MESSAGE],
      [[{ name: 'caption', content: 'hello' }, image], ONLY_AN_IMAGE_MESSAGE],
      [[{ ...image, name: 'picture' }], WRONG_FIELD_MESSAGE],
      [[{ name: 'file', content: 'not a file part' }], ONLY_AN_IMAGE_MESSAGE],
      [Array.from({ length: 500 }, (_, i) => ({ name: `f${i}`, content: 'x' })), ONLY_AN_IMAGE_MESSAGE],
      [[], NOT_AN_IMAGE_MESSAGE],
    ];
    for (const [parts, message] of cases) {
      const response = await uploadParts(parts);
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toEqual({ error: { message } });
    }
    // Cut short in the middle of the file, and with no boundary at all.
    const whole = multipartOf([image]);
    const truncated = await uploadBody(whole.payload.subarray(0, 200), whole.contentType);
    expect(truncated.statusCode).toBe(400);
    const noBoundary = await uploadBody(whole.payload, 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(await storedFiles()).toEqual([]);
  });
});
