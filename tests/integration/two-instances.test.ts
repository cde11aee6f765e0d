import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { SESSION_COOKIE } from '../../server/auth/cookie';
import { createDatabase, type DatabaseHandle } from '../../server/db/client';
import { createPostgresBus, type InvalidationBus } from '../../server/services/invalidation-bus';
import { MemoryMailer } from '../../server/services/mailer';
import { createActor, testConfig } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { pngImage, uploadImage } from '../helpers/uploads';

const ORIGIN = 'http://localhost:3000';
const onPostgres = Boolean(process.env.DATABASE_URL);

type Instance = { app: FastifyInstance; handle: DatabaseHandle; bus: InvalidationBus };

// Several instances share state only through PostgreSQL; PGlite is an embedded database inside one process, so
// there is no second instance to start on it.
describe.skipIf(!onPostgres)('two app instances on one PostgreSQL database (PostgreSQL only: PGlite is one process)', () => {
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;

  async function startInstance(): Promise<Instance> {
    const handle = createDatabase({ url: database.url! });
    const bus = await createPostgresBus(database.url!);
    const config = { ...testConfig, databaseUrl: database.url!, uploadDir: '/nonexistent/uploads-are-in-the-database' };
    const app = await buildApp({ db: handle.db, config, mailer: new MemoryMailer(), bus });
    return { app, handle, bus };
  }

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    a = await startInstance();
    b = await startInstance();
  });
  afterAll(async () => {
    for (const instance of [a, b]) {
      await instance?.app.close();
      await instance?.bus.close();
      await instance?.handle.close();
    }
    await database?.close();
  });

  function trpc(instance: Instance, path: string, input: unknown, cookie?: string) {
    return instance.app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify({ json: input }),
    });
  }
  function query(instance: Instance, path: string, cookie?: string) {
    return instance.app.inject({ method: 'GET', url: `/trpc/${path}`, headers: cookie ? { cookie } : {} });
  }

  it('a session made on one instance works on the other', async () => {
    const member = await createActor(database.db, ['user']);
    const signIn = await trpc(a, 'account.signIn', { email: member.user.email, password: 'correct horse battery' });
    expect(signIn.statusCode).toBe(200);
    const setCookie = [signIn.headers['set-cookie']].flat().find((c) => c?.startsWith(`${SESSION_COOKIE}=`));
    const cookie = setCookie!.split(';')[0]!;
    const me = await query(b, 'account.me', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().result.data.json).toMatchObject({ email: member.user.email });
  });

  it('an image uploaded through one instance is served by the other', async () => {
    const admin = await createActor(database.db, ['admin']);
    const uploaded = await uploadImage(a.app, admin.token, await pngImage());
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    const served = await b.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals((await a.app.inject({ method: 'GET', url })).rawPayload)).toBe(true);
  });

  it('a content change through one instance is seen by the other at once, by way of an invalidation message', async () => {
    const admin = await createActor(database.db, ['admin']);
    const cookie = `${SESSION_COOKIE}=${admin.token}`;
    const phoneOn = async (instance: Instance) => (await query(instance, 'content.settings')).json().result.data.json.contact?.phone as string | undefined;
    // Instance B has the settings cached before the change.
    const before = await phoneOn(b);
    expect(await phoneOn(b)).toBe(before);

    const heardOnB: string[] = [];
    b.bus.subscribe('settings', () => heardOnB.push('settings'));
    const update = await trpc(
      a,
      'admin.settings.update',
      {
        contact: { phone: '(404) 555-0177', email: 'hello@drip.example', address: '1 Candy Lane', hoursText: 'Daily 10-6' },
        social: {
          instagram: 'https://instagram.com/drip',
          tiktok: 'https://tiktok.com/@drip',
          youtube: 'https://youtube.com/@drip',
          facebook: 'https://facebook.com/drip',
        },
      },
      cookie,
    );
    expect(update.statusCode).toBe(200);
    expect(before).not.toBe('(404) 555-0177');
    await expect.poll(() => heardOnB, { timeout: 5000 }).toEqual(['settings']);
    expect(await phoneOn(b)).toBe('(404) 555-0177');
    expect(await phoneOn(a)).toBe('(404) 555-0177');
  });
});
