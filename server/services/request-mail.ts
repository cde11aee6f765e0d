import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { partyPackages } from '../db/schema';
import { queueRequestMails, type RequestMails } from './confirmation-mail';
import type { AppCaches } from './app-caches';
import { cachedMailBrand, type MailBrand } from './mail/brand';
import { bookingConfirmationMail, type BookingMailValues } from './mail/requests';
import { bookingNotice } from './mail/staff-notices';

export type RequestMailContext = {
  db: Database;
  caches: AppCaches;
  config: { publicUrl: string; mailConfirmationsPerHour: number };
  now: () => Date;
  mailQueued: () => Promise<void>;
};

/**
 * Stores what a visitor sent and queues its mails in one transaction, so a stored request always has its mails and
 * a mail never exists for a request that was not stored; the outbox delivers them after the commit and retries
 * through an SMTP outage. A repeated request (the same idempotency key: a retry or a double click) stores nothing
 * and sends nothing again.
 */
export async function storeWithMail<Row extends { created: boolean }>(
  ctx: RequestMailContext,
  store: (tx: Executor) => Promise<Row>,
  mails: (row: Row, brand: MailBrand, tx: Executor) => Promise<RequestMails> | RequestMails,
): Promise<Row> {
  const brand = await cachedMailBrand(ctx.caches, ctx.db, ctx.config.publicUrl);
  const { row, deliverable } = await ctx.db.transaction(async (tx) => {
    const stored = await store(tx);
    if (!stored.created) return { row: stored, deliverable: false };
    const { deliverable } = await queueRequestMails(tx, await mails(stored, brand, tx), ctx.now(), ctx.config.mailConfirmationsPerHour);
    return { row: stored, deliverable };
  });
  // A confirmation held by a cap waits for staff: in a flood of requests most confirmations are held, and a wake that
  // finds nothing still costs a statement.
  if (deliverable) await ctx.mailQueued();
  return row;
}

/** The booking's confirmation and notice, with the chosen package's name and price as the packages page shows them. */
export async function bookingMails(
  tx: Executor,
  id: string,
  booking: Omit<BookingMailValues, 'package'> & { packageId?: string | undefined },
  brand: MailBrand,
): Promise<RequestMails> {
  const [pkg] = booking.packageId
    ? await tx.select({ name: partyPackages.name, priceCents: partyPackages.priceCents }).from(partyPackages).where(eq(partyPackages.id, booking.packageId))
    : [];
  const values: BookingMailValues = { ...booking, package: pkg ?? null };
  return { confirmation: bookingConfirmationMail(values, brand), notice: bookingNotice(id, values, brand) };
}
