import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../server/app';
import { contactMessages, eventBookings, kidNominations, partyPackages } from '../../server/db/schema';
import { LIMITS } from '@shared/schemas/common';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, testConfig } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// Evening of Nov 21 in Atlanta, already Nov 22 in UTC: "today" for bookings is the 21st.
const NOW = new Date('2026-11-22T03:30:00Z');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

const visitor = () => callerFor(database.db, null, { now: () => NOW });
const key = () => randomUUID();
const XSS = '<script>alert("x")</script><b>bold</b>';

/** The error's field messages, as the client's fieldErrorsOf reads them. */
async function fieldErrors(promise: Promise<unknown>): Promise<Record<string, string[] | undefined>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe('BAD_REQUEST');
  const cause = (error as TRPCError).cause;
  expect(cause).toBeInstanceOf(z.ZodError);
  return z.flattenError(cause as z.ZodError).fieldErrors as Record<string, string[] | undefined>;
}

async function rows(table: typeof contactMessages | typeof eventBookings | typeof kidNominations): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('forms.contact', () => {
  const valid = () => ({ name: 'Dana Q', email: 'Dana.Q@Example.com', subject: 'order' as const, message: 'Where is my order?', idempotencyKey: key() });

  it('stores a message, lowercases the email and keeps HTML as plain text', async () => {
    const input = { ...valid(), message: XSS, name: '  <i>Dana</i>  ' };
    const result = await visitor().forms.contact(input);
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, result.id));
    expect(row).toMatchObject({ name: '<i>Dana</i>', email: 'dana.q@example.com', subject: 'order', message: XSS, status: 'new' });
  });

  it('stores one row for a retried key', async () => {
    const input = valid();
    const before = await rows(contactMessages);
    const [a, b] = await Promise.all([visitor().forms.contact(input), visitor().forms.contact(input)]);
    const c = await visitor().forms.contact(input);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect(await rows(contactMessages)).toBe(before + 1);
  });

  it.each([
    ['name', { name: '' }, 'Please enter your name'],
    ['name', { name: '   ' }, 'Please enter your name'],
    ['name', { name: 'x'.repeat(LIMITS.name + 1) }, 'Name is too long'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: '' }, 'Please enter a valid email address'],
    ['subject', { subject: 'complaint' }, 'Please choose a subject'],
    ['message', { message: '' }, 'Please enter a message'],
    ['message', { message: 'x'.repeat(LIMITS.longText + 1) }, `Message is too long (at most ${LIMITS.longText} characters)`],
    ['idempotencyKey', { idempotencyKey: 'no' }, 'Invalid request key'],
  ])('refuses a bad %s and stores nothing', async (field, change, message) => {
    const before = await rows(contactMessages);
    const errors = await fieldErrors(visitor().forms.contact({ ...valid(), ...change } as never));
    expect(errors[field]).toContain(message);
    expect(await rows(contactMessages)).toBe(before);
  });

  it('refuses a message with every field missing, naming each field', async () => {
    const errors = await fieldErrors(visitor().forms.contact({} as never));
    expect(Object.keys(errors).sort()).toEqual(['email', 'idempotencyKey', 'message', 'name', 'subject']);
  });
});

