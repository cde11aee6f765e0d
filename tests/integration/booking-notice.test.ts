import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBookings } from '../../server/db/schema';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// 22:30 on Saturday Nov 21 in Atlanta, already Sunday Nov 22 in UTC: the notice counts from the day in Atlanta.
const NOW = new Date('2026-11-22T03:30:00Z');

let database: TestDatabase;
let admin: NonNullable<TestActor>;
let phone: string;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  admin = await createActor(database.db, ['admin', 'user']);
  phone = (await callerFor(database.db, admin).admin.settings.get()).contact.phone;
});
afterAll(() => database.close());

const visitor = () => callerFor(database.db, null, { now: () => NOW, clientIp: `2001:db8::b00c:${Math.floor(Math.random() * 65535).toString(16)}` });
const booking = (eventDate: string) => ({
  name: 'Tasha M',
  email: 'tasha@example.com',
  phone: '(404) 555-0199',
  eventType: 'birthday' as const,
  eventDate,
  eventTime: '14:30',
  location: '12 Kirkwood Ave, Atlanta',
  guests: 25,
  idempotencyKey: randomUUID(),
});

async function setNotice(minNoticeDays: number) {
  const caller = callerFor(database.db, admin);
  const current = await caller.admin.settings.get();
  return caller.admin.settings.update({ contact: current.contact, social: current.social, booking: { minNoticeDays } });
}

describe('minimum booking notice', () => {
  it('refuses a party sooner than 7 days ahead by default, beside the date, giving the phone number for sooner dates', async () => {
    expect(phone).not.toBe('');
    const refusal = await visitor()
      .forms.booking(booking('2026-11-27'))
      .then(
        () => null,
        (error: { code: string; message: string }) => error,
      );
    expect(refusal).toMatchObject({ code: 'BAD_REQUEST' });
    expect(refusal!.message).toBe(
      `eventDate: We need at least 7 days' notice to plan a party: the earliest date we can book online is November 28, 2026. For a sooner date, please call us at ${phone} and we will see what we can do.`,
    );
    await expect(visitor().forms.booking(booking('2026-11-21'))).rejects.toMatchObject({ message: expect.stringContaining(phone) });
    expect(await database.db.select().from(eventBookings).where(eq(eventBookings.eventDate, '2026-11-27'))).toHaveLength(0);

    // The first allowed day, counted from Nov 21 in Atlanta (not from Nov 22 in UTC).
    const stored = await visitor().forms.booking(booking('2026-11-28'));
    expect(stored.id).toBeTruthy();
    // A past date keeps its own message.
    await expect(visitor().forms.booking(booking('2026-11-20'))).rejects.toMatchObject({ message: 'eventDate: Please choose a date that is not in the past' });
  });

  it('follows the notice staff set in Settings, which the public settings carry to the date picker', async () => {
    await setNotice(14);
    expect((await visitor().content.settings()).booking).toEqual({ minNoticeDays: 14 });
    await expect(visitor().forms.booking(booking('2026-12-04'))).rejects.toMatchObject({
      message: expect.stringContaining("at least 14 days' notice"),
    });
    expect((await visitor().forms.booking(booking('2026-12-05'))).id).toBeTruthy();

    await setNotice(0);
    expect((await visitor().forms.booking(booking('2026-11-21'))).id).toBeTruthy();
    await setNotice(7);
  });

  it('accepts only a whole number of days from 0 to 180, and only from an admin', async () => {
    await expect(setNotice(-1)).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'booking.minNoticeDays: The minimum notice cannot be negative' });
    await expect(setNotice(2.5)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(setNotice(181)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const member = await createActor(database.db);
    const current = await callerFor(database.db, admin).admin.settings.get();
    await expect(
      callerFor(database.db, member).admin.settings.update({ contact: current.contact, social: current.social, booking: { minNoticeDays: 0 } }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
