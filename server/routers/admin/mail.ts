import { TRPCError } from '@trpc/server';
import { and, asc, count, desc, eq, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import { searchAny } from '../../services/admin-list';
import { mailOutbox } from '../../db/schema';
import { MAIL_PAGE_SIZE, mailListSchema, mailSendNowSchema } from '@shared/schemas/admin-mail';
import { recordAudit } from '../../services/audit';
import { confirmationCeilingReport } from '../../services/confirmation-mail';
import { adminProcedure, router } from '../../trpc/init';

/** A mail still waiting this long after it was queued is late: the worker normally sends within seconds. */
export const PENDING_LATE_MS = 10 * 60 * 1000;

/** Failed, held back by a cap ('suppressed'), or pending and late (retrying, or not yet picked up). */
function undelivered(now: Date): SQL {
  return or(
    inArray(mailOutbox.status, ['failed', 'suppressed']),
    and(
      inArray(mailOutbox.status, ['pending', 'sending']),
      or(gt(mailOutbox.attempts, 0), lt(mailOutbox.createdAt, new Date(now.getTime() - PENDING_LATE_MS))),
    ),
  )!;
}

export const adminMailRouter = router({
  /** Outgoing mail, newest first (or oldest): by default only what did not go out, so staff can act on it; searchable by address or subject. */
  list: adminProcedure.input(mailListSchema).query(async ({ ctx, input }) => {
    const where = and(input.view === 'undelivered' ? undelivered(ctx.now()) : undefined, searchAny(input.search, [mailOutbox.recipient, mailOutbox.subject]));
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({
          id: mailOutbox.id,
          recipient: mailOutbox.recipient,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          kind: mailOutbox.kind,
          heldBy: mailOutbox.heldBy,
          attempts: mailOutbox.attempts,
          lastError: mailOutbox.lastError,
          nextAttemptAt: mailOutbox.nextAttemptAt,
          sentAt: mailOutbox.sentAt,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(where)
        .orderBy(...(input.dir === 'asc' ? [asc(mailOutbox.createdAt), asc(mailOutbox.id)] : [desc(mailOutbox.createdAt), desc(mailOutbox.id)]))
        .limit(MAIL_PAGE_SIZE)
        .offset((input.page - 1) * MAIL_PAGE_SIZE),
      ctx.db.select({ n: count() }).from(mailOutbox).where(where),
    ]);
    const totalCount = total?.n ?? 0;
    return { rows, page: input.page, pageCount: Math.max(1, Math.ceil(totalCount / MAIL_PAGE_SIZE)), total: totalCount };
  }),

  /** The site-wide ceiling on confirmations, and how many it held in the last day: staff are told when it bites. */
  confirmationCeiling: adminProcedure.query(({ ctx }) => confirmationCeilingReport(ctx.db, ctx.now(), ctx.config.mailConfirmationsPerHour)),

  /**
   * Sends a mail that did not go out now, with a fresh set of attempts. Staff decide: a mail a cap held back is sent
   * too (it then counts toward the caps like any sent confirmation). A mail already sent or being sent is left alone,
   * so a double click sends nothing twice.
   */
  sendNow: adminProcedure.input(mailSendNowSchema).mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const queued = await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: mailOutbox.status, subject: mailOutbox.subject, heldBy: mailOutbox.heldBy })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, input.id))
        .for('update');
      if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: 'This mail could not be found.' });
      if (before.status === 'sent' || before.status === 'sending') {
        throw new TRPCError({ code: 'CONFLICT', message: before.status === 'sent' ? 'This mail was already sent.' : 'This mail is being sent right now.' });
      }
      await tx
        .update(mailOutbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null, claimToken: null, leaseUntil: null })
        .where(eq(mailOutbox.id, input.id));
      // The log reads "Sent held mail" for one a cap held back, "Resent mail" for one that failed or was late.
      await recordAudit(tx, ctx.user, before.status === 'suppressed' ? 'send_held' : 'send', 'mail', input.id, {
        from: before.status,
        heldBy: before.heldBy,
        subject: before.subject,
      });
      return { id: input.id, status: 'pending' as const };
    });
    await ctx.mailQueued();
    return queued;
  }),
});
