import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { SESSION_COOKIE } from '../../server/auth/cookie';
import { auditLog, groupPayouts, orders } from '../../server/db/schema';
import { UNSUPPORTED_IMAGE_MESSAGE } from '../../server/services/image-upload';
import { MemoryMailer } from '../../server/services/mailer';
import { standPhotoUploadPath, standSignPath } from '@shared/fundraiser-paths';
import { PDFDocument } from 'pdf-lib';
import { callerFor, createActor, testConfig } from '../helpers/callers';
import { buyer, completeOrder, createCommerceFixtures, newKey, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { pngImage } from '../helpers/uploads';

// What parents add (a photo, video links), what staff decide about it, and the groups' payouts and export.

const ORIGIN = 'http://localhost:3000';
const NOW = new Date('2026-12-05T15:00:00Z');
const clock = { now: () => NOW };

let database: TestDatabase;
let app: FastifyInstance;
let uploadDir: string;
let fixtures: CommerceFixtures;
let admin: Awaited<ReturnType<typeof createActor>>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  uploadDir = await mkdtemp(path.join(tmpdir(), 'drip-stand-photos-'));
  app = await buildApp({ db: database.db, config: { ...testConfig, uploadDir }, mailer: new MemoryMailer(), now: () => NOW });
  fixtures = await createCommerceFixtures(database.db);
  admin = await createActor(database.db, ['admin', 'user']);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const unique = () => Math.random().toString(36).slice(2, 8);
const asAdmin = () => callerFor(database.db, admin, clock);
const visitor = () => callerFor(database.db, null, clock);

async function newStand(groupName = `Media Club ${unique()}`) {
  const parentEmail = `parent-${unique()}@example.com`;
  const registration = await visitor().fundraiser.register({
    kidFirstName: 'Maya',
    kidLastInitial: 'T',
    kidAge: 10,
    groupType: 'school',
    groupName,
    city: 'Smyrna',
    ytChannel: '',
    agreeTerms: true,
    parentEmail,
    idempotencyKey: newKey(),
  });
  const { slug } = await asAdmin().admin.fundraiser.approve({ id: registration.id });
  const actor = await createActor(database.db, ['user'], parentEmail);
  const parent = callerFor(database.db, actor, clock);
  await parent.fundraiser.updateMyStand({ slug, goalDollars: 150, story: '', consentPublic: true });
  return { slug, parent, token: actor.token };
}

function uploadPhoto(slug: string, token: string | null, file: Buffer, contentType = 'image/png') {
  const boundary = `----dripboundary${unique()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stand.png"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return app.inject({
    method: 'POST',
    url: standPhotoUploadPath(slug),
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      origin: ORIGIN,
      ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
    },
  });
}

describe('the parent’s photo', () => {
  it('is re-encoded like the back office’s uploads, waits for staff, and shows on the stand page and in the gallery once approved', async () => {
    const { slug, parent, token } = await newStand();
    const response = await uploadPhoto(slug, token, await pngImage(640, 480));
    expect(response.statusCode).toBe(201);
    const { photoUrl, photoStatus } = response.json<{ photoUrl: string; photoStatus: string }>();
    expect(photoStatus).toBe('pending');
    expect(photoUrl).toMatch(/^\/uploads\/[a-f0-9]+-800\.webp$/);
    expect(await readdir(uploadDir)).toEqual(expect.arrayContaining([path.basename(photoUrl)]));

    expect((await parent.fundraiser.myStands())[0]).toMatchObject({ photoUrl, photoStatus: 'pending' });
    expect((await visitor().fundraiser.stand({ slug })).photoUrl).toBeNull();
    expect((await visitor().fundraiser.landing()).gallery.some((g) => g.slug === slug)).toBe(false);

    const queued = (await asAdmin().admin.fundraiser.moderation()).find((m) => m.slug === slug)!;
    expect(queued.photoUrl).toBe(photoUrl);
    await asAdmin().admin.fundraiser.moderate({ id: queued.id, item: 'photo', decision: 'approved' });
    expect((await visitor().fundraiser.stand({ slug })).photoUrl).toBe(photoUrl);
    expect((await visitor().fundraiser.landing()).gallery.find((g) => g.slug === slug)).toMatchObject({ type: 'photo', imageUrl: photoUrl, author: 'Maya T.' });

    // Without the parent's consent the photo leaves the public pages.
    await parent.fundraiser.updateMyStand({ slug, goalDollars: 150, story: '', consentPublic: false });
    expect((await visitor().fundraiser.stand({ slug })).photoUrl).toBeNull();
    expect((await visitor().fundraiser.landing()).gallery.some((g) => g.slug === slug)).toBe(false);
  });

  it('refuses someone else’s stand, a visitor without a session, and an SVG', async () => {
    const { slug } = await newStand();
    const stranger = await createActor(database.db, ['user']);
    const image = await pngImage();
    const foreign = await uploadPhoto(slug, stranger.token, image);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: { message: 'This stand is not one you manage.' } });
    expect((await uploadPhoto(slug, null, image)).statusCode).toBe(401);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const mine = await newStand();
    const svgOwn = await uploadPhoto(mine.slug, mine.token, svg, 'image/svg+xml');
    expect(svgOwn.statusCode).toBe(415);
    expect(svgOwn.json()).toEqual({ error: { message: UNSUPPORTED_IMAGE_MESSAGE } });
  });

  it('takes at most 10 photos an hour from one parent, storing nothing past that', async () => {
    const { slug, token } = await newStand();
    const image = await pngImage(32, 24);
    for (let i = 0; i < 10; i += 1) expect((await uploadPhoto(slug, token, image)).statusCode).toBe(201);
    const files = (await readdir(uploadDir)).length;
    const refused = await uploadPhoto(slug, token, image);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/^Too many photos in a short time\. Please try again in \d+ minutes?\.$/);
    expect((await readdir(uploadDir)).length).toBe(files);
  });
});

describe('video links', () => {
  it('take a YouTube or TikTok address, wait for staff, then reach the map pin and the gallery (audit-logged)', async () => {
    const { slug, parent } = await newStand();
    await parent.fundraiser.addStandEvent({ slug, eventDate: '2026-12-12', placeId: '30080', spot: 'Jonquil Park', notes: '' });
    await expect(parent.fundraiser.addStandVideo({ slug, link: 'https://vimeo.com/76979871' })).rejects.toThrow(
      'Please paste a YouTube or TikTok video address',
    );
    await parent.fundraiser.addStandVideo({ slug, link: 'https://youtu.be/dQw4w9WgXcQ?si=share', title: 'Our first day' });
    await expect(parent.fundraiser.addStandVideo({ slug, link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).rejects.toThrow(
      'This video is already on your stand',
    );
    await parent.fundraiser.addStandVideo({ slug, link: 'https://www.tiktok.com/@maya.spins/video/7212345678901234567' });
    const stranger = callerFor(database.db, await createActor(database.db, ['user']), clock);
    await expect(stranger.fundraiser.addStandVideo({ slug, link: 'https://youtu.be/aaaaaaaaaaa' })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const mine = (await parent.fundraiser.myStands())[0]!.videos;
    expect(mine.map((v) => [v.platform, v.url, v.status])).toEqual([
      ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'pending'],
      ['tiktok', 'https://www.tiktok.com/@maya.spins/video/7212345678901234567', 'pending'],
    ]);
    let pin = (await visitor().fundraiser.landing()).pins.find((p) => p.slug === slug)!;
    // The spot stays private (the parent did not choose to show it): the pin names the ZIP code area.
    expect(pin).toMatchObject({ place: 'Smyrna, GA 30080', eventDate: '2026-12-12', upcoming: true, video: null });

    const queue = (await asAdmin().admin.fundraiser.videoQueue()).filter((v) => v.slug === slug);
    expect(queue.map((v) => v.kidName)).toEqual(['Maya T.', 'Maya T.']);
    await asAdmin().admin.fundraiser.moderateVideo({ id: queue[0]!.id, decision: 'approved' });
    await asAdmin().admin.fundraiser.moderateVideo({ id: queue[1]!.id, decision: 'rejected', reason: 'not_the_stand' });
    await expect(asAdmin().admin.fundraiser.moderateVideo({ id: queue[0]!.id, decision: 'rejected', reason: 'not_clear' })).rejects.toThrow(
      'This video is no longer waiting for review.',
    );

    const landing = await visitor().fundraiser.landing();
    pin = landing.pins.find((p) => p.slug === slug)!;
    expect(pin.video).toEqual({ platform: 'youtube', videoId: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(landing.gallery.filter((g) => g.slug === slug)).toEqual([
      { id: queue[0]!.id, type: 'youtube', title: 'Our first day', author: 'Maya T.', slug, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entity, 'stand_video'));
    expect(audit.filter((row) => row.entityId === queue[0]!.id)).toMatchObject([{ action: 'approve', actorEmail: admin.user.email }]);
    expect(audit.filter((row) => row.entityId === queue[1]!.id)).toMatchObject([{ action: 'decline' }]);
  });
});

describe('group payouts', () => {
  /** Places a pickup order for the stand; `collect` has staff mark it picked up. */
  async function buy(slug: string, quantity: number, collect = true) {
    const placed = await callerFor(database.db, null, clock).orders.place({
      idempotencyKey: newKey(),
      lines: [{ productId: fixtures.cone.id, variantId: null, quantity }],
      fulfilment: 'pickup',
      ...buyer,
      email: `buyer-${unique()}@example.com`,
      standSlug: slug,
    });
    if (collect) await completeOrder(database.db, asAdmin(), placed.order.orderNumber);
    return placed.order.orderNumber;
  }

  it('shows what each group is owed, marks payouts up to that (audit-logged), and exports the totals as CSV', async () => {
    const groupName = `=HYPERLINK("http://evil.example") Tigers ${unique()}`;
    const { slug } = await newStand(groupName);
    await buy(slug, 4); // $16.60 sales, $8.30 share at 50%
    let group = (await asAdmin().admin.fundraiser.groups()).find((g) => g.name === groupName)!;
    expect(group).toMatchObject({ salesCents: 1660, shareCents: 830, paidCents: 0, owedCents: 830 });

    await expect(asAdmin().admin.fundraiser.markPayout({ groupId: group.id, amountCents: 831 })).rejects.toThrow(
      `The payout is more than the $8.30 still owed to ${groupName}.`,
    );
    await asAdmin().admin.fundraiser.markPayout({ groupId: group.id, amountCents: 500, note: 'Check 1041' });
    group = (await asAdmin().admin.fundraiser.groups()).find((g) => g.name === groupName)!;
    expect(group).toMatchObject({ paidCents: 500, owedCents: 330 });
    const [payout] = await database.db.select().from(groupPayouts).where(eq(groupPayouts.groupId, group.id));
    expect(payout).toMatchObject({ amountCents: 500, note: 'Check 1041', paidBy: admin.user.id, paidAt: NOW });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'group_payout'), eq(auditLog.entityId, payout!.id)));
    expect(audit).toMatchObject([{ action: 'create', detail: { name: groupName, amountCents: 500, note: 'Check 1041' } }]);

    const file = await asAdmin().admin.fundraiser.exportGroupsCsv();
    expect(file.filename).toBe('fundraiser-groups-2026-12-05.csv');
    const lines = file.csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Group","Type","City","Stands","Sales","Share %","Share","Paid","Owed","To take back"');
    // A group name that starts like a formula is written as text.
    expect(lines).toContain(
      `"'=HYPERLINK(""http://evil.example"") Tigers ${groupName.split(' ').at(-1)}","School","Smyrna","1","16.60","50","8.30","5.00","3.30","0.00"`,
    );
  });

  it('owes nothing for an order still waiting to be picked up, nor for one cancelled before it was', async () => {
    const groupName = `Cancel Club ${unique()}`;
    const { slug } = await newStand(groupName);
    await buy(slug, 2);
    const waiting = await buy(slug, 1, false);
    const account = async () => (await asAdmin().admin.fundraiser.groups()).find((g) => g.name === groupName)!;
    expect(await account()).toMatchObject({ salesCents: 830, owedCents: 415 });
    const [order] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, waiting));
    await asAdmin().admin.orders.setStatus({ id: order!.id, status: 'cancelled' });
    expect(await account()).toMatchObject({ salesCents: 830, owedCents: 415, takeBackCents: 0 });
  });
});

describe('the printable stand sign', () => {
  it('is a PDF made on the server that names the stand as its page does, and 404 for an unknown stand', async () => {
    const { slug, parent } = await newStand();
    const response = await app.inject({ method: 'GET', url: standSignPath(slug) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="fluff-fundraiser-sign-${slug}.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe('Maya T. - Fluff Fundraiser stand sign');
    expect(pdf.getSubject()).toBe(`Stand sign with a QR code to ${testConfig.publicUrl}/fluff-fundraiser/stands/${slug}`);

    // Without the parent's consent the sign names only the group, like the page.
    await parent.fundraiser.updateMyStand({ slug, goalDollars: 150, story: '', consentPublic: false });
    const groupOnly = await PDFDocument.load((await app.inject({ method: 'GET', url: standSignPath(slug) })).rawPayload);
    expect(groupOnly.getTitle()).toMatch(/^A Media Club \w+ stand - Fluff Fundraiser stand sign$/);

    expect((await app.inject({ method: 'GET', url: standSignPath('no-such-stand') })).statusCode).toBe(404);
  });
});
