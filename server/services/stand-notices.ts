import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fundraiserStands, mailOutbox, orders, standSaleNotices } from '../db/schema';
import { BUSINESS_TIME_ZONE, addDays, businessToday } from '@shared/business-date';
import { publicKidName } from '@shared/schemas/fundraiser';
import { loadMailBrand } from './mail/brand';
import type { MediaRejectionReason } from '@shared/schemas/admin-fundraiser';
import {
  mediaApprovedMail,
  mediaRejectedMail,
  payoutMarkedMail,
  standSaleDigestMail,
  standSaleMail,
  type MediaItem,
  type StandRef,
} from './mail/stand-notices';
import { queueMail } from './mail-outbox';
import { collectedGoodsCents, orderIsCollected } from './orders/collected';
import { raisedByStand } from './fundraiser-points';

// The parent's mail about each collected sale of their stand. The rule: the first SALE_MAILS_PER_DAY sales collected
// for a stand on one business day (Atlanta) are mailed one each, at once; any further sales of that day are gathered
// in one digest, sent at DIGEST_HOUR the next morning (its outbox row waits until then and is rewritten with each new
// sale of the day). A sale is noticed once per order, whatever retries or undo-and-redo happen to its status.

/** How many sales of one stand's day are mailed one each before the rest wait for the digest. */
export const SALE_MAILS_PER_DAY = 3;
/** The hour (Atlanta time) of the morning after the sales that the day's digest is sent. */
export const DIGEST_HOUR = 7;

export type NoticeOptions = { publicUrl: string; now: Date };

/** The instant of `hour`:00 on `isoDay` in Atlanta (the offset is -4 or -5 hours, depending on daylight time). */
export function businessInstant(isoDay: string, hour: number): Date {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const hourOf = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });
  for (const offset of [4, 5]) {
    const candidate = new Date(Date.UTC(y, m - 1, d, hour + offset));
    if (businessToday(candidate) === isoDay && Number(hourOf.format(candidate)) === hour) return candidate;
  }
  return new Date(Date.UTC(y, m - 1, d, hour + 5));
}

/** The stand's names for its parent's mails (the public name, never the surname). */
export async function standRef(tx: Executor, standId: string): Promise<(StandRef & { goalCents: number; isSample: boolean }) | null> {
  const [stand] = await tx
    .select({
      parentEmail: fundraiserStands.parentEmail,
      kidFirstName: fundraiserStands.kidFirstName,
      kidLastInitial: fundraiserStands.kidLastInitial,
      slug: fundraiserStands.slug,
      goalCents: fundraiserStands.goalCents,
      isSample: fundraiserStands.isSample,
    })
    .from(fundraiserStands)
    .where(eq(fundraiserStands.id, standId))
    .limit(1);
  if (!stand) return null;
  return { ...stand, kidName: publicKidName(stand.kidFirstName, stand.kidLastInitial) };
}

/**
 * Called, in the transaction that collects an order (paid online, or marked completed by staff), after the change:
 * when the order supports a stand and is now collected, its parent is told once. Returns whether a mail was queued
 * or rewritten (the caller wakes the outbox after the commit either way).
 */
