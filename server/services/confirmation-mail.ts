import { and, count, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './mailer';
import { mailRecipient, writeMail } from './mail-outbox';

// Confirmations that anyone can trigger for any address by filling in a public form (contact, booking, nomination,
// fundraiser registration, newsletter welcome). They carry only the business's own words and the facts it repeats,
// never what the visitor typed, and two caps keep the site from being used to mail strangers: one per recipient,
// and one for the whole site per hour. A held confirmation is stored 'suppressed' with the reason, so staff see it
// at /admin/mail and can send it. Mail the business owes (accounts, orders, its own notices) never passes here.

/** One address gets at most this many confirmations in any hour. */
export const CONFIRMATIONS_PER_RECIPIENT_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/** How far back staff's notice at /admin/mail counts confirmations the site-wide ceiling held. */
const CEILING_NOTICE_WINDOW_MS = 24 * HOUR_MS;

/**
 * Writes a confirmation to the outbox in the caller's transaction: pending while its recipient and the whole site
 * are under their hourly caps, else held. Held mails do not count toward either cap (they were not sent).
 */
export async function queueConfirmationMail(
  tx: Executor,
  message: MailMessage,
  now: Date,
  sitePerHour: number,
): Promise<{ id: string; status: 'pending' | 'suppressed' }> {
  const recipient = mailRecipient(message.to);
  // A savepoint inside the caller's transaction. The lock is held to the end of the outermost transaction, so two
  // requests cannot both slip under a cap; one lock for every confirmation keeps both counts exact and cannot
  // deadlock with another (confirmations are a few an hour, so waiting on it costs nothing).
  return tx.transaction(async (inner) => {
    await inner.execute(sql`select pg_advisory_xact_lock(hashtext('mail-outbox:confirmations'))`);
    const [sent] = await inner
      .select({
        site: count(),
        recipient: sql<number>`count(*) filter (where ${mailOutbox.recipient} = ${recipient})`.mapWith(Number),
      })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'confirmation'),
          ne(mailOutbox.status, 'suppressed'),
          gt(mailOutbox.createdAt, new Date(now.getTime() - HOUR_MS)),
          lte(mailOutbox.createdAt, now),
        ),
      );
    // The recipient's cap is named first: a flood aimed at one address is that address's story, not the site's.
    const heldBy = (sent?.recipient ?? 0) >= CONFIRMATIONS_PER_RECIPIENT_PER_HOUR ? 'recipient_cap' : (sent?.site ?? 0) >= sitePerHour ? 'site_ceiling' : null;
    return writeMail(inner, message, now, { kind: 'confirmation', heldBy });
  });
}

type CeilingReport = {
  /** The configured site-wide ceiling. */
  perHour: number;
  /** Confirmations that went out (or are on their way) in the last hour. */
  sentLastHour: number;
  /** Confirmations the ceiling held in the last day that staff have not sent yet. */
  heldLastDay: number;
};

/** What staff's notice at /admin/mail says about the site-wide ceiling. */
export async function confirmationCeilingReport(db: Executor, now: Date, sitePerHour: number): Promise<CeilingReport> {
  const [row] = await db
    .select({
      sentLastHour:
        sql<number>`count(*) filter (where ${mailOutbox.status} <> 'suppressed' and ${mailOutbox.createdAt} > ${new Date(now.getTime() - HOUR_MS).toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
      heldLastDay: sql<number>`count(*) filter (where ${mailOutbox.status} = 'suppressed' and ${mailOutbox.heldBy} = 'site_ceiling')`.mapWith(Number),
    })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.kind, 'confirmation'), gt(mailOutbox.createdAt, new Date(now.getTime() - CEILING_NOTICE_WINDOW_MS)), lte(mailOutbox.createdAt, now)),
    );
  return { perHour: sitePerHour, sentLastHour: row?.sentLastHour ?? 0, heldLastDay: row?.heldLastDay ?? 0 };
}
