import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events } from '../../server/db/schema';
import type { EventInput } from '@shared/schemas/admin-events';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let admin: NonNullable<TestActor>;
let moderator: NonNullable<TestActor>;
const adminApi = () => callerFor(database.db, admin);

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  admin = await createActor(database.db, ['admin']);
  moderator = await createActor(database.db, ['moderator', 'user']);
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

const market: EventInput = {
  title: 'Piedmont Park Pop-Up',
  description: 'Fresh spun all afternoon',
  location: 'Piedmont Park',
  address: '400 Park Dr NE, Atlanta, GA',
  eventDate: '2030-02-15',
  startTime: '14:00',
  endTime: '18:30',
  type: 'festival',
  lat: 33.7851,
  lng: -84.3738,
};

describe('admin events', () => {
  it('refuses moderators and visitors', async () => {
    expect((await failure(callerFor(database.db, moderator).admin.events.list({ pageSize: 100 }))).code).toBe('FORBIDDEN');
    expect((await failure(callerFor(database.db, null).admin.events.create(market))).code).toBe('UNAUTHORIZED');
  });

  it('lists the seeded events with times as HH:mm', async () => {
    const list = (await adminApi().admin.events.list({ pageSize: 100 })).items;
    expect(list.length).toBeGreaterThan(0);
    for (const event of list) {
      expect(event.startTime).toMatch(/^\d{2}:\d{2}$/);
      expect(event.endTime).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  it('creates an active event by default, which the public events read, and logs it', async () => {
    const { id } = await adminApi().admin.events.create(market);
    const listed = (await adminApi().admin.events.list({ pageSize: 100 })).items.find((e) => e.id === id);
    expect(listed).toMatchObject({ ...market, isActive: true });
    const [row] = await database.db
      .select()
      .from(events)
      .where(and(eq(events.id, id), eq(events.isActive, true)));
    expect(row?.title).toBe('Piedmont Park Pop-Up');
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => [a.action, a.entity, a.actorEmail])).toEqual([['create', 'event', admin.user.email]]);
  });

  it('requires title, location, date, start and end, with a readable message per field', async () => {
    const cases: [Partial<EventInput>, string][] = [
      [{ title: '' }, 'Please enter a title'],
      [{ location: ' ' }, 'Please enter a location'],
      [{ eventDate: '' }, 'Please pick a date'],
      [{ eventDate: '2030-02-30' }, 'Please pick a date'],
      [{ startTime: '' }, 'Please enter a start time'],
      [{ endTime: '25:00' }, 'Please enter a time like 14:30'],
      [{ startTime: '18:00', endTime: '17:00' }, 'The end time must be after the start time'],
      [{ lat: 33.7, lng: null }, 'Please give both latitude and longitude, or neither'],
      [{ lat: 123, lng: 0 }, 'Latitude must be between -90 and 90'],
    ];
    for (const [change, message] of cases) {
      const error = await failure(adminApi().admin.events.create({ ...market, ...change }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toContain(message);
    }
  });

  it('accepts an event without a description, address or map position', async () => {
    const { id } = await adminApi().admin.events.create({
      title: 'School Visit',
      location: 'Grady High',
      eventDate: '2030-03-01',
      startTime: '09:00',
      endTime: '11:00',
    });
    const listed = (await adminApi().admin.events.list({ pageSize: 100 })).items.find((e) => e.id === id);
    expect(listed).toMatchObject({ description: '', address: '', type: 'regular', lat: null, lng: null, isActive: true });
  });

  it('shows what staff saved on the public events list, and hides it once inactive', async () => {
    // A visitor on the day before the event: it is upcoming and first in line.
    const visitor = () => callerFor(database.db, null, { now: () => new Date('2030-02-14T15:00:00Z') }).content.events({ limit: 24 });
    const { id } = await adminApi().admin.events.create({ ...market, title: 'Valentine Pop-Up' });
    expect((await visitor()).items.find((e) => e.id === id)).toMatchObject({ title: 'Valentine Pop-Up', location: 'Piedmont Park' });
    await adminApi().admin.events.update({ id, event: { ...market, title: 'Valentine Pop-Up', isActive: false } });
    expect((await visitor()).items.some((e) => e.id === id)).toBe(false);
  });

  it('updates an event (deactivating it hides it from the public list) and deletes it', async () => {
    const { id } = await adminApi().admin.events.create(market);
    await adminApi().admin.events.update({ id, event: { ...market, title: 'Moved Inside', isActive: false } });
    const [row] = await database.db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ title: 'Moved Inside', isActive: false });
    await adminApi().admin.events.delete({ id });
    expect(await database.db.select().from(events).where(eq(events.id, id))).toEqual([]);
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((a) => a.action).sort();
    expect(actions).toEqual(['create', 'delete', 'update']);
    expect((await failure(adminApi().admin.events.delete({ id }))).code).toBe('NOT_FOUND');
    expect((await failure(adminApi().admin.events.update({ id, event: market }))).code).toBe('NOT_FOUND');
  });
});
