import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './mailer';
import { mailAsJson, mailRecipient } from './mail-outbox';
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

/**
 * A public request's mails: the confirmation to the address the visitor gave (anyone can give any address, so it is
 * capped), and the business's own notice (owed: never capped; null while Settings has no contact address).
 */
export type RequestMails = { confirmation: MailMessage; notice: MailMessage | null };

/** A request's mails as the database function queue_request_mails (and the functions that call it) take them. */
export function requestMailsAsJson(mails: RequestMails) {
  return { notice: mails.notice && mailAsJson(mails.notice), confirmation: mailAsJson(mails.confirmation) };
}

/**
 * Counts what queue_request_mails queued and answers whether any of it may go now: a notice always may, a
 * confirmation when no cap held it. The outbox worker is woken only for mail it can send.
 */
export function countRequestMailsQueued(noticeQueued: boolean, confirmationStatus: 'pending' | 'suppressed'): { deliverable: boolean } {
  if (noticeQueued) mailsQueued.inc({ status: 'pending' });
  mailsQueued.inc({ status: confirmationStatus });
  return { deliverable: noticeQueued || confirmationStatus === 'pending' };
}

/**
 * Queues a request's mails in the caller's transaction, in one statement (the database function
 * queue_request_mails): the notice first, then the confirmation under the caps, which takes the lock every
 * confirmation waits on until the commit.
 */
export async function queueRequestMails(tx: Executor, mails: RequestMails, now: Date, sitePerHour: number): Promise<{ deliverable: boolean }> {
  const [row] = rowsOf<{ notice_queued: boolean; confirmation_status: 'pending' | 'suppressed' }>(
    await tx.execute(
      sql`select notice_queued, confirmation_status from queue_request_mails(${JSON.stringify(requestMailsAsJson(mails))}::jsonb, ${now.toISOString()}::timestamptz, ${CONFIRMATIONS_PER_RECIPIENT_PER_HOUR}, ${sitePerHour})`,
    ),
  );
  if (!row) throw new Error('The request’s mails were not written');
  return countRequestMailsQueued(row.notice_queued, row.confirmation_status);
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
