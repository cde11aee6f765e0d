import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundraiserGroups, fundraiserStands } from '../../server/db/schema';
import { callerFor, createActor } from '../helpers/callers';
import { completeOrder, createCommerceFixtures, newKey, buyer, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// A group's organizer (the contact a parent names at registration) sees the group's stands when signed in with that
// address: only their groups, and only what an organizer should see (no parent's address, age, surname or place).

const NOW = new Date('2026-12-05T15:00:00Z');
let database: TestDatabase;
let fixtures: CommerceFixtures;
let admin: Awaited<ReturnType<typeof createActor>>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  fixtures = await createCommerceFixtures(database.db);
  admin = await createActor(database.db, ['admin', 'user']);
});
afterAll(() => database.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const visitor = () => callerFor(database.db, null, { now: () => NOW });
const staff = () => callerFor(database.db, admin, { now: () => NOW });

async function register(groupName: string, kidFirstName: string, groupContactEmail: string) {
  const parentEmail = `parent-${unique()}@example.com`;
  const registration = await visitor().fundraiser.register({
    kidFirstName,
    kidLastInitial: 'Q',
    kidAge: 13,
    groupType: 'sports_team',
    groupName,
    city: 'Marietta',
    ytChannel: '',
    agreeTerms: true,
    parentEmail,
    groupContactEmail,
    idempotencyKey: newKey(),
  });
  const { slug } = await staff().admin.fundraiser.approve({ id: registration.id });
  return { slug, parentEmail };
}

describe("a group's organizer", () => {
  it('is the first contact named for the group, and sees its stands with what an organizer should see', async () => {
    const groupName = `Marietta Comets ${unique()}`;
    const coach = `Coach-${unique()}@Example.com`;
    const first = await register(groupName, 'Nia', coach);
    const second = await register(groupName, 'Omar', `someone-else-${unique()}@example.com`);
    const [group] = await database.db.select().from(fundraiserGroups).where(eq(fundraiserGroups.name, groupName));
    expect(group!.organizerEmail).toBe(coach.toLowerCase());

    // Nia's parent consents to show her name; Omar's does not. Nia's stand sells $8.30, collected.
    await database.db.update(fundraiserStands).set({ consentPublic: true, storyStatus: 'pending' }).where(eq(fundraiserStands.slug, first.slug));
    const placed = await visitor().orders.place({
      idempotencyKey: newKey(),
      lines: [{ productId: fixtures.cone.id, variantId: null, quantity: 2 }],
      fulfilment: 'pickup',
      ...buyer,
      standSlug: first.slug,
    });
    await completeOrder(database.db, staff(), placed.order.orderNumber);

    const organizer = await createActor(database.db, ['user'], coach.toLowerCase());
    const groups = await callerFor(database.db, organizer, { now: () => NOW }).fundraiser.myGroups();
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ name: groupName, city: 'Marietta', raisedCents: 830, goalCents: 40000 });
    expect(groups[0]!.path).toMatch(/^\/fluff-fundraiser\/groups\//);
    expect(groups[0]!.stands).toEqual([
      {
        slug: first.slug,
        name: 'Nia Q.',
        goalCents: 20000,
        raisedCents: 830,
        orderCount: 1,
        totalPoints: 80,
        daysAhead: 0,
        storyStatus: 'pending',
        photoStatus: 'none',
      },
      expect.objectContaining({ slug: second.slug, name: `A ${groupName} stand`, raisedCents: 0 }),
    ]);
    const json = JSON.stringify(groups);
    for (const secret of [first.parentEmail, second.parentEmail, 'Omar', buyer.customerName, buyer.email.toLowerCase()]) expect(json).not.toContain(secret);
  });

  it('nobody else sees the group: a parent of one of its stands and another member get none, a visitor is refused', async () => {
    const groupName = `Decatur Debate ${unique()}`;
    const { parentEmail } = await register(groupName, 'Lena', `teacher-${unique()}@example.com`);
    const parent = await createActor(database.db, ['user'], parentEmail);
    expect(await callerFor(database.db, parent).fundraiser.myGroups()).toEqual([]);
    const stranger = await createActor(database.db, ['user']);
    expect(await callerFor(database.db, stranger).fundraiser.myGroups()).toEqual([]);
    await expect(visitor().fundraiser.myGroups()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('is optional at registration and must be an email address when given', async () => {
    await expect(register(`Bad Contact ${unique()}`, 'Ivy', 'not an address')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const groupName = `No Contact ${unique()}`;
    await register(groupName, 'Ivy', '');
    const [group] = await database.db.select().from(fundraiserGroups).where(eq(fundraiserGroups.name, groupName));
    expect(group!.organizerEmail).toBeNull();
  });
});
