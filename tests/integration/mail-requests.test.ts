import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, eventBookings, fundraiserRegistrations, kidNominations, mailOutbox, partyPackages, siteSettings } from '../../server/db/schema';
import { seedSiteSettings } from '../../server/db/seed-data';
import { MemoryMailer, type MailMessage } from '../../server/services/mailer';
import { callerFor, testConfig } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The mails a visitor's request sends: a confirmation to the visitor and a notice to the business address kept in
// Settings, both in the site's layout with a plain-text and an HTML part.
const NOW = new Date('2026-11-22T15:00:00Z');
const EVENT_DATE = '2026-12-19';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

const unique = () => randomUUID().slice(0, 8);
const key = () => randomUUID();

/** Gives the business a fresh contact address for one test, so each test reads its own notices. */
async function businessAddress(): Promise<string> {
  const email = `owner-${unique()}@dripcottoncandy.com`;
  await database.db
    .update(siteSettings)
    .set({ value: { ...seedSiteSettings.contact, email } })
    .where(eq(siteSettings.key, 'contact'));
  return email;
}

function visitor() {
  const mailer = new MemoryMailer();
  return { mailer, caller: callerFor(database.db, null, { mailer, now: () => NOW }) };
}

function only(mailer: MemoryMailer, to: string): MailMessage {
  const mails = mailer.sent.filter((m) => m.to === to.toLowerCase());
  expect(mails, `mails to ${to}`).toHaveLength(1);
  return mails[0]!;
}

