import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { storedFiles } from '../../server/db/schema';
import { MemoryMailer } from '../../server/services/mailer';
import { createActor, testConfig, type TestActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { pngImage, uploadImage } from '../helpers/uploads';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
let database: TestDatabase;
let uploadDir: string;
let admin: NonNullable<TestActor>;

beforeAll(async () => {
  database = await createTestDatabase();
  uploadDir = await mkdtemp(path.join(tmpdir(), 'drip-storage-'));
  admin = await createActor(database.db, ['admin']);
});
afterAll(async () => {
  await database.close();
  await rm(uploadDir, { recursive: true, force: true });
});

async function appWith(databaseUrl: string | undefined): Promise<FastifyInstance> {
  return buildApp({ db: database.db, config: { ...testConfig, uploadDir, databaseUrl }, mailer: new MemoryMailer() });
}

describe('upload storage', () => {
  it('keeps uploads in the database when DATABASE_URL is set, and serves them from there for a year, immutable', async () => {
    const app = await appWith('postgres://db.example/drip');
    try {
      const response = await uploadImage(app, admin.token, await pngImage());
      expect(response.statusCode).toBe(201);
      const { url, sizes } = response.json<{ url: string; sizes: { url: string }[] }>();
      // Nothing on this instance's disk: every size is a database row.
      expect(await readdir(uploadDir)).toEqual([]);
      const rows = await database.db.select({ name: storedFiles.name, contentType: storedFiles.contentType }).from(storedFiles);
      expect(rows.map((r) => `/uploads/${r.name}`).sort()).toEqual(expect.arrayContaining(sizes.map((s) => s.url)));

      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe(YEAR_IMMUTABLE);
      const [row] = await database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.name, url.replace('/uploads/', '')));
      expect(served.rawPayload.equals(row!.data)).toBe(true);
      expect(served.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');

      for (const missing of ['/uploads/0123456789abcdef0123456789abcdef-640.webp', '/uploads/..%2f..%2fetc%2fpasswd', '/uploads/NOT_SAFE.webp']) {
        const response404 = await app.inject({ method: 'GET', url: missing });
        expect(response404.statusCode).toBe(404);
        expect(response404.headers['cache-control']).toBe('no-store');
      }
    } finally {
      await app.close();
    }
  });

  it('keeps uploads in the upload folder with the embedded database, served with the same caching', async () => {
    const app = await appWith(undefined);
    try {
      const before = await database.db.select({ name: storedFiles.name }).from(storedFiles);
      const response = await uploadImage(app, admin.token, await pngImage());
      expect(response.statusCode).toBe(201);
      const { url } = response.json<{ url: string }>();
      expect(await readdir(uploadDir)).toContain(url.replace('/uploads/', ''));
      expect(await database.db.select({ name: storedFiles.name }).from(storedFiles)).toHaveLength(before.length);
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe(YEAR_IMMUTABLE);
      expect((await app.inject({ method: 'GET', url: '/uploads/0123456789abcdef0123456789abcdef-640.webp' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
