import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { fundraiserGroups, fundraiserStands, orders, standRatings } from '../db/schema';
import { generateSecureRandomString, hashSecret } from '../auth/session';
import { DomainError } from './domain-error';
import { orderIsCollected } from './orders/collected';
import { standNameColumns, standPublicName } from './fundraiser-stands';

// A supporter rates the stand an order supported, once per order, from a link mailed once the order is collected
// (paid online, or picked up / delivered): an order that costs nothing until then must not earn a stand points. The
// link carries a random token; only its SHA-256 is stored on the order, so a database leak gives no working links.

function ratingUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/fluff-fundraiser/rate?token=${encodeURIComponent(token)}`;
}

/**
 * Gives a collected order for a stand its rating link, once: the address for the mail that says the order was paid
 * or completed, or null when the order supports no stand, is not collected, or already has its link.
 */
export async function issueRatingLink(tx: Executor, orderId: string, publicUrl: string): Promise<string | null> {
  const token = generateSecureRandomString();
  const [row] = await tx
    .update(orders)
    .set({ ratingTokenHash: hashSecret(token) })
    .where(and(eq(orders.id, orderId), isNotNull(orders.standId), isNull(orders.ratingTokenHash), orderIsCollected))
    .returning({ id: orders.id });
  return row ? ratingUrl(publicUrl, token) : null;
}

const LINK_UNKNOWN = 'This rating link is not valid. Please use the link in the email that said your order was paid or complete.';
const ALREADY_RATED = 'This order has already rated the stand. Thank you for your support!';
const ORDER_CANCELLED = 'This order was cancelled, so it cannot rate the stand.';

async function orderOfToken(db: Executor, token: string) {
  const [order] = await db
    .select({ id: orders.id, standId: orders.standId, collected: sql<boolean>`${orderIsCollected}` })
    .from(orders)
    .where(eq(orders.ratingTokenHash, hashSecret(token)))
    .limit(1);
  // A stand removed since the order was placed leaves nothing to rate: the link is no longer valid either.
  if (!order?.standId) throw new DomainError('not_found', LINK_UNKNOWN);
  return { ...order, standId: order.standId };
}

/** What the rating page shows: the stand's public name and whether this order already rated it (with its stars). */
export async function ratingLink(db: Executor, token: string) {
  const order = await orderOfToken(db, token);
  const [[stand], [rating]] = await Promise.all([
    db
      .select({
        slug: fundraiserStands.slug,
        ...standNameColumns,
      })
      .from(fundraiserStands)
      .innerJoin(fundraiserGroups, eq(fundraiserGroups.id, fundraiserStands.groupId))
      .where(eq(fundraiserStands.id, order.standId))
      .limit(1),
    db.select({ stars: standRatings.stars }).from(standRatings).where(eq(standRatings.orderId, order.id)).limit(1),
  ]);
  return {
    stand: { name: standPublicName(stand!, stand!.groupName), groupName: stand!.groupName, slug: stand!.slug },
    stars: rating?.stars ?? null,
    // A link is only issued to a collected order, so an order that stopped counting was cancelled since.
    cancelled: !order.collected,
  };
}

/** Stores the order's rating of its stand; a second rating of the same order is refused (the unique order id guards a race). */
export async function rateStand(db: Database, token: string, stars: number, now: Date) {
  return db.transaction(async (tx) => {
    const order = await orderOfToken(tx, token);
    if (!order.collected) throw new DomainError('invalid', ORDER_CANCELLED);
    const [row] = await tx
      .insert(standRatings)
      .values({ standId: order.standId, orderId: order.id, stars, createdAt: now })
      .onConflictDoNothing({ target: standRatings.orderId })
      .returning({ id: standRatings.id });
    if (!row) throw new DomainError('conflict', ALREADY_RATED);
    return { stars };
  });
}
