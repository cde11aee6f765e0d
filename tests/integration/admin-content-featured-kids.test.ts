import { IMAGE_URL_MESSAGE } from '@shared/schemas/image-url';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, featuredKids } from '../../server/db/schema';
import type { FeaturedKidInput } from '@shared/schemas/admin-featured-kids';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let admin: NonNullable<TestActor>;
let member: NonNullable<TestActor>;
const adminApi = () => callerFor(database.db, admin);

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  admin = await createActor(database.db, ['admin']);
  member = await createActor(database.db, ['user']);
});
afterAll(() => database.close());

async function failure(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

const maya: FeaturedKidInput = {
  name: 'Maya',
  age: 11,
  imageUrl: '/uploads/maya-800.webp',
  story: 'Maya runs a lemonade-and-fluff stand every Saturday.',
  dream: 'To open a candy shop',
  contribution: 'Gives a share to the animal shelter',
  spotlightMonth: '2030-04',
};

describe('admin featured kids', () => {
  it('refuses members', async () => {
    expect((await failure(callerFor(database.db, member).admin.featuredKids.create(maya))).code).toBe('FORBIDDEN');
  });

  it('adds a kid, featured by default, with the spotlight month kept as yyyy-MM', async () => {
    const { id } = await adminApi().admin.featuredKids.create(maya);
    const listed = (await adminApi().admin.featuredKids.list({ pageSize: 100 })).items.find((k) => k.id === id);
    expect(listed).toMatchObject({ ...maya, isFeatured: true });
    const [row] = await database.db.select().from(featuredKids).where(eq(featuredKids.id, id));
    expect(row?.spotlightMonth).toBe('2030-04-01');
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => [a.action, a.entity])).toEqual([['create', 'featured_kid']]);
  });

  it('shows a featured kid on the public page (latest spotlight first) and hides a hidden one', async () => {
    const { id } = await adminApi().admin.featuredKids.create({ ...maya, name: 'Spotlight Sam', spotlightMonth: '2031-01' });
    expect((await callerFor(database.db, null).content.featuredKids()).current?.id).toBe(id);
    await adminApi().admin.featuredKids.update({ id, kid: { ...maya, name: 'Spotlight Sam', spotlightMonth: '2031-01', isFeatured: false } });
    const publicKids = await callerFor(database.db, null).content.featuredKids();
    expect([publicKids.current, ...publicKids.past].some((k) => k?.id === id)).toBe(false);
  });

  it('accepts ages 1 to 18 as whole numbers only', async () => {
    for (const age of [0, 19, 7.5, -3]) {
      const error = await failure(adminApi().admin.featuredKids.create({ ...maya, age }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toContain('Age must be a whole number from 1 to 18');
    }
    for (const age of [1, 18]) await adminApi().admin.featuredKids.create({ ...maya, name: `Age ${age}`, age });
  });

  it('requires name, image and story', async () => {
    const cases: [Partial<FeaturedKidInput>, string][] = [
      [{ name: '' }, 'Please enter a name'],
      [{ imageUrl: '' }, 'Please add an image'],
      [{ imageUrl: 'data:image/png;base64,AAAA' }, IMAGE_URL_MESSAGE],
      [{ story: '  ' }, 'Please tell their story'],
      [{ spotlightMonth: '2030-13' }, 'Please pick a month'],
    ];
    for (const [change, message] of cases) {
      expect((await failure(adminApi().admin.featuredKids.create({ ...maya, ...change }))).message).toContain(message);
    }
  });

  it('hides, updates and removes a kid', async () => {
    const { id } = await adminApi().admin.featuredKids.create(maya);
    await adminApi().admin.featuredKids.update({ id, kid: { ...maya, story: 'New chapter', isFeatured: false, spotlightMonth: '' } });
    const [row] = await database.db.select().from(featuredKids).where(eq(featuredKids.id, id));
    expect(row).toMatchObject({ story: 'New chapter', isFeatured: false, spotlightMonth: null });
    await adminApi().admin.featuredKids.delete({ id });
    expect(await database.db.select().from(featuredKids).where(eq(featuredKids.id, id))).toEqual([]);
    expect((await failure(adminApi().admin.featuredKids.delete({ id }))).code).toBe('NOT_FOUND');
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((a) => a.action).sort();
    expect(actions).toEqual(['create', 'delete', 'update']);
  });
});