export async function noticeCollectedSale(tx: Executor, orderId: string, options: NoticeOptions): Promise<boolean> {
  const [order] = await tx
    .select({ standId: orders.standId, paidAt: orders.paidAt, cents: collectedGoodsCents, collected: sql<boolean>`${orderIsCollected}` })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order?.standId || !order.collected) return false;
  // Locked, so two sales of one stand collected at once are counted one after the other.
  await tx.select({ id: fundraiserStands.id }).from(fundraiserStands).where(eq(fundraiserStands.id, order.standId)).for('update');
  const stand = await standRef(tx, order.standId);
  // Sample stands belong to no real parent.
  if (!stand || stand.isSample) return false;
  const day = businessToday(options.now);
  const [noticed] = await tx
    .insert(standSaleNotices)
    .values({ orderId, standId: order.standId, day, cents: order.cents, createdAt: options.now })
    .onConflictDoNothing()
    .returning({ orderId: standSaleNotices.orderId });
  if (!noticed) return false;

  const [{ n }] = (await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(standSaleNotices)
    .where(and(eq(standSaleNotices.standId, order.standId), eq(standSaleNotices.day, day)))) as [{ n: number }];
  const [brand, raised] = await Promise.all([loadMailBrand(tx, options.publicUrl), raisedByStand(tx, [order.standId])]);
  const progress = { raisedCents: raised.get(order.standId)?.raisedCents ?? 0, goalCents: stand.goalCents };

  if (n <= SALE_MAILS_PER_DAY) {
    const mail = await queueMail(tx, standSaleMail(stand, { cents: order.cents, paidOnline: order.paidAt !== null }, progress, brand), options.now);
    await tx.update(standSaleNotices).set({ mailId: mail.id }).where(eq(standSaleNotices.orderId, orderId));
    return true;
  }

  // The digest of this day: the one still waiting in the outbox, rewritten to list this sale too, or a new one.
  await tx.update(standSaleNotices).set({ inDigest: true }).where(eq(standSaleNotices.orderId, orderId));
  const digestNotices = await tx
    .select({ mailId: standSaleNotices.mailId, cents: standSaleNotices.cents, status: mailOutbox.status })
    .from(standSaleNotices)
    .leftJoin(mailOutbox, eq(mailOutbox.id, standSaleNotices.mailId))
    .where(and(eq(standSaleNotices.standId, order.standId), eq(standSaleNotices.day, day), eq(standSaleNotices.inDigest, true)))
    .orderBy(standSaleNotices.createdAt);
  const waiting = digestNotices.find((row) => row.mailId && row.status === 'pending')?.mailId ?? null;
  const sales = digestNotices.filter((row) => row.mailId === null || row.mailId === waiting);
  const message = standSaleDigestMail(stand, day, sales, progress, brand);
  let mailId = waiting;
  if (mailId) {
    await tx
      .update(mailOutbox)
      .set({ subject: message.subject, textBody: message.text, htmlBody: message.html ?? null })
      .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'pending')));
  } else {
    mailId = (await queueMail(tx, message, options.now)).id;
    // Queued as of its hour: the outbox sends nothing before then, and the mail screen counts it late only after.
    const sendAt = businessInstant(addDays(day, 1), DIGEST_HOUR);
    await tx.update(mailOutbox).set({ nextAttemptAt: sendAt, createdAt: sendAt }).where(eq(mailOutbox.id, mailId));
  }
  await tx
    .update(standSaleNotices)
    .set({ mailId })
    .where(
      and(
        eq(standSaleNotices.standId, order.standId),
        eq(standSaleNotices.day, day),
        eq(standSaleNotices.inDigest, true),
        or(isNull(standSaleNotices.mailId), eq(standSaleNotices.mailId, mailId)),
      ),
    );
  return true;
}

export type MediaDecision = { decision: 'approved' | 'rejected'; reason?: MediaRejectionReason; note: string };

/** The parent's mail about staff's decision on the stand's story, photo or video (in the decision's transaction). */
export async function noticeMediaDecision(tx: Executor, standId: string, item: MediaItem, decision: MediaDecision, options: NoticeOptions): Promise<void> {
  const stand = await standRef(tx, standId);
  if (!stand || stand.isSample) return;
  const brand = await loadMailBrand(tx, options.publicUrl);
  const message =
    decision.decision === 'approved'
      ? mediaApprovedMail(stand, item, brand)
      : mediaRejectedMail(stand, item, { reason: decision.reason ?? 'other', note: decision.note }, brand);
  await queueMail(tx, message, options.now);
}

/** Every parent with a real stand in the group is told of a payout of the group's share (one mail per address). */
export async function noticePayout(
  tx: Executor,
  groupId: string,
  payout: { groupName: string; amountCents: number; paidTotalCents: number },
  options: NoticeOptions,
): Promise<number> {
  const parents = await tx
    .selectDistinct({ email: fundraiserStands.parentEmail })
    .from(fundraiserStands)
    .where(and(eq(fundraiserStands.groupId, groupId), eq(fundraiserStands.isSample, false)));
  const brand = await loadMailBrand(tx, options.publicUrl);
  for (const parent of parents) await queueMail(tx, payoutMarkedMail(parent.email, payout, brand), options.now);
  return parents.length;
}
