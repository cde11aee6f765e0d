import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { fundraiserStands, standEvents } from '../../server/db/schema';
import type { PageRenderModule } from '../../server/http/site-pages';
import { STAND_CHANGES_TOPIC } from '../../server/services/fundraiser-stands';
import { createLocalBus } from '../../server/services/invalidation-bus';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor } from '../helpers/callers';
import { newKey } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { accessTable } from './access';

// A kid's stand as the public meets it: every public procedure and every server-rendered page (its markup, its
// dehydrated data, its head) is crawled for a stand whose parent kept the stand day's spot private, and none of them
// says where the kid will be more precisely than the ZIP code area, nor the parent's address or the kid's age.
const clientDir = path.resolve('.tmp/fundraiser-privacy-client');
const ORIGIN = 'https://drip.example';
const NOW = new Date('2030-05-01T15:00:00Z');
const SPOT = 'Zephyr Gazebo behind the library';
const NOTES = 'Look for the purple umbrella by the fountain';
const LEGACY_SPOT = 'Quillfeather Corner';
// A map click stored before areas existed: in public it is snapped to about 10 km.
const LEGACY_POINT = { lat: 33.774512, lng: -84.296123 };

const bus = createLocalBus();
let database: TestDatabase;
let app: FastifyInstance;
let slug: string;
let groupSlug: string;
let parent: ReturnType<typeof callerFor>;
const parentEmail = `zq-parent-${Date.now()}@example.com`;

beforeAll(async () => {
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>',
  );
  database = await createTestDatabase({ seed: true });
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, CLIENT_DIR: clientDir, DATA_DIR: '.tmp/fundraiser-privacy-data' });
  const renderer: PageRenderModule = await import('../../src/entry-server');
  app = await buildApp({ db: database.db, config, mailer: new MemoryMailer(), bus, now: () => NOW, loadPageRenderer: async () => renderer });

  const registered = await callerFor(database.db, null).fundraiser.register({
    kidFirstName: 'Zoravia',
    kidLastInitial: 'Q',
    kidAge: 13,
    groupType: 'school',
    groupName: 'Glenhaven Academy',
    city: 'Decatur, GA',
    parentEmail,
    ytChannel: '',
    agreeTerms: true,
    idempotencyKey: newKey(),
  });
  const admin = await createActor(database.db, ['admin', 'user']);
  ({ slug } = await callerFor(database.db, admin, { now: () => NOW }).admin.fundraiser.approve({ id: registered.id }));
  parent = callerFor(database.db, await createActor(database.db, ['user'], parentEmail), { now: () => NOW });
  await parent.fundraiser.updateMyStand({ slug, goalDollars: 300, story: '', consentPublic: true, listedInSearch: false });
  await parent.fundraiser.addStandEvent({ slug, eventDate: '2030-05-20', placeId: '30030', spot: SPOT, showSpot: false, notes: NOTES });
  const [stand] = await database.db.select({ id: fundraiserStands.id }).from(fundraiserStands).where(eq(fundraiserStands.slug, slug));
  await database.db
    .insert(standEvents)
    .values({ standId: stand!.id, eventDate: '2030-05-27', place: LEGACY_SPOT, lat: LEGACY_POINT.lat, lng: LEGACY_POINT.lng, notes: NOTES });
  groupSlug = (await callerFor(database.db, null, { now: () => NOW }).fundraiser.stand({ slug })).group.slug!;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** What must never be public for this stand. */
const SECRETS = [SPOT, NOTES, LEGACY_SPOT, parentEmail, String(LEGACY_POINT.lat), String(LEGACY_POINT.lng)];
const expectNoSecrets = (text: string) => {
  for (const secret of SECRETS) expect(text, secret).not.toContain(secret);
};
/** Data from a procedure: besides the secrets, no field for the kid's age or the parent's address at all. */
const expectNoSecretData = (data: unknown) => {
  const text = JSON.stringify(data);
  expectNoSecrets(text);
  expect(text).not.toMatch(/"(kidAge|parentEmail|email)"/);
};

/** An input for each public read that could show the stand. */
function inputsOf(procedure: string): unknown[] {
  switch (procedure) {
    case 'fundraiser.stand':
      return [{ slug }];
    case 'fundraiser.group':
      return [{ slug: groupSlug }];
    case 'fundraiser.leaderboard':
      return [{ sort: 'avg', limit: 50 }];
    case 'fundraiser.placeSearch':
      return [{ q: '30030' }];
    case 'fundraiser.landing':
    case 'fundraiser.standChoices':
    case 'fundraiser.listedStands':
      return [undefined];
    default:
      return [];
  }
}

