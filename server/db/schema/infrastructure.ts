import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, searchIndex } from './columns';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'suppressed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/**
 * 'owed': mail the business owes someone (account links, order confirmations and status changes, staff decisions,
 * the business's own notices), never held back. 'confirmation': a confirmation that anyone can trigger for any
 * address by filling in a public form, capped per recipient and site-wide.
 */
export const MAIL_KINDS = ['owed', 'confirmation'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** Why a confirmation was stored 'suppressed': its recipient had too many this hour, or the whole site had. */
export const MAIL_HOLD_REASONS = ['recipient_cap', 'site_ceiling'] as const;
export type MailHoldReason = (typeof MAIL_HOLD_REASONS)[number];
export const mailStatusEnum = pgEnum('mail_status', MAIL_STATUSES);
export const mailKindEnum = pgEnum('mail_kind', MAIL_KINDS);
export const mailHoldReasonEnum = pgEnum('mail_hold_reason', MAIL_HOLD_REASONS);

/**
 * Every outgoing mail, written in the same transaction as the record it is about, then delivered by the outbox
 * worker: a mail is never lost to an SMTP outage, and staff see what did not go out.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    // Stored lower-cased: the per-recipient cap counts one mailbox however its address was typed.
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    // Extra headers the mail is sent with (List-Unsubscribe on newsletter mail).
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: mailStatusEnum('status').notNull().default('pending'),
    kind: mailKindEnum('kind').notNull().default('owed'),
    // Set only while a confirmation is held back ('suppressed'); kept after staff send it, as its history.
    heldBy: mailHoldReasonEnum('held_by'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // While status is 'sending': the claim's owner and until when; a claim past its lease is taken over.
    claimToken: uuid('claim_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    // The error's class or SMTP code only: an SMTP answer may quote the address.
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_recipient_idx').on(t.recipient, t.createdAt),
    // The site-wide ceiling counts one hour of confirmations; staff's notice counts the held ones of a day.
    index('mail_outbox_kind_created_idx').on(t.kind, t.createdAt),
    // The confirmations the caps count (sent or on their way): a request counts at most a cap's worth of entries here,
    // however many a flood had held.
    index('mail_outbox_counted_confirmations_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'confirmation' and ${t.status} <> 'suppressed'`),
    // The back office's mail list: newest (or oldest) first.
    index('mail_outbox_created_idx').on(t.createdAt),
    searchIndex('mail_outbox_recipient_search_idx', t.recipient),
    searchIndex('mail_outbox_subject_search_idx', t.subject),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded images when the site runs on a PostgreSQL server: any instance behind a load balancer serves them. */
export const storedFiles = pgTable('stored_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});
