import { TRPCError } from '@trpc/server';
import { and, count, desc, eq, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { MAIL_PAGE_SIZE, mailListSchema, mailResendSchema } from '@shared/schemas/admin-mail';
import { recordAudit } from '../../services/audit';
import { adminProcedure, router } from '../../trpc/init';

/** A mail still waiting this long after it was queued is late: the worker normally sends within seconds. */
export const PENDING_LATE_MS = 10 * 60 * 1000;

/** Failed, suppressed by the per-recipient cap, or pending and late (retrying, or not yet picked up). */
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
  /** Outgoing mail, newest first: by default only what did not go out, so staff can act on it. */
  list: adminProcedure.input(mailListSchema).query(async ({ ctx, input }) => {
    const where = input.view === 'undelivered' ? undelivered(ctx.now()) : undefined;
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({
          id: mailOutbox.id,
          recipient: mailOutbox.recipient,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          attempts: mailOutbox.attempts,
          lastError: mailOutbox.lastError,
          nextAttemptAt: mailOutbox.nextAttemptAt,
          sentAt: mailOutbox.sentAt,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(MAIL_PAGE_SIZE)
        .offset((input.page - 1) * MAIL_PAGE_SIZE),
      ctx.db.select({ n: count() }).from(mailOutbox).where(where),
    ]);
    const totalCount = total?.n ?? 0;
    return { rows, page: input.page, pageCount: Math.max(1, Math.ceil(totalCount / MAIL_PAGE_SIZE)), total: totalCount };
  }),

  /**
   * Sends a mail again now, with a fresh set of attempts. Staff decide: a mail the per-recipient cap suppressed is
   * sent too. A mail already sent or being sent is left alone, so a double click sends nothing twice.
   */
  resend: adminProcedure.input(mailResendSchema).mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const resent = await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: mailOutbox.status, subject: mailOutbox.subject })
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
      await recordAudit(tx, ctx.user, 'status', 'mail', input.id, { resend: true, from: before.status, subject: before.subject });
      return { id: input.id, status: 'pending' as const };
    });
    await ctx.mailQueued();
    return resent;
  }),
});
