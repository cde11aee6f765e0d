import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../server/db/schema';
import { CONFIRMATIONS_PER_RECIPIENT_PER_HOUR, queueConfirmationMail } from '../../server/services/confirmation-mail';
import { drainOutbox, queueMail } from '../../server/services/mail-outbox';
import { MemoryMailer, type Mailer } from '../../server/services/mailer';
import { auditSentence } from '../../src/features/admin/shared/audit-format';
import { callerFor, createActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const NOW = new Date('2030-07-01T12:00:00Z');
const down: Mailer = { send: () => Promise.reject(Object.assign(new Error('down'), { code: 'ECONNREFUSED' })) };

describe('admin.mail', () => {
  it('lists undelivered mail (failed, suppressed, retrying, late) but not mail that went out or was just queued', async () => {
    const sent = await queueMail(database.db, { to: 'sent@example.com', subject: 'Went out', text: 'x' }, NOW);
    await drainOutbox(database.db, new MemoryMailer(), { now: () => NOW });
    const retrying = await queueMail(database.db, { to: 'retrying@example.com', subject: 'Retrying', text: 'x' }, NOW);
    await drainOutbox(database.db, down, { now: () => NOW });
    const late = await queueMail(database.db, { to: 'late@example.com', subject: 'Late', text: 'x' }, new Date(NOW.getTime() - 11 * 60_000));
    const fresh = await queueMail(database.db, { to: 'fresh@example.com', subject: 'Fresh', text: 'x' }, NOW);
    const suppressed = [];
    for (let i = 0; i <= CONFIRMATIONS_PER_RECIPIENT_PER_HOUR; i += 1)
      suppressed.push(await queueConfirmationMail(database.db, { to: 'busy@example.com', subject: `Busy ${i}`, text: 'x' }, NOW, 1000));
    const capped = suppressed.at(-1)!;
    expect(capped.status).toBe('suppressed');

    const admin = callerFor(database.db, await createActor(database.db, ['admin']), { now: () => NOW });
    const { rows } = await admin.admin.mail.list({ view: 'undelivered' });
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([retrying.id, late.id, capped.id]));
    expect(ids).not.toContain(sent.id);
    expect(ids).not.toContain(fresh.id);
    expect(rows.find((r) => r.id === retrying.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'ECONNREFUSED',
      recipient: 'retrying@example.com',
    });
    expect(rows.find((r) => r.id === capped.id)).toMatchObject({ status: 'suppressed', kind: 'confirmation', heldBy: 'recipient_cap' });
    expect((await admin.admin.mail.list({ view: 'all' })).rows.map((r) => r.id)).toContain(sent.id);
  });

  it('sends a held mail now, once, audit-logged as "Sent held mail", and refuses one already sent', async () => {
    const [capped] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'suppressed')).limit(1);
    const actor = await createActor(database.db, ['admin']);
    const mailer = new MemoryMailer();
    const admin = callerFor(database.db, actor, { mailer, now: () => NOW });
    expect(await admin.admin.mail.sendNow({ id: capped!.id })).toEqual({ id: capped!.id, status: 'pending' });
    expect(mailer.sent.filter((m) => m.subject === capped!.subject)).toHaveLength(1);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, capped!.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'mail'), eq(auditLog.entityId, capped!.id)));
    expect(entry).toMatchObject({
      action: 'send_held',
      entity: 'mail',
      actorId: actor.user.id,
      detail: { from: 'suppressed', heldBy: 'recipient_cap', subject: capped!.subject },
    });
    expect(auditSentence(entry!.action, entry!.entity)).toBe('Sent held mail');

    await expect(admin.admin.mail.sendNow({ id: capped!.id })).rejects.toMatchObject({ code: 'CONFLICT', message: 'This mail was already sent.' });
    await expect(admin.admin.mail.sendNow({ id: crypto.randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin.admin.mail.sendNow({ id: 'nope' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(mailer.sent.filter((m) => m.subject === capped!.subject)).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const moderator = callerFor(database.db, await createActor(database.db, ['moderator']));
    await expect(moderator.admin.mail.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerFor(database.db, null).admin.mail.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
