import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { partyPackages } from '../db/schema';
import { loadMailBrand, type MailBrand } from './mail/brand';
import { bookingConfirmationMail, type BookingMailValues } from './mail/requests';
import { bookingNotice } from './mail/staff-notices';
import { queueMail } from './mail-outbox';
import type { MailMessage } from './mailer';

export type RequestMailContext = { db: Database; config: { publicUrl: string }; now: () => Date; mailQueued: () => Promise<void> };

/**
 * Stores what a visitor sent and queues its mails (the visitor's confirmation, the business's notice) in one
 * transaction, so a stored request always has its mails and a mail never exists for a request that was not stored;
 * the outbox delivers them after the commit and retries through an SMTP outage. A repeated request (the same
 * idempotency key: a retry or a double click) stores nothing and sends nothing again.
 */
export async function storeWithMail<Row extends { created: boolean }>(
  ctx: RequestMailContext,
  store: (tx: Executor) => Promise<Row>,
  mails: (row: Row, brand: MailBrand, tx: Executor) => Promise<(MailMessage | null)[]> | (MailMessage | null)[],
): Promise<Row> {
  const row = await ctx.db.transaction(async (tx) => {
    const stored = await store(tx);
    if (!stored.created) return stored;
    const brand = await loadMailBrand(tx, ctx.config.publicUrl);
    const now = ctx.now();
    for (const mail of await mails(stored, brand, tx)) {
      if (mail) await queueMail(tx, mail, now);
    }
    return stored;
  });
  if (row.created) await ctx.mailQueued();
  return row;
}

/** The booking's confirmation and notice, with the chosen package's name and price as the packages page shows them. */
export async function bookingMails(
  tx: Executor,
  id: string,
  booking: Omit<BookingMailValues, 'package'> & { packageId?: string | undefined },
  brand: MailBrand,
) {
  const [pkg] = booking.packageId
    ? await tx.select({ name: partyPackages.name, priceCents: partyPackages.priceCents }).from(partyPackages).where(eq(partyPackages.id, booking.packageId))
    : [];
  const values: BookingMailValues = { ...booking, package: pkg ?? null };
  return [bookingConfirmationMail(values, brand), bookingNotice(id, values, brand)];
}
