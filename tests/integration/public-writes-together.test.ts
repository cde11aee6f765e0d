import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContactInput } from '@shared/schemas/forms';
import { contactMessages, mailOutbox, newsletterSignups } from '../../server/db/schema';
import { storeContactMessage } from '../../server/services/contact-messages';
import { CONFIRMATIONS_PER_RECIPIENT_PER_HOUR } from '../../server/services/confirmation-mail';
import { createAppCaches } from '../../server/services/app-caches';
import { createLocalBus } from '../../server/services/invalidation-bus';
import { callerFor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// Contact messages and newsletter sign-ups that arrive together are stored in one database call each: the same rows,
// mails and caps as one call per request, a retried request's key honoured inside a call, and a request the database
// refuses failing alone.
const NOW = new Date('2030-05-06T14:00:00Z');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  caches = createAppCaches(createLocalBus());
  // The first request reads the mail's brand into the caches; the requests of each test then arrive together.
  await visitor().forms.contact(message(address('first')));
});
afterAll(() => database.close());

// Each caller has its own client address, so the per-client limits refuse nothing; mail is left in the outbox. The
// callers share the site's caches, as the requests of one server do.
let caches: ReturnType<typeof createAppCaches>;
const visitor = () => callerFor(database.db, null, { now: () => NOW, mailQueued: async () => {}, caches });
const message = (email: string, change: Partial<ContactInput> = {}): ContactInput => ({
  name: 'Rush Visitor',
  email,
  subject: 'general',
  message: 'Do you cater birthday parties?',
  idempotencyKey: randomUUID(),
  ...change,
});
const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

const dialect = new PgDialect();
/** The statements run through `execute` that call the named database function. */
function callsOf(execute: { mock: { calls: unknown[][] } }, fn: string): number {
  return execute.mock.calls.filter(([query]) => dialect.sqlToQuery(query as SQL).sql.includes(`${fn}(`)).length;
}

async function mailsTo(recipient: string) {
  return database.db
    .select({ kind: mailOutbox.kind, status: mailOutbox.status, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient));
}

describe('contact messages arriving together', () => {
  it('stores twenty in one call, each with its confirmation and the business notice that links to it', async () => {
    const execute = vi.spyOn(database.db, 'execute');
    try {
      const inputs = Array.from({ length: 20 }, (_, index) => message(address(`together${index}`)));
      const stored = await Promise.all(inputs.map((input) => visitor().forms.contact(input)));
      expect(callsOf(execute, 'store_contact_messages')).toBe(1);
      const rows = await database.db
        .select()
        .from(contactMessages)
        .where(
          inArray(
            contactMessages.id,
            stored.map((row) => row.id),
          ),
        );
      expect(rows.map((row) => row.email).sort()).toEqual(inputs.map((input) => input.email).sort());
      for (const input of inputs) {
        expect(await mailsTo(input.email)).toEqual([expect.objectContaining({ kind: 'confirmation', status: 'pending' })]);
      }
      const notices = await database.db.select({ text: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.kind, 'owed'));
      for (const { id } of stored) expect(notices.filter((notice) => notice.text.includes(`item=${id}`))).toHaveLength(1);
    } finally {
      execute.mockRestore();
    }
  });

  it('stores a key sent twice in one call once, with one set of mails, and answers both with the same message', async () => {
    const input = message(address('twice'));
    const [first, second] = await Promise.all([visitor().forms.contact(input), visitor().forms.contact(input)]);
    expect(second).toEqual(first);
    expect(
      await database.db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.idempotencyKey, input.idempotencyKey)),
    ).toHaveLength(1);
    expect(await mailsTo(input.email)).toHaveLength(1);
  });

  it('holds confirmations past the recipient’s hourly cap, counting the ones queued earlier in the same call', async () => {
    const email = address('capped');
    await Promise.all(Array.from({ length: CONFIRMATIONS_PER_RECIPIENT_PER_HOUR + 2 }, () => visitor().forms.contact(message(email))));
    const statuses = (await mailsTo(email)).map((mail) => mail.status);
    expect(statuses.filter((status) => status === 'pending')).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_HOUR);
    expect(statuses.filter((status) => status === 'suppressed')).toHaveLength(2);
  });

  it('fails only the request the database refuses; the others in its call are stored', async () => {
    const ctx = visitor().context;
    const good = [message(address('good1')), message(address('good2'))];
    // Past the schema (a caller of the service, not of the form), so only the database can refuse it.
    const refused = message(address('refused'), { subject: 'not-a-subject' as ContactInput['subject'] });
    const outcomes = await Promise.allSettled([storeContactMessage(ctx, good[0]!), storeContactMessage(ctx, refused), storeContactMessage(ctx, good[1]!)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const emails = [...good, refused].map((input) => input.email);
    const rows = await database.db.select({ email: contactMessages.email }).from(contactMessages).where(inArray(contactMessages.email, emails));
    expect(rows.map((row) => row.email).sort()).toEqual(good.map((input) => input.email).sort());
    expect(await mailsTo(refused.email)).toEqual([]);
  });

  it('stores each message of a call the database could not answer with a call of its own', async () => {
    const realExecute = database.db.execute.bind(database.db);
    const execute = vi.spyOn(database.db, 'execute');
    let dropped = false;
    execute.mockImplementation((query) => {
      if (!dropped && dialect.sqlToQuery(query as SQL).sql.includes('store_contact_messages(')) {
        dropped = true;
        return Promise.reject(new Error('connection dropped')) as never;
      }
      return realExecute(query);
    });
    try {
      const inputs = [message(address('retried1')), message(address('retried2')), message(address('retried3'))];
      const stored = await Promise.all(inputs.map((input) => visitor().forms.contact(input)));
      expect(stored.every((row) => typeof row.id === 'string')).toBe(true);
      expect(callsOf(execute, 'store_contact_messages')).toBe(1 + inputs.length);
      const rows = await database.db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(
          inArray(
            contactMessages.email,
            inputs.map((input) => input.email),
          ),
        );
      expect(rows).toHaveLength(3);
    } finally {
      execute.mockRestore();
    }
  });
});

describe('newsletter sign-ups arriving together', () => {
  it('stores ten in one call, each welcomed once; an address sent twice in the call is one subscriber and one welcome', async () => {
    const execute = vi.spyOn(database.db, 'execute');
    try {
      const emails = Array.from({ length: 10 }, (_, index) => address(`fan${index}`));
      const answers = await Promise.all([...emails, emails[0]!].map((email) => visitor().forms.newsletter({ email })));
      expect(answers.every((answer) => answer.subscribed)).toBe(true);
      expect(callsOf(execute, 'subscribe_many_to_newsletter')).toBe(1);
      const rows = await database.db.select({ email: newsletterSignups.email }).from(newsletterSignups).where(inArray(newsletterSignups.email, emails));
      expect(rows).toHaveLength(10);
      for (const email of emails) {
        const welcomes = await database.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'confirmation')));
        expect(welcomes).toHaveLength(1);
      }
    } finally {
      execute.mockRestore();
    }
  });
});
