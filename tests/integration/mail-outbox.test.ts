import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import {
  claimDueMail,
  CLAIM_LEASE_MS,
  deliverClaimedMail,
  deliverClaimedMails,
  drainOutbox,
  dueMailClaim,
  MAIL_WAIT_MAX_MS,
  MAX_DELIVERY_ATTEMPTS,
  queueMail,
  queueMails,
  retryDelayMs,
  startMailWorker,
} from '../../server/services/mail-outbox';
import { drawnMailHtml, renderMail } from '../../server/services/mail/layout';
import { BUSY_WINDOW_MS } from '../../server/services/quiet-moments';
import { MemoryMailer, type MailMessage, type Mailer } from '../../server/services/mailer';
import { rowsOf } from '../../server/db/rows-of';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Actual Rows': number; 'Actual Loops': number; Plans?: PlanNode[] };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const T0 = new Date('2030-03-04T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
let counter = 0;
const mailTo = (to?: string): MailMessage => {
  counter += 1;
  return { to: to ?? `outbox-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`, subject: `Subject ${counter}`, text: `Body ${counter}` };
};
const rowsFor = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to.toLowerCase()));
const failing: Mailer = {
  send: async () => {
    throw Object.assign(new Error('connect ECONNREFUSED for someone@example.com'), { code: 'ECONNREFUSED' });
  },
};

