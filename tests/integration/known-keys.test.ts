import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, fundraiserGroups, fundraiserStands } from '../../server/db/schema';
import { createAppCaches } from '../../server/services/app-caches';
import { createLocalBus } from '../../server/services/invalidation-bus';
import { callerFor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// A made-up course, stand or group address is answered from the in-memory set of known keys, with no query: the
// tests write a record behind the back office's back (so no topic announces it) and see it answered NOT_FOUND until
// the topic its screen publishes reloads the set.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});

afterAll(async () => {
  await database?.close();
});

async function codeOf(call: Promise<unknown>): Promise<string | null> {
  try {
    await call;
    return null;
  } catch (error) {
    return error instanceof TRPCError ? error.code : 'not a TRPCError';
  }
}

function freshCaller() {
  const bus = createLocalBus();
  return { bus, caller: callerFor(database.db, null, { bus, caches: createAppCaches(bus) }) };
}

describe('made-up addresses cost no query', () => {
  it('a course written behind the cache is unknown until the back office announces courses', async () => {
    const { bus, caller } = freshCaller();
    const [seeded] = await database.db.select({ id: courses.id }).from(courses).where(eq(courses.isPublished, true)).limit(1);
    expect((await caller.academy.course({ courseId: seeded!.id })).id).toBe(seeded!.id);
    expect(await codeOf(caller.academy.course({ courseId: crypto.randomUUID() }))).toBe('NOT_FOUND');

    const [added] = await database.db.insert(courses).values({ title: 'Written behind the cache', isPublished: true }).returning({ id: courses.id });
    expect(await codeOf(caller.academy.course({ courseId: added!.id }))).toBe('NOT_FOUND');
    await bus.publish('courses');
    expect((await caller.academy.course({ courseId: added!.id })).title).toBe('Written behind the cache');
    await database.db.delete(courses).where(eq(courses.id, added!.id));
  });

  it('a stand and a group renamed behind the cache are unknown until the back office announces fundraiser', async () => {
    const { bus, caller } = freshCaller();
    const stand = 'jaylen-m-sweet-start-sample-team';
    const group = 'sweet-start-sample-team-atlanta';
    expect((await caller.fundraiser.stand({ slug: stand })).slug).toBe(stand);
    expect((await caller.fundraiser.group({ slug: group })).slug).toBe(group);
    expect(await codeOf(caller.fundraiser.stand({ slug: 'made-up-stand-1' }))).toBe('NOT_FOUND');
    expect(await codeOf(caller.fundraiser.group({ slug: 'made-up-group-1' }))).toBe('NOT_FOUND');

    await database.db.update(fundraiserStands).set({ slug: 'renamed-stand' }).where(eq(fundraiserStands.slug, stand));
    await database.db.update(fundraiserGroups).set({ slug: 'renamed-group' }).where(eq(fundraiserGroups.slug, group));
    expect(await codeOf(caller.fundraiser.stand({ slug: 'renamed-stand' }))).toBe('NOT_FOUND');
    expect(await codeOf(caller.fundraiser.group({ slug: 'renamed-group' }))).toBe('NOT_FOUND');
    await bus.publish('fundraiser');
    expect((await caller.fundraiser.stand({ slug: 'renamed-stand' })).slug).toBe('renamed-stand');
    expect((await caller.fundraiser.group({ slug: 'renamed-group' })).slug).toBe('renamed-group');

    await database.db.update(fundraiserStands).set({ slug: stand }).where(eq(fundraiserStands.slug, 'renamed-stand'));
    await database.db.update(fundraiserGroups).set({ slug: group }).where(eq(fundraiserGroups.slug, 'renamed-group'));
  });
});