describe('a stand whose parent kept the spot private', () => {
  it('no public procedure tells the spot, the notes, a precise point, the age or the parent’s address', async () => {
    const anonymous = callerFor(database.db, null, { now: () => NOW }) as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
    const crawled: string[] = [];
    for (const [procedure, access] of Object.entries(accessTable)) {
      if (access !== 'public' || !procedure.startsWith('fundraiser.')) continue;
      const [domain, name] = procedure.split('.') as [string, string];
      for (const input of inputsOf(procedure)) {
        expectNoSecretData(await anonymous[domain]![name]!(input));
        crawled.push(procedure);
      }
    }
    expect(crawled).toEqual(expect.arrayContaining(['fundraiser.stand', 'fundraiser.landing', 'fundraiser.group', 'fundraiser.leaderboard']));

    // What they do say: the ZIP code area, at its centroid, and the group's city for the day stored before areas.
    const stand = await callerFor(database.db, null, { now: () => NOW }).fundraiser.stand({ slug });
    expect(stand.events.map((day) => [day.area, day.spot, day.notes])).toEqual([
      ['Decatur, GA 30030', null, ''],
      ['Decatur, GA', null, ''],
    ]);
    expect(stand.events[1]).toMatchObject({ lat: 33.8, lng: -84.3 });
    const pins = (await callerFor(database.db, null, { now: () => NOW }).fundraiser.landing()).pins.filter((pin) => pin.slug === slug);
    expect(pins).toEqual([expect.objectContaining({ place: 'Decatur, GA 30030', lat: 33.77, lng: -84.295 })]);
  });

  it('no server-rendered page carries them; the stand and group pages are noindex (meta and header) and out of the sitemap', async () => {
    for (const url of [`/fluff-fundraiser/stands/${slug}`, `/fluff-fundraiser/groups/${groupSlug}`, '/fluff-fundraiser', '/fluff-fundraiser/leaderboard']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expectNoSecrets(page.body);
      if (url.includes('/stands/') || url.includes('/groups/')) {
        expect(page.body, url).toContain('<meta data-server-head name="robots" content="noindex" />');
        expect(page.headers['x-robots-tag'], url).toBe('noindex');
        expect(page.body, url).not.toContain('rel="canonical"');
      }
    }
    const stand = await app.inject({ method: 'GET', url: `/fluff-fundraiser/stands/${slug}` });
    expect(stand.body).toContain('Decatur, GA 30030');
    // The preview card in the head is the stand's own.
    expect(stand.body).toContain(`${ORIGIN}/api/fundraiser/stands/${slug}/preview.png`);
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`${ORIGIN}/fluff-fundraiser</loc>`);
    expect(sitemap.body).not.toContain('/fluff-fundraiser/stands/');
  });

  it('the preview card is a PNG', async () => {
    const card = await app.inject({ method: 'GET', url: `/api/fundraiser/stands/${slug}/preview.png` });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await app.inject({ method: 'GET', url: '/api/fundraiser/stands/nobody-here/preview.png' })).statusCode).toBe(404);
  });
});

describe('what the parent chooses', () => {
  it('showing the spot for a day shows that day’s spot and notes; listing in search makes the page indexable and puts it in the sitemap', async () => {
    await parent.fundraiser.addStandEvent({
      slug,
      eventDate: '2030-06-03',
      placeId: 'Marietta, GA',
      spot: 'Marietta Square',
      showSpot: true,
      notes: 'By the fountain',
    });
    const stand = await callerFor(database.db, null, { now: () => NOW }).fundraiser.stand({ slug });
    expect(stand.events.at(-1)).toMatchObject({ area: 'Marietta, GA', spot: 'Marietta Square', notes: 'By the fountain' });
    // The other days stay private.
    expectNoSecrets(JSON.stringify(stand));

    await parent.fundraiser.updateMyStand({ slug, goalDollars: 300, story: '', consentPublic: true, listedInSearch: true });
    // As the procedure does through the app's bus: the cached pages are cleared.
    await bus.publish(STAND_CHANGES_TOPIC);
    const page = await app.inject({ method: 'GET', url: `/fluff-fundraiser/stands/${slug}` });
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect(page.body).toContain(`<link data-server-head rel="canonical" href="${ORIGIN}/fluff-fundraiser/stands/${slug}" />`);
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(`${ORIGIN}/fluff-fundraiser/stands/${slug}</loc>`);
  });
});
