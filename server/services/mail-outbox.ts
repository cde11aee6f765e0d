import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import { drawnMailHtml } from './mail/layout';
import type { MailMessage, Mailer } from './mailer';
import { mailsFailed, mailsQueued, mailsSent } from './metrics';
import { BUSY_WINDOW_MS, WaitForQuiet } from './quiet-moments';

/** After this many failed deliveries a mail is 'failed' and waits for staff to resend it. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** The first retry comes 30 s after the first failure; each later wait is four times longer, up to six hours. */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 60 * 60 * 1000;
/**
 * How long a claimed mail belongs to the instance that claimed it. Longer than any SMTP exchange can take (the
 * transport's own timeouts are shorter), so a mail is taken over only when its instance died mid-delivery.
 */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;
/** How many due mails one claim takes. */
const CLAIM_BATCH = 10;

export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 4 ** Math.max(0, failedAttempts - 1), MAX_RETRY_MS);
}

/**
 * Writes a mail the business owes its recipient (an account link, an order's confirmation or status change, a staff
 * decision, the business's own notice): it is never held back. Call it with the transaction that stores the record
 * the mail is about, so the mail exists exactly when the record does; the worker sends it after the commit (wake it
 * then). Confirmations that anyone can trigger for any address go through queueConfirmationMail instead.
 */
export async function queueMail(tx: Executor, message: MailMessage, now: Date): Promise<{ id: string; status: 'pending' }> {
  const [queued] = await queueMails(tx, [message], now);
  return queued!;
}