describe('forms.booking', () => {
  const valid = () => ({
    name: 'Tasha M',
    email: 'tasha@example.com',
    phone: '(404) 555-0199',
    eventType: 'birthday' as const,
    eventDate: '2026-12-05',
    eventTime: '14:30',
    location: '12 Kirkwood Ave, Atlanta',
    guests: 25,
    idempotencyKey: key(),
  });

  it('stores a booking with a package and special requests', async () => {
    const [mega] = await database.db.select().from(partyPackages).where(eq(partyPackages.slug, 'mega-drip-party'));
    const result = await visitor().forms.booking({ ...valid(), packageId: mega!.id, specialRequests: XSS });
    const [row] = await database.db.select().from(eventBookings).where(eq(eventBookings.id, result.id));
    expect(row).toMatchObject({ eventType: 'birthday', eventDate: '2026-12-05', eventTime: '14:30', guests: 25, packageId: mega!.id, specialRequests: XSS });
  });

  it('stores a booking without a package, on the first date the default 7 days of notice allow (from today in Atlanta)', async () => {
    // NOW is 22:30 on Nov 21 in Atlanta (already Nov 22 in UTC): the notice is counted from Nov 21.
    const result = await visitor().forms.booking({ ...valid(), eventDate: '2026-11-28' });
    const [row] = await database.db.select().from(eventBookings).where(eq(eventBookings.id, result.id));
    expect(row).toMatchObject({ packageId: null, specialRequests: '', eventDate: '2026-11-28' });
  });

  it('stores one row for a retried key', async () => {
    const input = valid();
    const before = await rows(eventBookings);
    const [a, b] = await Promise.all([visitor().forms.booking(input), visitor().forms.booking(input)]);
    expect(a.id).toBe(b.id);
    expect(await rows(eventBookings)).toBe(before + 1);
  });

  it.each([
    ['eventDate', { eventDate: '2026-11-20' }, 'Please choose a date that is not in the past'],
    ['eventDate', { eventDate: '' }, 'Please choose a date'],
    ['eventDate', { eventDate: '2026-02-30' }, 'Please choose a valid date'],
    ['guests', { guests: 0 }, 'Number of guests must be at least 1'],
    ['guests', { guests: -3 }, 'Number of guests must be at least 1'],
    ['guests', { guests: 2.5 }, 'Number of guests must be a whole number'],
    ['guests', { guests: undefined }, 'Please enter the number of guests'],
    ['email', { email: 'tasha@' }, 'Please enter a valid email address'],
    ['phone', { phone: '' }, 'Please enter your phone number'],
    ['phone', { phone: 'call me maybe' }, 'Please enter a valid phone number'],
    ['phone', { phone: '555' }, 'Please enter a valid phone number'],
    ['phone', { phone: '1'.repeat(LIMITS.phone + 1) }, 'Phone number is too long'],
    ['eventType', { eventType: 'wedding' }, 'Please choose an event type'],
    ['eventTime', { eventTime: '' }, 'Please choose a time'],
    ['eventTime', { eventTime: '25:00' }, 'Please choose a time'],
    ['location', { location: '' }, 'Please enter the event location'],
    ['location', { location: 'x'.repeat(LIMITS.shortText + 1) }, 'Location is too long'],
    ['name', { name: 'x'.repeat(LIMITS.name + 1) }, 'Name is too long'],
    ['specialRequests', { specialRequests: 'x'.repeat(LIMITS.longText + 1) }, `Special requests are too long (at most ${LIMITS.longText} characters)`],
    ['packageId', { packageId: 'not-a-uuid' }, 'Please choose a package from the list'],
    ['packageId', { packageId: randomUUID() }, 'Please choose a package from the list'],
  ])('refuses a bad %s (%j) and stores nothing', async (field, change, message) => {
    const before = await rows(eventBookings);
    const errors = await fieldErrors(visitor().forms.booking({ ...valid(), ...change } as never));
    expect(errors[field]).toContain(message);
    expect(await rows(eventBookings)).toBe(before);
  });

  it('refuses a booking with the required fields missing, naming each', async () => {
    const errors = await fieldErrors(visitor().forms.booking({ idempotencyKey: key() } as never));
    expect(Object.keys(errors).sort()).toEqual(['email', 'eventDate', 'eventTime', 'eventType', 'guests', 'location', 'name', 'phone']);
  });
});

describe('forms.nomination', () => {
  const valid = () => ({
    kidName: 'Leo P',
    age: 12,
    story: 'Leo runs a lemonade-and-fluff stand to buy books for his school library.',
    nominatorName: 'Ms. Park',
    nominatorEmail: 'park@example.com',
    idempotencyKey: key(),
  });

  it('stores a nomination for ages 8 and 16, HTML kept as text', async () => {
    for (const age of [8, 16]) {
      const result = await visitor().forms.nomination({ ...valid(), age, kidName: `<b>Kid ${age}</b>` });
      const [row] = await database.db.select().from(kidNominations).where(eq(kidNominations.id, result.id));
      expect(row).toMatchObject({ age, kidName: `<b>Kid ${age}</b>`, status: 'new' });
    }
  });

  it('stores one row for a retried key', async () => {
    const input = valid();
    const before = await rows(kidNominations);
    const [a, b] = await Promise.all([visitor().forms.nomination(input), visitor().forms.nomination(input)]);
    expect(a.id).toBe(b.id);
    expect(await rows(kidNominations)).toBe(before + 1);
  });

  it.each([
    ['age', { age: 7 }, 'Featured kids are ages 8-16'],
    ['age', { age: 17 }, 'Featured kids are ages 8-16'],
    ['age', { age: undefined }, 'Please enter an age between 8 and 16'],
    ['kidName', { kidName: 'L' }, "Please enter the kid's name (at least 2 characters)"],
    ['kidName', { kidName: 'x'.repeat(LIMITS.name + 1) }, 'Name is too long'],
    ['story', { story: 'too short' }, 'Please tell us their story (at least 20 characters)'],
    ['story', { story: 'x'.repeat(LIMITS.longText + 1) }, `Story is too long (at most ${LIMITS.longText} characters)`],
    ['nominatorName', { nominatorName: '' }, 'Please enter your name'],
    ['nominatorEmail', { nominatorEmail: 'park.example.com' }, 'Please enter a valid email address'],
  ])('refuses a bad %s (%j) and stores nothing', async (field, change, message) => {
    const before = await rows(kidNominations);
    const errors = await fieldErrors(visitor().forms.nomination({ ...valid(), ...change } as never));
    expect(errors[field]).toContain(message);
    expect(await rows(kidNominations)).toBe(before);
  });
});

describe('over HTTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ db: database.db, config: testConfig, mailer: new MemoryMailer(), now: () => NOW });
  });
  afterAll(() => app.close());

  it('sends the field message of a past booking date to the browser as a readable 400', async () => {
    const body = {
      json: {
        name: 'A',
        email: 'a@example.com',
        phone: '4045550100',
        eventType: 'school',
        eventDate: '2020-01-01',
        eventTime: '10:00',
        location: 'Gym',
        guests: 3,
        idempotencyKey: key(),
      },
    };
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/forms.booking',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(400);
    const error = response.json().error.json;
    expect(error.data.zodError.fieldErrors.eventDate).toEqual(['Please choose a date that is not in the past']);
    expect(response.body).not.toContain('"stack"');
  });
});