/** Both parts exist, the HTML part is the site's frame (inline styles only, no external images or fonts). */
function expectSiteLayout(mail: MailMessage) {
  expect(mail.text.length).toBeGreaterThan(50);
  expect(mail.html).toMatch(/^<!doctype html>/);
  expect(mail.html).toContain('Cotton Candy');
  expect(mail.html).toContain('#be2878');
  expect(mail.html).not.toMatch(/<style|<link|<img|<script|src=|@import|url\(/i);
  // The footer carries the business's address and phone from Settings, in both parts.
  for (const part of [mail.text, mail.html!]) {
    expect(part).toContain(seedSiteSettings.contact.address);
    expect(part).toContain(seedSiteSettings.contact.phone);
  }
}

describe('private-event booking mails', () => {
  const booking = (email: string) => ({
    name: 'Dana <b>Q</b>',
    email,
    phone: '(404) 555-0100',
    eventType: 'birthday' as const,
    eventDate: EVENT_DATE,
    eventTime: '14:30',
    location: 'Piedmont Park, Pavilion 3',
    guests: 40,
    specialRequests: 'Blue raspberry please!\nBcc: everyone@example.com <a href="https://spam.example">win</a> ' + 'x'.repeat(300),
    idempotencyKey: key(),
  });

  it('confirms the booking with its fixed facts and the 24-hour promise, none of what the person typed, and notices the business with it all', async () => {
    const owner = await businessAddress();
    const [pkg] = await database.db.select().from(partyPackages).where(eq(partyPackages.isActive, true)).limit(1);
    const email = `Parent-${unique()}@Example.com`;
    const { mailer, caller } = visitor();
    const input = { ...booking(email), packageId: pkg!.id };
    const stored = await caller.forms.booking(input);

    const mail = only(mailer, email);
    expect(mail.subject).toBe('We got your private event request — we answer within 24 hours');
    expectSiteLayout(mail);
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain('We answer every booking request within 24 hours.');
      expect(part).toContain('Birthday Party');
      expect(part).toContain('Saturday, December 19, 2026');
      expect(part).toContain('2:30 PM');
      expect(part).toContain('40');
      expect(part).toContain(pkg!.name);
      // Anyone can give any address, so nothing the visitor typed reaches it: no name, place, phone or requests.
      for (const typed of ['Dana', 'Piedmont', '555-0100', 'Blue raspberry', 'spam.example']) expect(part).not.toContain(typed);
    }

    const notice = only(mailer, owner);
    expect(notice.subject).toBe('New private event request');
    expectSiteLayout(notice);
    const link = `${testConfig.publicUrl}/admin/inbox?kind=bookings&item=${stored.id}`;
    expect(notice.text).toContain(link);
    expect(notice.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(notice.text).toContain(email.toLowerCase());
    expect(notice.text).toContain('Saturday, December 19, 2026');
    // The business's own notice quotes the person, escaped, on one line and cut short.
    expect(notice.html).toContain('Dana &lt;b&gt;Q&lt;/b&gt;');
    expect(notice.html).not.toContain('<b>Q</b>');
    expect(notice.html).not.toContain('href="https://spam.example"');
    expect(notice.text).toContain('Location: Piedmont Park, Pavilion 3');
    expect(notice.text).toContain('(404) 555-0100');
    expect(notice.text).toContain('Special requests: Blue raspberry please! Bcc: everyone@example.com');
    expect(notice.text).not.toMatch(/^Bcc:/m);
    expect(notice.text).not.toContain('x'.repeat(150));
    expect(notice.text).toContain('…');
    expect(mailer.sent).toHaveLength(2);
  });

  it('sends nothing again for a repeated request (the same key), and says "not chosen yet" without a package', async () => {
    const owner = await businessAddress();
    const email = `repeat-${unique()}@example.com`;
    const { mailer, caller } = visitor();
    const input = booking(email);
    const [a, b] = await Promise.all([caller.forms.booking(input), caller.forms.booking(input)]);
    const c = await caller.forms.booking(input);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect(only(mailer, email).text).toContain('Package: Not chosen yet');
    only(mailer, owner);
    expect(mailer.sent).toHaveLength(2);
  });

  it('keeps the booking and its mails when mail cannot be sent: they wait in the outbox', async () => {
    await businessAddress();
    const email = `outage-${unique()}@example.com`;
    const failing = { send: async () => Promise.reject(Object.assign(new Error('down'), { responseCode: 421 })) };
    const caller = callerFor(database.db, null, { mailer: failing, now: () => NOW });
    const stored = await caller.forms.booking(booking(email));
    const [row] = await database.db.select().from(eventBookings).where(eq(eventBookings.id, stored.id));
    expect(row?.email).toBe(email);
    const queued = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(queued).toMatchObject([{ status: 'pending', attempts: 1, lastError: 'SMTP 421' }]);
  });

  it('still confirms to the person when Settings has no contact address, and sends no notice', async () => {
    const [saved] = await database.db.select().from(siteSettings).where(eq(siteSettings.key, 'contact'));
    await database.db.delete(siteSettings).where(eq(siteSettings.key, 'contact'));
    try {
      const email = `nosettings-${unique()}@example.com`;
      const { mailer, caller } = visitor();
      await caller.forms.booking(booking(email));
      expect(mailer.sent.map((m) => m.to)).toEqual([email]);
      // The footer still names the site, without the missing details.
      expect(mailer.sent[0]!.text).toContain(testConfig.publicUrl);
    } finally {
      await database.db.insert(siteSettings).values(saved!);
    }
  });
});

describe('contact message mails', () => {
  it('confirms to the sender with the subject only, and notices the business with a short quote and a link to the message', async () => {
    const owner = await businessAddress();
    const email = `writer-${unique()}@example.com`;
    const { mailer, caller } = visitor();
    const message = `Where is my order?\r\nSubject: fake header <script>alert(1)</script> ${'long text '.repeat(50)}`;
    const stored = await caller.forms.contact({ name: '<i>Sam</i>', email, subject: 'order', message, idempotencyKey: key() });
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, stored.id));
    expect(row?.message).toBe(message.trim());

    const mail = only(mailer, email);
    expect(mail.subject).toBe('We got your message — Drip Cotton Candy');
    expectSiteLayout(mail);
    expect(mail.text).toContain('Thanks for reaching out!');
    expect(mail.text).toContain('We typically reply within 24 hours.');
    expect(mail.text).toContain('Subject: Order Question');
    for (const part of [mail.text, mail.html!])
      for (const typed of ['Sam', 'Where is my order', 'fake header', 'script', 'long text']) expect(part).not.toContain(typed);

    const notice = only(mailer, owner);
    expect(notice.subject).toBe('New contact message: Order Question');
    expect(notice.text).toContain(`/admin/inbox?kind=contact&item=${stored.id}`);
    expect(notice.text).toContain('Message: Where is my order? Subject: fake header');
    expect(notice.text).not.toMatch(/^Subject: fake/m);
    expect(notice.html).toContain('&lt;script&gt;');
    expect(notice.html).not.toContain('<script>');
    expect(notice.text).not.toContain('long text '.repeat(20));
    expectSiteLayout(notice);
  });
});

