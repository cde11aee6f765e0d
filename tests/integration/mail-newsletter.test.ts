import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { mailOutbox, newsletterSignups } from '../../server/db/schema';
import { UNSUBSCRIBE_LINK_INVALID } from '@shared/schemas/newsletter';
import { MemoryMailer, type MailMessage } from '../../server/services/mailer';
import { callerFor, testConfig } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The newsletter's welcome mail and its one-click unsubscribe: a link with a subscriber's own random token, the
// List-Unsubscribe headers mail clients act on, a POST that needs no session, and a GET page that only asks.
const clientDir = path.resolve('.tmp/newsletter-test-client');
const ORIGIN = 'http://localhost:3000';
const NOW = new Date('2026-11-22T15:00:00Z');
const LATER = new Date('2026-11-23T09:00:00Z');

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  database = await createTestDatabase({ seed: true });
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, CLIENT_DIR: clientDir, DATA_DIR: '.tmp/newsletter-test-data' });
  app = await buildApp({ db: database.db, config, mailer: new MemoryMailer(), now: () => LATER });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function signUp(email = `fan-${randomUUID().slice(0, 8)}@example.com`) {
  const mailer = new MemoryMailer();
  await callerFor(database.db, null, { mailer, now: () => NOW }).forms.newsletter({ email });
  return { email, mailer };
}

async function subscriber(email: string) {
  const [row] = await database.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, email));
  return row!;
}

function tokenOf(mail: MailMessage): string {
  const match = /\/newsletter\/unsubscribe\?token=([0-9a-f]{64})/.exec(mail.text);
  if (!match?.[1]) throw new Error('no unsubscribe link in the mail');
  return match[1];
}

const visitor = () => callerFor(database.db, null, { now: () => LATER });

