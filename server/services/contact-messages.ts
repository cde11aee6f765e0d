import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ContactInput } from '@shared/schemas/forms';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { callsTogetherPerDatabase } from './calls-together';
import { CONFIRMATIONS_PER_RECIPIENT_PER_HOUR, countRequestMailsQueued, requestMailsAsJson } from './confirmation-mail';
import { cachedMailBrand } from './mail/brand';
import { contactConfirmationMail } from './mail/requests';
import { contactNotice } from './mail/staff-notices';
import type { MailMessage } from './mailer';
import type { RequestMailContext } from './request-mail';
import type { Submission } from './submissions';

/** The most messages one database call stores; the rest wait for the next call. */
const MESSAGES_PER_CALL_MAX = 100;

/** A message ready to store: its id (its notice links to it) and mails are made by the server before the call. */
type MessageToStore = {
  id: string;
  input: ContactInput;
  confirmation: MailMessage;
  notice: MailMessage | null;
  now: Date;
  sitePerHour: number;
};

type StoredMessage = Submission & { mailDeliverable: boolean };

type StoredRow = {
  message_id: string;
  message_created_at: string | Date;
  created: boolean;
  notice_queued: boolean;
  confirmation_status: 'pending' | 'suppressed' | null;
};

/**
 * Stores the messages and queues each new one's mails in one statement (the database function
 * store_contact_messages): a stored message always has its mails, a mail never exists for a message that was not
 * stored, and a message whose idempotency key was seen before stores and sends nothing again.
 */
async function storeContactMessages(db: Database, messages: MessageToStore[]): Promise<StoredMessage[]> {
  const items = messages.map(({ id, input, confirmation, notice, now, sitePerHour }) => ({
    id,
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    idempotencyKey: input.idempotencyKey,
    mails: requestMailsAsJson({ notice, confirmation }),
    now: now.toISOString(),
    recipientPerHour: CONFIRMATIONS_PER_RECIPIENT_PER_HOUR,
    sitePerHour,
  }));
  const rows = rowsOf<StoredRow>(await db.execute(sql`select * from store_contact_messages(${JSON.stringify(items)}::jsonb) order by item_index`));
  if (rows.length !== messages.length) throw new Error('The contact messages were not all stored');
  return rows.map((row) => {
    // Only a new message queued mails.
    const queued = row.confirmation_status ? countRequestMailsQueued(row.notice_queued, row.confirmation_status) : { deliverable: false };
    return { id: row.message_id, createdAt: new Date(row.message_created_at), created: row.created, mailDeliverable: queued.deliverable };
  });
}

// The messages of visitors who send at once are stored in one call. A call that fails is made again for each message
// alone, so a message the database refuses fails only its own request.
const contactMessageCalls = callsTogetherPerDatabase<MessageToStore, StoredMessage>({
  call: storeContactMessages,
  itemsPerCallMax: MESSAGES_PER_CALL_MAX,
  onFailedCall: 'call-each-alone',
});

/**
 * The contact page's message, stored for the back-office inbox with the sender's confirmation (capped: anyone can
 * give any address) and the business's notice (owed, never capped; none while Settings has no contact address). The
 * outbox delivers them after the commit and retries through an SMTP outage.
 */
export async function storeContactMessage(ctx: RequestMailContext, input: ContactInput): Promise<Submission> {
  const brand = await cachedMailBrand(ctx.caches, ctx.db, ctx.config.publicUrl);
  const id = randomUUID();
  const stored = await contactMessageCalls(ctx.db).add({
    id,
    input,
    confirmation: contactConfirmationMail(input, brand),
    notice: contactNotice(id, input, brand),
    now: ctx.now(),
    sitePerHour: ctx.config.mailConfirmationsPerHour,
  });
  // A confirmation held by a cap waits for staff, so the outbox worker is woken only for mail it can send.
  if (stored.mailDeliverable) await ctx.mailQueued();
  return { id: stored.id, createdAt: stored.createdAt, created: stored.created };
}
