import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AdminBulkAction } from '@shared/schemas/values';
import type { OrderStatus } from '@shared/schemas/values';
import type { Transaction } from '../db/client';
import { blogPosts, courses, events, featuredKids, orderLines, orders, products } from '../db/schema';
import { recordAudit, type AuditActor } from './audit';
import { DomainError } from './domain-error';

// Bulk actions of the content lists: publish, unpublish or delete the rows staff ticked. Each runs in the caller's
// transaction with one audit row per row changed, so either every chosen row changes and is logged, or none is.
// Rows already in the asked state are left alone (and not logged); rows deleted meanwhile are skipped.

export type BulkResult = { changed: number };
export type ContentEntity = 'product' | 'event' | 'featured_kid' | 'blog_post' | 'course';

/** An order still being worked on: the buyer is owed the goods, so its products cannot be deleted. */
export const OPEN_ORDER_STATUSES = ['awaiting_payment', 'received', 'preparing', 'ready', 'out_for_delivery'] as const satisfies readonly OrderStatus[];
const LISTED_ORDERS = 5;

/**
 * Refuses to delete products that an open order holds, naming the products and the orders, so staff know which
 * orders to finish or cancel first (a deleted product would leave the packer with a line and no product).
 */
export async function assertNoOpenOrders(tx: Transaction, productIds: string[]) {
  const held = await tx
    .selectDistinct({ name: products.name, orderNumber: orders.orderNumber })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(inArray(orderLines.productId, productIds), inArray(orders.status, [...OPEN_ORDER_STATUSES])))
    .orderBy(asc(products.name), asc(orders.orderNumber));
  if (held.length === 0) return;
  const byProduct = new Map<string, string[]>();
  for (const { name, orderNumber } of held) byProduct.set(name, [...(byProduct.get(name) ?? []), orderNumber]);
  const parts = [...byProduct].map(([name, numbers]) => {
    const listed = numbers.slice(0, LISTED_ORDERS).join(', ');
    const more = numbers.length > LISTED_ORDERS ? ` and ${numbers.length - LISTED_ORDERS} more` : '';
    return `"${name}" is in open order${numbers.length === 1 ? '' : 's'} ${listed}${more}`;
  });
  throw new DomainError('conflict', `Not deleted: ${parts.join('; ')}. Complete or cancel ${held.length === 1 ? 'that order' : 'those orders'} first.`);
}

type Named = { id: string; name: string };

async function logEach(tx: Transaction, actor: AuditActor, action: 'publish' | 'unpublish' | 'delete', entity: ContentEntity, rows: Named[]) {
  for (const row of rows) await recordAudit(tx, actor, action, entity, row.id, { name: row.name, bulk: true });
  return { changed: rows.length };
}

/** Sets the flag that shows a row on the public site, for rows not already so; returns the rows changed. */
async function setShown(tx: Transaction, entity: ContentEntity, ids: string[], shown: boolean, now: Date): Promise<Named[]> {
  switch (entity) {
    case 'product':
      return tx
        .update(products)
        .set({ isActive: shown, updatedAt: now })
        .where(and(inArray(products.id, ids), ne(products.isActive, shown)))
        .returning({ id: products.id, name: products.name });
    case 'event':
      return tx
        .update(events)
        .set({ isActive: shown })
        .where(and(inArray(events.id, ids), ne(events.isActive, shown)))
        .returning({ id: events.id, name: events.title });
    case 'featured_kid':
      return tx
        .update(featuredKids)
        .set({ isFeatured: shown })
        .where(and(inArray(featuredKids.id, ids), ne(featuredKids.isFeatured, shown)))
        .returning({ id: featuredKids.id, name: featuredKids.name });
    case 'blog_post':
      return (
        tx
          .update(blogPosts)
          // First publication sets the date the blog sorts by; unpublishing keeps it (as the single publish does).
          .set({
            isPublished: shown,
            publishedAt: shown ? sql`coalesce(${blogPosts.publishedAt}, ${now.toISOString()}::timestamptz)` : sql`${blogPosts.publishedAt}`,
            updatedAt: now,
          })
          .where(and(inArray(blogPosts.id, ids), ne(blogPosts.isPublished, shown)))
          .returning({ id: blogPosts.id, name: blogPosts.title })
      );
    case 'course':
      return tx
        .update(courses)
        .set({ isPublished: shown, updatedAt: now })
        .where(and(inArray(courses.id, ids), ne(courses.isPublished, shown)))
        .returning({ id: courses.id, name: courses.title });
  }
}

async function deleteRows(tx: Transaction, entity: ContentEntity, ids: string[]): Promise<Named[]> {
  switch (entity) {
    case 'product':
      await assertNoOpenOrders(tx, ids);
      return tx.delete(products).where(inArray(products.id, ids)).returning({ id: products.id, name: products.name });
    case 'event':
      return tx.delete(events).where(inArray(events.id, ids)).returning({ id: events.id, name: events.title });
    case 'featured_kid':
      return tx.delete(featuredKids).where(inArray(featuredKids.id, ids)).returning({ id: featuredKids.id, name: featuredKids.name });
    case 'blog_post':
      return tx.delete(blogPosts).where(inArray(blogPosts.id, ids)).returning({ id: blogPosts.id, name: blogPosts.title });
    case 'course':
      // A course's lessons, enrollments and progress go with it (the single delete says so too).
      return tx.delete(courses).where(inArray(courses.id, ids)).returning({ id: courses.id, name: courses.title });
  }
}

export async function bulkContentAction(
  tx: Transaction,
  actor: AuditActor,
  entity: ContentEntity,
  input: { ids: string[]; action: AdminBulkAction },
  now: Date,
): Promise<BulkResult> {
  if (input.action === 'delete') return logEach(tx, actor, 'delete', entity, await deleteRows(tx, entity, input.ids));
  const shown = input.action === 'publish';
  return logEach(tx, actor, input.action, entity, await setShown(tx, entity, input.ids, shown, now));
}
