import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../server/db/schema';
import { createAppCaches } from '../../server/services/app-caches';
import { createLocalBus, createPostgresBus } from '../../server/services/invalidation-bus';
import { callerFor, createActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database.close();
});

const settingsInput = (phone: string) => ({
  contact: { phone, email: 'hello@drip.example', address: '1 Candy Lane', hoursText: 'Daily 10-6' },
  social: {
    instagram: 'https://instagram.com/drip',
    tiktok: 'https://tiktok.com/@drip',
    youtube: 'https://youtube.com/@drip',
    facebook: 'https://facebook.com/drip',
  },
});

describe('invalidation bus', () => {
  it('calls the subscribers of a topic, and no longer after unsubscribing', async () => {
    const bus = createLocalBus();
    const calls: string[] = [];
    const stop = bus.subscribe('settings', () => calls.push('settings'));
    bus.subscribe('products', () => calls.push('products'));
    await bus.publish('settings');
    stop();
    await bus.publish('settings');
    await bus.publish('products');
    expect(calls).toEqual(['settings', 'products']);
    await expect(bus.publish('Not a topic!')).rejects.toThrow(/Invalid invalidation topic/);
  });

  it('serves public settings from the cache until a back-office change publishes them', async () => {
    const bus = createLocalBus();
    const caches = createAppCaches(bus);
    const visitor = callerFor(database.db, null, { bus, caches });
    const admin = callerFor(database.db, await createActor(database.db, ['admin']), { bus, caches });
    await admin.admin.settings.update(settingsInput('(404) 555-0100'));
    expect((await visitor.content.settings()).contact?.phone).toBe('(404) 555-0100');

    // A write that bypasses the back office is not seen: the answer comes from the cache.
    await database.db
      .update(siteSettings)
      .set({ value: settingsInput('(404) 555-0999').contact })
      .where(eq(siteSettings.key, 'contact'));
    expect((await visitor.content.settings()).contact?.phone).toBe('(404) 555-0100');

    // A back-office change publishes 'settings', and the next read is fresh.
    await admin.admin.settings.update(settingsInput('(404) 555-0200'));
    expect((await visitor.content.settings()).contact?.phone).toBe('(404) 555-0200');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'carries a publish from one connection to another over LISTEN/NOTIFY (PostgreSQL only: PGlite is one process)',
    async () => {
      const first = await createPostgresBus(database.url!);
      const second = await createPostgresBus(database.url!);
      try {
        const heard: string[] = [];
        second.subscribe('products', () => heard.push('products'));
        second.subscribe('blog', () => heard.push('blog'));
        await first.publish('products');
        await expect.poll(() => heard, { timeout: 5000 }).toEqual(['products']);
      } finally {
        await first.close();
        await second.close();
      }
    },
  );
});