describe('Featured Kids nomination mails', () => {
  it('thanks the nominator without repeating the nomination, and notices the business with the kid and the story', async () => {
    const owner = await businessAddress();
    const email = `nominator-${unique()}@example.com`;
    const { mailer, caller } = visitor();
    const story = `Leo runs a lemonade-and-fluff stand to buy books for his school library. ${'He never stops. '.repeat(30)}`;
    const stored = await caller.forms.nomination({
      kidName: 'Leo "the Kid" P',
      age: 12,
      story,
      nominatorName: 'Ms. Park',
      nominatorEmail: email,
      idempotencyKey: key(),
    });
    expect(await database.db.select().from(kidNominations).where(eq(kidNominations.id, stored.id))).toHaveLength(1);

    const mail = only(mailer, email);
    expect(mail.subject).toBe('Thanks for your Featured Kids nomination');
    expectSiteLayout(mail);
    expect(mail.text).toContain('Thanks for your nomination!');
    for (const part of [mail.text, mail.html!]) for (const typed of ['Leo', 'Park', 'lemonade', 'He never stops']) expect(part).not.toContain(typed);

    const notice = only(mailer, owner);
    expect(notice.subject).toBe('New Featured Kids nomination');
    expect(notice.text).toContain(`/admin/inbox?kind=nominations&item=${stored.id}`);
    expect(notice.html).toContain('Leo &quot;the Kid&quot; P');
    expect(notice.text).toContain('Age: 12');
    expect(notice.text).toContain('Story: Leo runs a lemonade-and-fluff stand');
    expect(notice.text).not.toContain('He never stops. '.repeat(10));
  });
});

describe('Fluff Fundraiser registration mails', () => {
  it('welcomes the parent in the same layout and notices the business', async () => {
    const owner = await businessAddress();
    const email = `parent-${unique()}@example.com`;
    const { mailer, caller } = visitor();
    const stored = await caller.fundraiser.register({
      kidFirstName: 'Amara',
      kidLastInitial: 'W',
      kidAge: 10,
      groupType: 'school',
      groupName: 'East Point Elementary',
      parentEmail: email,
      city: 'East Point',
      ytChannel: '',
      agreeTerms: true,
      idempotencyKey: key(),
    });
    expect(await database.db.select().from(fundraiserRegistrations).where(eq(fundraiserRegistrations.id, stored.id))).toHaveLength(1);

    const mail = only(mailer, email);
    expect(mail.subject).toBe('Welcome to the Fluff Fundraiser! Your starter kit is inside');
    expectSiteLayout(mail);
    expect(mail.text).toContain('Welcome to the Fluff Fundraiser quest!');
    for (const part of [mail.text, mail.html!]) for (const typed of ['Amara', 'East Point']) expect(part).not.toContain(typed);
    expect(mail.text).toContain(`${testConfig.publicUrl}/api/fundraiser/downloads/starter-kit`);

    const notice = only(mailer, owner);
    expect(notice.subject).toBe('New Fluff Fundraiser registration');
    expect(notice.text).toContain(`/admin/inbox?kind=fundraiser&item=${stored.id}`);
    expect(notice.text).toContain('Kid: Amara W.');
    expect(notice.text).toContain('City: East Point');
  });
});
