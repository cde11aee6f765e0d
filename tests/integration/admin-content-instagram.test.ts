import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, instagramPosts } from '../../server/db/schema';
import type { InstagramPostInput } from '@shared/schemas/admin-instagram';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let admin: NonNullable<TestActor>;
let member: NonNullable<TestActor>;
const adminApi = () => callerFor(database.db, admin);
const visitorApi = () => callerFor(database.db, null);

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

const post: InstagramPostInput = {
  image: '/uploads/fluff-800.webp',
  caption: 'Blue raspberry clouds at the Saturday market',
  url: 'https://www.instagram.com/p/C1a2B3c4D5e/',
  likes: 120,
  comments: 8,
  postedOn: '2030-05-04',
  displayOrder: 0,
};

describe('admin Instagram posts (the home page grid)', () => {
  it('refuses members', async () => {
    expect((await failure(callerFor(database.db, member).admin.instagram.create(post))).code).toBe('FORBIDDEN');
  });

  it('adds a post that the home page shows with the address staff entered, audit-logged', async () => {
    const { id } = await adminApi().admin.instagram.create(post);
    const home = await visitorApi().content.home();
    expect(home.instagram.find((p) => p.id === id)).toMatchObject({ caption: post.caption, url: post.url, likes: 120 });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => [a.action, a.entity])).toEqual([['create', 'instagram_post']]);
  });

  it('refuses an address that is not an Instagram post, with a readable message, and stores nothing', async () => {
    const before = await database.db.select().from(instagramPosts);
    for (const url of [
      'https://instagram.com.evil.example/p/abc',
      'http://www.instagram.com/p/abc',
      'javascript:alert(1)',
      'https://www.instagram.com/dripcottoncandy',
    ]) {
      const error = await failure(adminApi().admin.instagram.create({ ...post, url }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toBe('url: Please paste the address of an Instagram post, like https://www.instagram.com/p/…');
    }
    expect(await database.db.select().from(instagramPosts)).toHaveLength(before.length);
  });

  it('keeps a post without an address (its tile links nowhere), edits and removes it', async () => {
    const { id } = await adminApi().admin.instagram.create({ ...post, url: '' });
    await adminApi().admin.instagram.update({ id, post: { ...post, url: '', caption: 'Edited caption', likes: 5 } });
    expect((await visitorApi().content.home()).instagram.find((p) => p.id === id)).toMatchObject({ url: '', caption: 'Edited caption', likes: 5 });
    await adminApi().admin.instagram.delete({ id });
    expect((await visitorApi().content.home()).instagram.some((p) => p.id === id)).toBe(false);
    const missing = await failure(adminApi().admin.instagram.delete({ id }));
    expect(missing).toMatchObject({ code: 'NOT_FOUND', message: 'This Instagram post no longer exists.' });
  });

  it('names the field of a negative count', async () => {
    const error = await failure(adminApi().admin.instagram.create({ ...post, likes: -1 }));
    expect(error.message).toBe('likes: Please enter a whole number from 0 to 10,000,000');
  });
});
