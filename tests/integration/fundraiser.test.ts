import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { fundraiserRegistrations, mailOutbox, siteSettings } from '../../server/db/schema';
import { MemoryMailer, type MailMessage } from '../../server/services/mailer';
import { callerFor, createActor, testConfig } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database.db, config: testConfig, mailer: new MemoryMailer() });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const key = () => crypto.randomUUID();
const valid = () => ({
  kidFirstName: 'Amara',
  kidLastInitial: 'w.',
  kidAge: 10,
  groupType: 'school' as const,
  groupName: 'East Point Elementary',
  parentEmail: `Parent-${crypto.randomUUID().slice(0, 8)}@Example.com`,
  city: 'East Point',
  ytChannel: '',
  agreeTerms: true,
  idempotencyKey: key(),
});

async function fieldErrors(promise: Promise<unknown>): Promise<Record<string, string[] | undefined>> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    expect(error.code).toBe('BAD_REQUEST');
    const cause = error.cause as { issues?: { path: (string | number)[]; message: string }[] } | undefined;
    const result: Record<string, string[]> = {};
    for (const issue of cause?.issues ?? []) (result[String(issue.path[0])] ??= []).push(issue.message);
    return result;
  }
  throw new Error('expected the call to fail');
}

async function registrationsFor(email: string) {
  return database.db.select().from(fundraiserRegistrations).where(eq(fundraiserRegistrations.parentEmail, email));
}

describe('fundraiser.register', () => {
  it('stores the registration (email lowercased) and mails the parent the next steps and download links', async () => {
    const mailer = new MemoryMailer();
    const caller = callerFor(database.db, null, { mailer });
    const input = { ...valid(), ytChannel: '@amara.spins' };
    const result = await caller.fundraiser.register(input);
    expect(result.registered).toBe(true);
    const rows = await registrationsFor(input.parentEmail.toLowerCase());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kidName: 'Amara W.',
      kidFirstName: 'Amara',
      kidLastInitial: 'W',
      kidAge: 10,
      groupName: 'East Point Elementary',
      decision: 'pending',
      city: 'East Point',
      ytChannel: '@amara.spins',
      agreeTerms: true,
      status: 'new',
    });
    const toParent = mailer.sent.filter((m) => m.to === input.parentEmail.toLowerCase());
    expect(toParent).toHaveLength(1);
    const mail = toParent[0] as MailMessage;
    expect(mail.text).toContain(`${testConfig.publicUrl}/api/fundraiser/downloads/starter-kit`);
    expect(mail.text).toContain(`${testConfig.publicUrl}/api/fundraiser/downloads/score-card`);
    expect(mail.html).toContain('/api/fundraiser/downloads/all-resources');
  });

  it('stores one row and sends one mail for a repeated idempotency key (double click, retry)', async () => {
    const mailer = new MemoryMailer();
    const caller = callerFor(database.db, null, { mailer });
    const input = valid();
    const [a, b] = await Promise.all([caller.fundraiser.register(input), caller.fundraiser.register(input)]);
    const c = await caller.fundraiser.register(input);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect(await registrationsFor(input.parentEmail.toLowerCase())).toHaveLength(1);
    // One confirmation to the parent and one notice to the business, however often the request came.
    expect(mailer.sent.filter((m) => m.to === input.parentEmail.toLowerCase())).toHaveLength(1);
    expect(mailer.sent).toHaveLength(2);
    // A new fill of the form (a new key) is a new registration, e.g. a second child of the same parent.
    await caller.fundraiser.register({ ...input, kidFirstName: 'Zuri', idempotencyKey: key() });
    expect(await registrationsFor(input.parentEmail.toLowerCase())).toHaveLength(2);
  });

  it('refuses invalid fields with their field messages and stores nothing', async () => {
    const caller = callerFor(database.db, null);
    const input = valid();
    const errors = await fieldErrors(
      caller.fundraiser.register({
        ...input,
        kidFirstName: 'A',
        kidLastInitial: 'Wu',
        kidAge: 17,
        parentEmail: 'not-an-email',
        city: ' x ',
        agreeTerms: false,
      }),
    );
    expect(errors.kidFirstName).toEqual(['First name must be at least 2 characters']);
    expect(errors.kidLastInitial).toEqual(['Just the first letter of the last name, please']);
    expect(errors.kidAge).toEqual(['Participants are 8 to 16 years old']);
    expect(errors.parentEmail).toEqual(['Please enter a valid email address']);
    expect(errors.city).toEqual(['Please enter your city']);
    expect(errors.agreeTerms).toEqual(['You must agree to the terms and conditions']);
    expect(await registrationsFor(input.parentEmail.toLowerCase())).toHaveLength(0);
  });

  it('refuses over-long fields, a missing key and a malformed key', async () => {
    const caller = callerFor(database.db, null);
    expect((await fieldErrors(caller.fundraiser.register({ ...valid(), kidFirstName: 'x'.repeat(41) }))).kidFirstName).toEqual([
      'First name must be at most 40 characters',
    ]);
    expect((await fieldErrors(caller.fundraiser.register({ ...valid(), groupName: 'x'.repeat(101) }))).groupName).toEqual([
      'Group name must be at most 100 characters',
    ]);
    expect((await fieldErrors(caller.fundraiser.register({ ...valid(), city: 'x'.repeat(101) }))).city).toEqual(['City must be at most 100 characters']);
    expect((await fieldErrors(caller.fundraiser.register({ ...valid(), ytChannel: 'x'.repeat(201) }))).ytChannel).toEqual([
      'Channel must be at most 200 characters',
    ]);
    expect((await fieldErrors(caller.fundraiser.register({ ...valid(), parentEmail: `${'x'.repeat(250)}@example.com` }))).parentEmail).toEqual([
      'Email is too long',
    ]);
    const { idempotencyKey: _omit, ...withoutKey } = valid();
    expect((await fieldErrors(caller.fundraiser.register(withoutKey as never))).idempotencyKey).toEqual(['Invalid input: expected string, received undefined']);
    expect((await fieldErrors(caller.fundraiser.register({ ...valid(), idempotencyKey: 'bad key!' }))).idempotencyKey).toEqual(['Invalid request key']);
  });

  it("stores HTML typed into a field as text, and leaves it out of the parent's mail", async () => {
    const mailer = new MemoryMailer();
    const caller = callerFor(database.db, null, { mailer });
    const input = { ...valid(), city: '<script>alert(1)</script>' };
    await caller.fundraiser.register(input);
    const [row] = await registrationsFor(input.parentEmail.toLowerCase());
    expect(row?.city).toBe('<script>alert(1)</script>');
    const mail = mailer.sent.find((m) => m.to === input.parentEmail.toLowerCase());
    expect(mail).toBeDefined();
    for (const part of [mail!.text, mail!.html!]) expect(part).not.toMatch(/script|alert/);
  });

  it('keeps the registration when the confirmation mail cannot be sent', async () => {
    const failing = { send: async () => Promise.reject(new Error('SMTP down')) };
    const caller = callerFor(database.db, null, { mailer: failing });
    const input = valid();
    await expect(caller.fundraiser.register(input)).resolves.toMatchObject({ registered: true });
    expect(await registrationsFor(input.parentEmail.toLowerCase())).toHaveLength(1);
    // The mail waits in the outbox for a retry.
    const queued = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, input.parentEmail.toLowerCase()));
    expect(queued).toMatchObject([{ status: 'pending', attempts: 1 }]);
  });
});

