import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './mailer';
import { mailRecipient } from './mail-outbox';
import { mailsQueued } from './metrics';

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
  // The database function queue_confirmation (drizzle/0030) takes the one lock every confirmation waits on, held to
  // the end of the caller's transaction, then counts the recipient's and the site's confirmations of the last hour
  // and writes this one pending or held. It is one function so its statements are planned once per session, not with
  // every request.
  const [row] = rowsOf<{ id: string; status: 'pending' | 'suppressed' }>(
    await tx.execute(sql`select id, status from queue_confirmation(${confirmationArguments(message, now, sitePerHour)})`),
  );
  if (!row) throw new Error('The confirmation was not written');
  mailsQueued.inc({ status: row.status });
  return { id: row.id, status: row.status };
}

/** The arguments queue_confirmation takes, in its order: the mail, when it is queued, and the two caps. */
function confirmationArguments(message: MailMessage, now: Date, sitePerHour: number): SQL {
  return sql`${mailRecipient(message.to)}, ${message.subject}, ${message.text}, ${message.html ?? null},
    ${message.headers ? JSON.stringify(message.headers) : null}::jsonb, ${now.toISOString()}::timestamptz, ${CONFIRMATIONS_PER_RECIPIENT_PER_HOUR}, ${sitePerHour}`;
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