/** Several owed mails in one statement, as queueMail writes each. */
export async function queueMails(tx: Executor, messages: readonly MailMessage[], now: Date): Promise<{ id: string; status: 'pending' }[]> {
  if (messages.length === 0) return [];
  const rows = await tx
    .insert(mailOutbox)
    .values(
      messages.map((message) => ({
        recipient: mailRecipient(message.to),
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        headers: message.headers ?? null,
        status: 'pending' as const,
        kind: 'owed' as const,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .returning({ id: mailOutbox.id });
  mailsQueued.inc({ status: 'pending' }, rows.length);
  return rows.map((row) => ({ id: row.id, status: 'pending' as const }));
}

/** Stored lower-cased: a cap counts one mailbox however its address was typed. */
export function mailRecipient(address: string): string {
  return address.trim().toLowerCase();
}

/** A mail as the database functions that queue mails take it in their JSON arguments (queue_request_mails). */
export function mailAsJson(message: MailMessage) {
  return { recipient: mailRecipient(message.to), subject: message.subject, text: message.text, html: message.html ?? null, headers: message.headers ?? null };
}

export type ClaimedMail = typeof mailOutbox.$inferSelect;

/**
 * Claims the mails that are due, up to `limit` of each kind: pending ones whose time has come, oldest due first, and
 * ones whose claim lease ran out (their instance stopped mid-delivery). SKIP LOCKED lets several instances claim at
 * once without waiting on, or taking, each other's rows; the new claim token makes a claim this instance's alone.
 *
 * The two kinds are asked for separately, each walking the (status, next_attempt_at) index from its start and
 * stopping after `limit` rows, so a claim reads about as many rows as it takes. One condition joining both with OR
 * read every pending mail and sorted them all to claim ten: in a rush, when a backlog of thousands builds, each claim
 * cost more than storing the orders whose mails it delivered.
 */
export function claimDueMail(db: Database, now: Date, limit = CLAIM_BATCH): Promise<ClaimedMail[]> {
  return dueMailClaim(db, now, limit).execute();
}

/** claimDueMail's statement, not yet run (its plan is tested). */
export function dueMailClaim(db: Database, now: Date, limit: number) {
  const duePending = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const leaseRunOut = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.leaseUntil, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return (
    db
      .update(mailOutbox)
      .set({
        status: 'sending',
        claimToken: sql`gen_random_uuid()`,
        leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      // The ids are gathered first (an array), so the rows are then found by their key: as `id in (…)` the planner
      // may join the ids against a scan of the whole outbox, sent mail included. A locking select cannot be a branch
      // of UNION itself, so each branch reads it as a subquery.
      .where(sql`${mailOutbox.id} = any(array(select id from ${duePending.as('due_pending')} union all select id from ${leaseRunOut.as('lease_run_out')}))`)
      .returning()
  );
}

/** A short, personal-data-free description of a delivery error: its SMTP response code or error code, or its class. */
function describeError(error: unknown): string {
  const e = error as { responseCode?: number; code?: string; name?: string } | null;
  if (e?.responseCode) return `SMTP ${e.responseCode}`;
  if (e?.code) return String(e.code).slice(0, 60);
  return (e?.name ?? 'Error').slice(0, 60);
}

type Outcome = 'sent' | 'retry' | 'failed';

/**
 * Sends claimed mails one after another and records each outcome (sent, retry later, or failed), unless the claim
 * was lost. A failure is recorded as it happens; the sent ones are recorded together once the batch is through, one
 * statement instead of one per mail (on the embedded database that statement cost a millisecond, the largest part
 * of delivering a mail). If the process stops in between, the batch's sent mails are sent again once their lease
 * runs out: a mail can arrive twice, never not at all.
 */
export async function deliverClaimedMails(db: Database, mailer: Mailer, mails: readonly ClaimedMail[], now: () => Date): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const sent: ClaimedMail[] = [];
  for (const mail of mails) {
    try {
      await mailer.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: drawnMailHtml(mail.htmlBody) } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    } catch (error) {
      const giveUp = mail.attempts >= MAX_DELIVERY_ATTEMPTS;
      const at = now();
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          nextAttemptAt: new Date(at.getTime() + retryDelayMs(mail.attempts)),
          claimToken: null,
          leaseUntil: null,
          lastError: describeError(error),
        })
        .where(stillClaimed([mail]));
      mailsFailed.inc({ outcome: giveUp ? 'failed' : 'retry' });
      outcomes.push(giveUp ? 'failed' : 'retry');
      continue;
    }
    sent.push(mail);
    outcomes.push('sent');
  }
  if (sent.length > 0) {
    await db.update(mailOutbox).set({ status: 'sent', sentAt: now(), claimToken: null, leaseUntil: null, lastError: null }).where(stillClaimed(sent));
    mailsSent.inc(sent.length);
  }
  return outcomes;
}

/** The rows of these mails still held by this claim: each claim token is new and belongs to one row. */
function stillClaimed(mails: readonly ClaimedMail[]) {
  return and(
    inArray(
      mailOutbox.id,
      mails.map((mail) => mail.id),
    ),
    eq(mailOutbox.status, 'sending'),
    inArray(
      mailOutbox.claimToken,
      mails.map((mail) => mail.claimToken!),
    ),
  );
}

/** Sends one claimed mail and records the outcome, unless the claim was lost. */
export async function deliverClaimedMail(db: Database, mailer: Mailer, mail: ClaimedMail, now: () => Date): Promise<Outcome> {
  const [outcome] = await deliverClaimedMails(db, mailer, [mail], now);
  return outcome!;
}

export type DrainResult = { sent: number; retry: number; failed: number };

/**
 * Delivers every mail that is due now, a batch at a time, until none is left or `keepGoing`, asked between batches,
 * says to stop; tests call it to flush the outbox.
 */
export async function drainOutbox(db: Database, mailer: Mailer, options: { now?: () => Date; keepGoing?: () => boolean } = {}): Promise<DrainResult> {
  const now = options.now ?? (() => new Date());
  const result: DrainResult = { sent: 0, retry: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDueMail(db, now(), CLAIM_BATCH);
    for (const outcome of await deliverClaimedMails(db, mailer, claimed, now)) result[outcome] += 1;
    // A short batch was everything due when it was claimed; mail queued since then wakes the worker again, so asking
    // once more would only cost a statement per round.
    if (claimed.length < CLAIM_BATCH || (options.keepGoing && !options.keepGoing())) return result;
  }
}

export type MailWorker = {
  /** Asks for a delivery round now (after a mail was queued); returns at once. */
  wake(): void;
  /** Stops the timer and waits for the batch in progress (a round stops after it; the rest is sent after a restart). */
  stop(): Promise<void>;
};

/**
 * How long delivering the outbox waits for a quiet moment at most. Delivering mail holds the embedded database for a
 * few milliseconds a batch (claiming it, then marking it sent), and in a rush of orders those statements and the
 * mails' rendering queued with the orders themselves; the orders are answered first, and their mail follows within
 * seconds. In a rush that does not end, the outbox still gets a one-second slice every few seconds.
 */
export const MAIL_WAIT_MAX_MS = 5_000;
/** How long a round delivers when it goes ahead in a rush (its wait ran out): the outbox gets a slice of the time. */
export const MAIL_RUSH_SLICE_MS = 1_000;

/**
 * Delivers the outbox in the background: a round every `intervalMs` (retries come due on their own), and at once
 * when woken, unless `busy` says the database is answering a rush (then in its first quiet second, or after
 * MAIL_WAIT_MAX_MS). Rounds never overlap within a process; across processes the claim keeps each mail to one sender.
 */
export function startMailWorker(options: {
  db: Database;
  mailer: Mailer;
  intervalMs?: number;
  now?: () => Date;
  busy?: () => boolean;
  onError?: (error: unknown) => void;
}): MailWorker {
  const busy = options.busy ?? (() => false);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const quiet = new WaitForQuiet(MAIL_WAIT_MAX_MS);
  let askAgain: NodeJS.Timeout | null = null;

  /** Asks for a round once the next second has been measured. */
  const askAgainSoon = () => {
    askAgain ??= setTimeout(() => {
      askAgain = null;
      void round();
    }, BUSY_WINDOW_MS);
    askAgain.unref();
  };

  const round = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    if (stopped) return Promise.resolve();
    const busyNow = busy();
    // The global clock, which a test can fake.
    if (!quiet.due(busyNow, performance.now())) {
      askAgainSoon();
      return Promise.resolve();
    }
    // Begun in a quiet moment, a round goes on while the database stays quiet; begun because the wait ran out, it
    // delivers for MAIL_RUSH_SLICE_MS. Either way the rest waits for the next quiet moment, or the next slice.
    const startedAt = performance.now();
    let stoppedEarly = false;
    const keepGoing = () => {
      stoppedEarly = !stopped && (busyNow ? performance.now() - startedAt >= MAIL_RUSH_SLICE_MS : busy());
      return !stopped && !stoppedEarly;
    };
    running = (async () => {
      again = false;
      try {
        await drainOutbox(options.db, options.mailer, { now: options.now, keepGoing });
      } catch (error) {
        // The database may be unreachable for a moment; the next round tries again.
        options.onError?.(error);
      }
    })().finally(() => {
      running = null;
      if ((again || stoppedEarly) && !stopped) void round();
    });
    return running;
  };

  const timer = setInterval(() => void round(), options.intervalMs ?? 10_000);
  timer.unref();
  void round();

  return {
    wake: () => {
      if (!stopped) void round();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (askAgain) clearTimeout(askAgain);
      await running;
    },
  };
}