describe('newsletter welcome mail', () => {
  it('welcomes a new subscriber once, with an unsubscribe link in both parts and the one-click headers', async () => {
    const { email, mailer } = await signUp();
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0]!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe("You're in the Drip crew!");
    const row = await subscriber(email);
    const url = `${testConfig.publicUrl}/newsletter/unsubscribe?token=${row.unsubscribeToken}`;
    expect(tokenOf(mail)).toBe(row.unsubscribeToken);
    expect(mail.text).toContain(`Unsubscribe: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // Signing up again changes nothing and sends nothing.
    await callerFor(database.db, null, { mailer, now: () => NOW }).forms.newsletter({ email });
    expect(mailer.sent).toHaveLength(1);
  });

  it('stores one row and one welcome when the same new address signs up several times at once', async () => {
    const email = `twins-${randomUUID().slice(0, 8)}@example.com`;
    await Promise.all(
      Array.from({ length: 4 }, () => callerFor(database.db, null, { mailer: new MemoryMailer(), now: () => NOW }).forms.newsletter({ email })),
    );
    const rows = await database.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, email));
    expect(rows).toHaveLength(1);
    const welcomes = await database.db.select({ text: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]!.text).toContain(rows[0]!.unsubscribeToken);
  });

  it('gives every subscriber a different token', async () => {
    const a = await signUp();
    const b = await signUp();
    expect(tokenOf(a.mailer.sent[0]!)).not.toBe(tokenOf(b.mailer.sent[0]!));
  });
});

describe('forms.unsubscribe (the page’s button)', () => {
  it('refuses a forged token with a readable 404 and changes nothing', async () => {
    const { email } = await signUp();
    const forged = randomBytes(32).toString('hex');
    await expect(visitor().forms.unsubscribe({ token: forged })).rejects.toMatchObject({ code: 'NOT_FOUND', message: UNSUBSCRIBE_LINK_INVALID });
    await expect(visitor().forms.unsubscribe({ token: 'not-a-token' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await subscriber(email)).unsubscribedAt).toBeNull();
  });

  it('unsubscribes the holder of the link without a session, and answers the same when repeated', async () => {
    const { email, mailer } = await signUp();
    const token = tokenOf(mailer.sent[0]!);
    const first = await visitor().forms.unsubscribe({ token });
    expect(first).toEqual({ unsubscribed: true, email: `f…@example.com` });
    expect((await subscriber(email)).unsubscribedAt).toEqual(LATER);

    const again = await callerFor(database.db, null, { now: () => new Date(LATER.getTime() + 60_000) }).forms.unsubscribe({ token });
    expect(again).toEqual(first);
    // The first time is kept.
    expect((await subscriber(email)).unsubscribedAt).toEqual(LATER);
  });

  it('forms.unsubscribeStatus tells the page, without changing anything, whom the link is for and whether they already left', async () => {
    const { email, mailer } = await signUp();
    const token = tokenOf(mailer.sent[0]!);
    expect(await visitor().forms.unsubscribeStatus({ token })).toEqual({ email: 'f…@example.com', unsubscribed: false });
    expect((await subscriber(email)).unsubscribedAt).toBeNull();
    await visitor().forms.unsubscribe({ token });
    expect(await visitor().forms.unsubscribeStatus({ token })).toEqual({ email: 'f…@example.com', unsubscribed: true });
    const forged = randomBytes(32).toString('hex');
    await expect(visitor().forms.unsubscribeStatus({ token: forged })).rejects.toMatchObject({ code: 'NOT_FOUND', message: UNSUBSCRIBE_LINK_INVALID });
  });

  it('welcomes a returning subscriber again after they unsubscribed', async () => {
    const { email, mailer } = await signUp();
    await visitor().forms.unsubscribe({ token: tokenOf(mailer.sent[0]!) });
    const back = await signUp(email);
    expect(back.mailer.sent).toHaveLength(1);
    expect((await subscriber(email)).unsubscribedAt).toBeNull();
    // The welcome back carries the address's new link: it unsubscribes, the link of the first welcome no longer does.
    const newToken = tokenOf(back.mailer.sent[0]!);
    expect(newToken).not.toBe(tokenOf(mailer.sent[0]!));
    await expect(visitor().forms.unsubscribeStatus({ token: tokenOf(mailer.sent[0]!) })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await visitor().forms.unsubscribe({ token: newToken });
    expect((await subscriber(email)).unsubscribedAt).not.toBeNull();
  });
});

describe('one-click unsubscribe over HTTP', () => {
  const oneClick = (token: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'List-Unsubscribe=One-Click',
    });

  it("unsubscribes on a mail client's POST, which carries no Origin and no cookie; repeating it is fine", async () => {
    const { email, mailer } = await signUp();
    const token = tokenOf(mailer.sent[0]!);
    const response = await oneClick(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: true });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await subscriber(email)).unsubscribedAt).toEqual(LATER);
    expect((await oneClick(token)).statusCode).toBe(200);
    // Multipart bodies are the other form RFC 8058 allows.
    const multipart = await app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe?token=${token}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
  });

  it('refuses a forged or malformed token with a readable 4xx and changes nothing', async () => {
    const { email } = await signUp();
    const forged = await oneClick(randomBytes(32).toString('hex'));
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ error: { message: UNSUBSCRIBE_LINK_INVALID } });
    const malformed = await oneClick('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: { message: UNSUBSCRIBE_LINK_INVALID } });
    const missing = await app.inject({ method: 'POST', url: '/newsletter/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect((await subscriber(email)).unsubscribedAt).toBeNull();
  });

  it('does not unsubscribe on GET (link scanners prefetch): the page is served and asks first', async () => {
    const { email, mailer } = await signUp();
    const response = await app.inject({ method: 'GET', url: `/newsletter/unsubscribe?token=${tokenOf(mailer.sent[0]!)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect((await subscriber(email)).unsubscribedAt).toBeNull();
  });

  it('lets only this route through without an Origin: other writes still need one', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/forms.newsletter',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { email: 'no-origin@example.com' } }),
    });
    expect(response.statusCode).toBe(403);
  });
});