describe('mail outbox', () => {
  it('stores a mail with the transaction that writes it, and none when that transaction rolls back', async () => {
    const kept = mailTo();
    const dropped = mailTo();
    await database.db.transaction((tx) => queueMail(tx, kept, T0));
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, dropped, T0);
        throw new Error('the record could not be stored');
      }),
    ).rejects.toThrow('the record could not be stored');
    expect(await rowsFor(kept.to)).toMatchObject([{ status: 'pending', attempts: 0, subject: kept.subject, textBody: kept.text }]);
    expect(await rowsFor(dropped.to)).toEqual([]);
  });

  it("keeps a mail's HTML part as the recipe it is drawn from, a fraction of the drawn size, and sends it drawn", async () => {
    const to = `recipe-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const brand = {
      publicUrl: 'https://drip.example',
      contact: { email: 'hi@drip.example', phone: '404-555-0100', address: '1 Peachtree St, Atlanta', hoursText: 'Fri-Sun 12-8' },
    };
    const framed = renderMail(
      { to, subject: 'Your message reached us', heading: 'Thanks, <Sam>', blocks: [{ type: 'details', rows: [{ label: 'Topic', value: 'Parties & more' }] }] },
      brand,
    );
    await queueMail(database.db, framed, T0);
    const drawnBefore = '<!doctype html>\n<html><body><p>A mail stored drawn</p></body></html>';
    const storedDrawn = { ...mailTo(), html: drawnBefore };
    await queueMail(database.db, storedDrawn, T0);

    const [row] = await rowsFor(to);
    const drawn = drawnMailHtml(row!.htmlBody!);
    expect(drawn).toMatch(/^<!doctype html>/);
    expect(drawn).toContain('Thanks, &lt;Sam&gt;');
    expect(drawn).toContain('Parties &amp; more');
    expect(drawn).toContain('404-555-0100');
    expect(row!.htmlBody!.length).toBeLessThan(drawn.length / 3);

    const mailer = new MemoryMailer();
    await drainOutbox(database.db, mailer, { now: () => at(1) });
    expect(mailer.sent.find((mail) => mail.to === to)?.html).toBe(drawn);
    expect(mailer.sent.find((mail) => mail.to === storedDrawn.to.toLowerCase())?.html).toBe(drawnBefore);
  });

  it('delivers a due mail exactly once, with its recipient and content', async () => {
    const message = mailTo('Mixed.Case@Example.com');
    await queueMail(database.db, message, T0);
    const mailer = new MemoryMailer();
    await drainOutbox(database.db, mailer, { now: () => at(1) });
    await drainOutbox(database.db, mailer, { now: () => at(2) });
    expect(mailer.sent.filter((m) => m.to === 'mixed.case@example.com')).toEqual([
      { to: 'mixed.case@example.com', subject: message.subject, text: message.text },
    ]);
    expect(await rowsFor(message.to)).toMatchObject([{ status: 'sent', attempts: 1, sentAt: at(1), claimToken: null }]);
  });

  it('retries a failed delivery with backoff (the first retry within a minute), then gives up as failed', async () => {
    const message = mailTo();
    await queueMail(database.db, message, T0);
    await drainOutbox(database.db, failing, { now: () => T0 });
    const [afterFirst] = await rowsFor(message.to);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, lastError: 'ECONNREFUSED' });
    const firstWait = afterFirst!.nextAttemptAt.getTime() - T0.getTime();
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(60_000);

    // Not due before its time; due after it.
    const mailer = new MemoryMailer();
    await drainOutbox(database.db, mailer, { now: () => at(firstWait - 1) });
    expect(mailer.sent).toHaveLength(0);

    // Each further failure waits longer, until the attempts are used up.
    let clock = T0.getTime() + firstWait;
    const waits = [firstWait];
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      await drainOutbox(database.db, failing, { now: () => new Date(clock) });
      const [row] = await rowsFor(message.to);
      expect(row!.attempts).toBe(attempt);
      if (attempt < MAX_DELIVERY_ATTEMPTS) {
        expect(row!.status).toBe('pending');
        waits.push(row!.nextAttemptAt.getTime() - clock);
        clock = row!.nextAttemptAt.getTime();
      } else {
        expect(row!.status).toBe('failed');
      }
    }
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]!).toBeGreaterThanOrEqual(waits[i - 1]!);
    expect(waits[1]).toBe(retryDelayMs(2));
    // A failed mail is not picked up again on its own.
    await drainOutbox(database.db, mailer, { now: () => new Date(clock + 30 * 24 * 3600 * 1000) });
    expect(mailer.sent.filter((m) => m.to === message.to)).toHaveLength(0);
  });

  it('gives a claim to one worker; a claim whose lease ran out is taken over, and the stale worker cannot finish it', async () => {
    const message = mailTo();
    const { id } = await queueMail(database.db, message, T0);
    const first = (await claimDueMail(database.db, at(1), 1000)).filter((m) => m.id === id);
    expect(first).toHaveLength(1);
    // Claimed: nobody else gets it while the lease lasts.
    expect((await claimDueMail(database.db, at(2), 1000)).some((m) => m.id === id)).toBe(false);
    // The first worker died; after the lease another takes it over.
    const second = (await claimDueMail(database.db, at(CLAIM_LEASE_MS + 2), 1000)).filter((m) => m.id === id);
    expect(second).toHaveLength(1);
    expect(second[0]!.claimToken).not.toBe(first[0]!.claimToken);
    const mailer = new MemoryMailer();
    await deliverClaimedMail(database.db, mailer, second[0]!, () => at(CLAIM_LEASE_MS + 3));
    // The stale worker's late failure does not overwrite the delivered state.
    await deliverClaimedMail(database.db, failing, first[0]!, () => at(CLAIM_LEASE_MS + 4));
    expect(await rowsFor(message.to)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('skips rows another transaction holds (FOR UPDATE SKIP LOCKED) instead of waiting for them', async () => {
    const message = mailTo();
    const { id } = await queueMail(database.db, message, T0);
    const otherUrl = currentDatabaseUrl();
    if (!otherUrl) {
      // One connection (PGlite): the statement still runs, and two claims in a row never share a row.
      const a = await claimDueMail(database.db, at(1), 1000);
      const b = await claimDueMail(database.db, at(1), 1000);
      expect(a.some((m) => m.id === id)).toBe(true);
      expect(b.some((m) => m.id === id)).toBe(false);
      return;
    }
    // PostgreSQL: another instance's connection holds the row locked; this claim skips it at once.
    const other = postgres(otherUrl, { max: 1, onnotice: () => {} });
    try {
      await other.begin(async (tx) => {
        await tx`select id from mail_outbox where id = ${id} for update`;
        const claimed = await claimDueMail(database.db, at(1), 1000);
        expect(claimed.some((m) => m.id === id)).toBe(false);
      });
      const claimed = await claimDueMail(database.db, at(2), 1000);
      expect(claimed.some((m) => m.id === id)).toBe(true);
    } finally {
      await other.end();
    }
  });

  it('never holds back mail the business owes, however many go to one address in an hour', async () => {
    const to = `owed-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => database.db.transaction((tx) => queueMail(tx, mailTo(i % 2 ? to : to.toUpperCase()), at(i * 1000)))),
    );
    expect(results.every((r) => r.status === 'pending')).toBe(true);
    const mailer = new MemoryMailer();
    await drainOutbox(database.db, mailer, { now: () => at(60_000) });
    expect(mailer.sent.filter((m) => m.to === to)).toHaveLength(12);
    expect(await rowsFor(to)).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'owed', heldBy: null })]));
  });

  it('runs a background worker that delivers when woken and stops cleanly', async () => {
    const message = mailTo();
    const mailer = new MemoryMailer();
    const worker = startMailWorker({ db: database.db, mailer, intervalMs: 60_000, now: () => at(10) });
    await queueMail(database.db, message, T0);
    worker.wake();
    await expect.poll(() => mailer.sent.filter((m) => m.to === message.to).length, { timeout: 5000 }).toBe(1);
    await worker.stop();
    const later = mailTo();
    await queueMail(database.db, later, T0);
    worker.wake();
    // stop() waits for a round in progress: had the wake started one, the mail would be out once it resolves.
    await worker.stop();
    expect(mailer.sent.some((m) => m.to === later.to)).toBe(false);
  });

  it('holds delivery while the database answers a rush: until its first quiet second, a few seconds at most', async () => {
    const mailer = new MemoryMailer();
    const sentTo = (message: MailMessage) => mailer.sent.filter((m) => m.to === message.to).length;
    let busy = true;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    try {
      const inARush = mailTo();
      const startWorker = () => startMailWorker({ db: database.db, mailer, intervalMs: 60_000, now: () => at(10), busy: () => busy });
      let worker = startWorker();
      await queueMail(database.db, inARush, T0);
      worker.wake();
      await vi.advanceTimersByTimeAsync(MAIL_WAIT_MAX_MS - BUSY_WINDOW_MS);
      expect(sentTo(inARush), 'held while the rush goes on').toBe(0);
      // Its longest wait is over: the round starts, and stop() waits for it.
      await vi.advanceTimersByTimeAsync(BUSY_WINDOW_MS);
      await worker.stop();
      expect(sentTo(inARush), 'delivered after its longest wait').toBe(1);

      const rushEnds = mailTo();
      worker = startWorker();
      await queueMail(database.db, rushEnds, T0);
      worker.wake();
      await vi.advanceTimersByTimeAsync(BUSY_WINDOW_MS);
      expect(sentTo(rushEnds)).toBe(0);
      busy = false;
      await vi.advanceTimersByTimeAsync(BUSY_WINDOW_MS);
      await worker.stop();
      expect(sentTo(rushEnds), 'delivered in the first quiet second').toBe(1);

      const whenQuiet = mailTo();
      worker = startWorker();
      await queueMail(database.db, whenQuiet, T0);
      worker.wake();
      await worker.stop();
      expect(sentTo(whenQuiet), 'quiet: delivered at once').toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops a round begun in a quiet moment between batches once the database is busy, and sends the rest in the next', async () => {
    // A database of its own, so the outbox holds exactly these mails.
    const own = await createTestDatabase();
    const mails = Array.from({ length: 25 }, () => mailTo());
    for (const message of mails) await queueMail(own.db, message, T0);
    let busy = false;
    const memory = new MemoryMailer();
    // A rush begins while the first batch is being sent.
    const mailer: Mailer = {
      send: async (message) => {
        if (memory.sent.length === 0) busy = true;
        await memory.send(message);
      },
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    try {
      const worker = startMailWorker({ db: own.db, mailer, intervalMs: 60_000, now: () => at(10), busy: () => busy });
      await vi.waitFor(() => expect(memory.sent).toHaveLength(10));
      await vi.advanceTimersByTimeAsync(BUSY_WINDOW_MS);
      expect(memory.sent, 'the first batch only, while busy').toHaveLength(10);
      busy = false;
      await vi.advanceTimersByTimeAsync(BUSY_WINDOW_MS);
      await vi.waitFor(() => expect(memory.sent).toHaveLength(25));
      await worker.stop();
      expect(memory.sent.map((m) => m.to).sort(), 'the rest in the first quiet second').toEqual(mails.map((m) => m.to).sort());
    } finally {
      vi.useRealTimers();
      await own.close();
    }
  });

  it('records a round’s sent mails together, and a failure among them on its own', async () => {
    // A database of its own, so the round holds exactly these three mails.
    const own = await createTestDatabase();
    const batch = [mailTo(), mailTo(), mailTo()];
    for (const message of batch) await queueMail(own.db, message, T0);
    const refused = batch[1]!.to;
    const mailer = new MemoryMailer();
    const picky: Mailer = {
      send: async (message) => {
        if (message.to === refused) throw Object.assign(new Error('mailbox full'), { responseCode: 452 });
        await mailer.send(message);
      },
    };
    const claimed = await claimDueMail(own.db, at(1), 1000);
    expect(claimed).toHaveLength(3);
    const outcomes = await deliverClaimedMails(own.db, picky, claimed, () => at(2));
    expect(outcomes).toEqual(claimed.map((mail) => (mail.recipient === refused ? 'retry' : 'sent')));
    for (const message of batch) {
      const [row] = await own.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, message.to));
      if (message.to === refused) expect(row).toMatchObject({ status: 'pending', lastError: 'SMTP 452', claimToken: null });
      else expect(row).toMatchObject({ status: 'sent', sentAt: at(2), claimToken: null, leaseUntil: null });
    }
    expect(mailer.sent.map((message) => message.to).sort()).toEqual([batch[0]!.to, batch[2]!.to].sort());
    await own.close();
  });

  it('claims from a backlog by walking the due index: ten claimed out of 600 due reads about ten rows, not the backlog', async () => {
    // A database of its own: the backlog, its statistics and the plan are this test's alone.
    const own = await createTestDatabase();
    try {
      const backlog = Array.from({ length: 600 }, () => mailTo());
      await own.db.transaction((tx) => queueMails(tx, backlog, T0));
      await own.db.execute(sql`analyze mail_outbox`);
      const [explained] = rowsOf<{ 'QUERY PLAN': unknown }>(
        await own.db.execute(sql`explain (analyze, format json) ${dueMailClaim(own.db, at(1), 10).getSQL()}`),
      );
      const plan = typeof explained!['QUERY PLAN'] === 'string' ? JSON.parse(explained!['QUERY PLAN']) : explained!['QUERY PLAN'];
      const scans: { node: string; rows: number }[] = [];
      const walk = (node: PlanNode) => {
        if (node['Relation Name'] === 'mail_outbox') scans.push({ node: node['Node Type'], rows: node['Actual Rows'] * node['Actual Loops'] });
        for (const child of node.Plans ?? []) walk(child);
      };
      walk((plan as { Plan: PlanNode }[])[0]!.Plan);
      expect(scans.length).toBeGreaterThan(0);
      // The OR of both kinds read all 600 pending rows into a bitmap and sorted them to keep ten.
      expect(scans.filter((scan) => scan.rows > 20)).toEqual([]);
      expect(await claimDueMail(own.db, at(1), 10)).toHaveLength(10);
    } finally {
      await own.close();
    }
  });
});

/** The URL of this test file's own PostgreSQL database, for a second connection; undefined on PGlite. */
function currentDatabaseUrl(): string | undefined {
  return database.kind === 'postgres' ? database.url : undefined;
}
