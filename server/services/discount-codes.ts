import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../db/client';
import type { discountCodeInputSchema } from '@shared/schemas/shop-money';
import { recordAudit, type AuditActor } from './audit';
import { DomainError } from './domain-error';
import { discountCodes } from '../db/schema';
import { formatCents } from '@shared/money';

// Discount codes: whether one applies to a subtotal now, and giving a use back when the order is cancelled or expires
// unpaid. The use is taken when the order is stored, by the database function store_orders, with one conditional
// update (below the usage limit, active, within its dates), so a usage limit holds under any number of simultaneous
// buyers: the first update to lock the row takes the last use and the others find the limit reached.

export type DiscountCode = typeof discountCodes.$inferSelect;
type DiscountCodeValues = z.output<typeof discountCodeInputSchema>;

export async function findCode(db: Executor, code: string): Promise<DiscountCode | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row ?? null;
}

/** Why a code cannot be used on an order of this subtotal (before any discount) now; null when it can. */
export function codeRefusal(code: DiscountCode | null, subtotalCents: number, now: Date): string | null {
  if (!code || !code.isActive) return 'That code is not valid.';
  if (code.startsAt && code.startsAt > now) return 'That code is not valid yet.';
  if (code.endsAt && code.endsAt <= now) return 'That code has expired.';
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return 'That code has been used up.';
  if (subtotalCents < code.minOrderCents) return `That code needs an order of at least ${formatCents(code.minOrderCents)} before discounts.`;
  return null;
}

/** An order that held a use of its code and was cancelled or expired unpaid: the use goes back (called once per release). */
export async function giveBackCodeUse(tx: Executor, codeId: string | null): Promise<void> {
  if (!codeId) return;
  await tx
    .update(discountCodes)
    .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
    .where(eq(discountCodes.id, codeId));
}

/**
 * A card order paid after it had expired takes its code's use again. Stripe has already charged the discounted
 * amount, so the order keeps its discount even when the last use went to someone else meanwhile; the count then stays
 * at the limit rather than passing it.
 */
export async function retakeCodeUse(tx: Executor, codeId: string | null): Promise<void> {
  if (!codeId) return;
  await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(and(eq(discountCodes.id, codeId), or(isNull(discountCodes.usageLimit), sql`${discountCodes.usedCount} < ${discountCodes.usageLimit}`)));
}

// Back office.

function auditDetail(input: DiscountCodeValues) {
  return { ...input, title: input.code, startsAt: input.startsAt?.toISOString() ?? null, endsAt: input.endsAt?.toISOString() ?? null };
}

const CODE_TAKEN = 'A code with this text exists already. Please choose another.';

export async function listCodes(db: Executor): Promise<DiscountCode[]> {
  return db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), asc(discountCodes.code));
}

async function ensureFree(tx: Executor, code: string, exceptId: string | null): Promise<void> {
  const [taken] = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(exceptId ? and(eq(discountCodes.code, code), ne(discountCodes.id, exceptId)) : eq(discountCodes.code, code))
    .limit(1);
  if (taken) throw new DomainError('conflict', CODE_TAKEN, 'code');
}

export async function createCode(db: Database, actor: AuditActor, input: DiscountCodeValues): Promise<DiscountCode> {
  return db.transaction(async (tx) => {
    await ensureFree(tx, input.code, null);
    const [row] = await tx.insert(discountCodes).values(input).returning();
    await recordAudit(tx, actor, 'create', 'discount_code', row!.id, auditDetail(input));
    return row!;
  });
}

/**
 * Saves staff's edit of a code. Its use count stays as counted; a limit below the uses already made is refused, as it
 * could not be kept.
 */
export async function updateCode(db: Database, actor: AuditActor, id: string, input: DiscountCodeValues): Promise<DiscountCode> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
    if (!current) throw new DomainError('not_found', 'That code no longer exists.');
    await ensureFree(tx, input.code, id);
    if (input.usageLimit !== null && input.usageLimit < current.usedCount) {
      throw new DomainError('invalid', `This code was used ${current.usedCount} times already; the limit cannot be lower.`, 'usageLimit');
    }
    const [row] = await tx.update(discountCodes).set(input).where(eq(discountCodes.id, id)).returning();
    await recordAudit(tx, actor, 'update', 'discount_code', id, auditDetail(input));
    return row!;
  });
}