describe('fundraiser.leaderboard', () => {
  it('ranks the seeded sample stands by average points by default and by total points on request', async () => {
    const caller = callerFor(database.db, null);
    const byAvg = await caller.fundraiser.leaderboard({ limit: 50 });
    expect(byAvg.sort).toBe('avg');
    expect(byAvg.rows.map((r) => r.name)).toEqual(['Jaylen M.', 'Sofia G.', 'Amara W.', 'Caleb R.', 'Priya S.']);
    expect(byAvg.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    const byTotal = await caller.fundraiser.leaderboard({ sort: 'total', limit: 50 });
    expect(byTotal.rows.map((r) => r.totalPoints)).toEqual([3760, 3520, 2730, 2505, 1720]);
    expect(byTotal.rows.map((r) => r.name)).toEqual(['Jaylen M.', 'Amara W.', 'Sofia G.', 'Priya S.', 'Caleb R.']);
  });

  it('returns a preview of the top rows with the full count, and refuses bad input', async () => {
    const caller = callerFor(database.db, null);
    const preview = await caller.fundraiser.leaderboard({});
    expect(preview.rows).toHaveLength(4);
    expect(preview.total).toBe(5);
    await expect(caller.fundraiser.leaderboard({ sort: 'name' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.fundraiser.leaderboard({ limit: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.fundraiser.leaderboard({ limit: 51 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.fundraiser.leaderboard({ groupId: 'not-a-group' })).rejects.toThrow('Unknown group');
  });
});

describe('fundraiser.landing', () => {
  it('reads the tutorials, templates, FAQ, stands and gallery from the database', async () => {
    // A day after every sample stand day, whatever the real date.
    const caller = callerFor(database.db, null, { now: () => new Date('2026-12-05T15:00:00Z') });
    const landing = await caller.fundraiser.landing();
    expect(landing.tutorials.map((t) => t.duration)).toEqual(['3:45', '5:20', '4:10', '6:30']);
    expect(landing.templates.map((t) => [t.title, t.format, t.downloadUrl])).toEqual([
      ['Stand Signage', 'PDF', '/api/fundraiser/downloads/stand-signage'],
      ['Price List Template', 'PDF', '/api/fundraiser/downloads/price-list-template'],
      ['Hygiene Checklist', 'PDF', '/api/fundraiser/downloads/hygiene-checklist'],
      ['Social Media Graphics', 'ZIP', '/api/fundraiser/downloads/social-media-graphics'],
    ]);
    expect(landing.allResourcesUrl).toBe('/api/fundraiser/downloads/all-resources');
    expect(landing.faq).toHaveLength(6);
    expect(landing.faq[0]?.question).toBe('Who can join the Fluff Fundraiser?');
    // The map's pins are the sample stands' latest days, each at its public area (a ZIP code's or a city's), never the
    // typed spot; nothing made up: no video until staff approve one, and the gallery holds only approved videos and
    // photos.
    expect(landing.pins.map((p) => [p.name, p.place])).toEqual([
      ['Amara W.', 'Atlanta, GA 30344'],
      ['Caleb R.', 'Charlotte, NC'],
      ['Jaylen M.', 'Atlanta, GA 30313'],
      ['Priya S.', 'Nashville, TN'],
      ['Sofia G.', 'Marietta, GA 30060'],
    ]);
    expect(landing.pins.every((p) => p.video === null && !p.upcoming)).toBe(true);
    expect(landing.gallery).toEqual([]);
    expect(landing.tutorials.every((t) => t.videoUrl === null)).toBe(true);
    expect(landing.programVideoId).toBeNull();
    expect(landing.playlistUrl).toBeNull();
  });

  it('shows the program video, playlist and each tutorial’s own video once staff set them in Settings', async () => {
    const admin = await createActor(database.db, ['admin', 'user']);
    const adminCaller = callerFor(database.db, admin);
    const current = await adminCaller.admin.settings.get();
    const [first, second] = current.tutorials;
    await expect(
      adminCaller.admin.settings.update({ contact: current.contact, social: current.social, fundraiserVideos: { programVideoId: 'not a video' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'fundraiserVideos.programVideoId: Please paste a YouTube link or an 11-character video id' });
    await adminCaller.admin.settings.update({
      contact: current.contact,
      social: current.social,
      fundraiserVideos: {
        programVideoId: 'https://youtu.be/dQw4w9WgXcQ',
        playlistUrl: 'https://www.youtube.com/playlist?list=PLdrip',
        tutorialVideos: { [first!.id]: 'https://www.youtube.com/watch?v=abcDEF12345', [second!.id]: '' },
      },
    });
    const landing = await callerFor(database.db, null).fundraiser.landing();
    expect(landing.programVideoId).toBe('dQw4w9WgXcQ');
    expect(landing.playlistUrl).toBe('https://www.youtube.com/playlist?list=PLdrip');
    expect(landing.tutorials.find((t) => t.id === first!.id)?.videoUrl).toBe('https://www.youtube.com/watch?v=abcDEF12345');
    expect(landing.tutorials.filter((t) => t.videoUrl !== null)).toHaveLength(1);
    await database.db.delete(siteSettings).where(eq(siteSettings.key, 'fundraiser'));
  });

  it('uses the program video and playlist from the fundraiser setting when staff set them, ignoring a malformed one', async () => {
    const caller = callerFor(database.db, null);
    await database.db
      .insert(siteSettings)
      .values({ key: 'fundraiser', value: { programVideoId: 'abcDEF12345', playlistUrl: 'https://www.youtube.com/playlist?list=PLdrip' } });
    expect(await caller.fundraiser.landing()).toMatchObject({
      programVideoId: 'abcDEF12345',
      playlistUrl: 'https://www.youtube.com/playlist?list=PLdrip',
    });
    await database.db
      .update(siteSettings)
      .set({ value: { programVideoId: '"><script>' } })
      .where(eq(siteSettings.key, 'fundraiser'));
    expect((await caller.fundraiser.landing()).programVideoId).toBeNull();
    await database.db.delete(siteSettings).where(eq(siteSettings.key, 'fundraiser'));
  });
});

describe('GET /api/fundraiser/downloads/:slug', () => {
  it.each([
    ['starter-kit', 'application/pdf', 'fluff-fundraiser-starter-kit.pdf'],
    ['score-card', 'application/pdf', 'fluff-fundraiser-score-card.pdf'],
    ['stand-signage', 'application/pdf', 'fluff-fundraiser-stand-signage.pdf'],
    ['price-list-template', 'application/pdf', 'fluff-fundraiser-price-list-template.pdf'],
    ['hygiene-checklist', 'application/pdf', 'fluff-fundraiser-hygiene-checklist.pdf'],
    ['social-media-graphics', 'application/zip', 'fluff-fundraiser-social-media-graphics.zip'],
    ['all-resources', 'application/zip', 'fluff-fundraiser-all-resources.zip'],
  ])('%s downloads as %s', async (slug, type, filename) => {
    const response = await app.inject({ method: 'GET', url: `/api/fundraiser/downloads/${slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    const head = response.rawPayload.subarray(0, 4);
    expect(type === 'application/pdf' ? head.toString('latin1') : [...head]).toEqual(type === 'application/pdf' ? '%PDF' : [0x50, 0x4b, 0x03, 0x04]);
  });

  it('is a readable 404 for an unknown file', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/fundraiser/downloads/passwords' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { message: 'There is no download with that name.' } });
  });
});
