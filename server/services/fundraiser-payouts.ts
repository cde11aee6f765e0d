import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fundraiserGroups, groupPayouts } from '../db/schema';
import { centsToDollars, formatCents } from '@shared/money';
import { recordAudit, type AuditActor } from './audit';
import { toCsv } from './csv';
import { DomainError } from './domain-error';
import { groupTotals } from './fundraiser-admin';
import { noticePayout, type NoticeOptions } from './stand-notices';

// What each group has been paid of its share, and the export staff send to the bookkeeper.

/** The sum paid out to each group so far. */
async function paidByGroup(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ groupId: groupPayouts.groupId, cents: sql<number>`coalesce(sum(${groupPayouts.amountCents}), 0)::int` })
    .from(groupPayouts)
    .groupBy(groupPayouts.groupId);
  return new Map(rows.map((row) => [row.groupId, row.cents]));
}

/**
 * Each group's totals with what was paid, what is still owed and what is to take back. The share comes from
 * collected money only, so an order still waiting to be picked up or paid owes nothing yet. When an order that was
 * collected (and perhaps paid out) is later cancelled or refunded, the share drops below what was paid: the difference
 * is shown as money to take back, never hidden as a zero balance.
 */
export async function groupAccounts(db: Executor) {
  const [groups, paid] = await Promise.all([groupTotals(db), paidByGroup(db)]);
  return groups.map((group) => {
    const paidCents = paid.get(group.id) ?? 0;
    return { ...group, paidCents, owedCents: Math.max(group.shareCents - paidCents, 0), takeBackCents: Math.max(paidCents - group.shareCents, 0) };
  });
}

/**
 * Marks a payout of a group's share as paid (audit-logged) and mails the parents of the group's stands. It cannot be more than is still owed of collected money,
 * so a double click, a stale screen or an order not yet collected never pays out. The group row is locked while the
 * balance is checked.
 */
export async function markPayout(db: Executor, actor: AuditActor, input: { groupId: string; amountCents: number; note: string }, options: NoticeOptions) {
  const now = options.now;
  const [group] = await db.select({ name: fundraiserGroups.name }).from(fundraiserGroups).where(eq(fundraiserGroups.id, input.groupId)).for('update');
  if (!group) throw new DomainError('not_found', 'This group no longer exists.');
  const account = (await groupAccounts(db)).find((g) => g.id === input.groupId)!;
  if (input.amountCents > account.owedCents) {
    throw new DomainError('invalid', `The payout is more than the ${formatCents(account.owedCents)} still owed to ${group.name}.`, 'amountCents');
  }
  const [row] = await db
    .insert(groupPayouts)
    .values({ groupId: input.groupId, amountCents: input.amountCents, note: input.note, paidBy: actor.id, paidAt: now })
    .returning({ id: groupPayouts.id });
  await recordAudit(db, actor, 'create', 'group_payout', row!.id, { name: group.name, amountCents: input.amountCents, note: input.note });
  // Each payout row is told once, in the transaction that records it.
  await noticePayout(
    db,
    input.groupId,
    { groupName: group.name, amountCents: input.amountCents, paidTotalCents: account.paidCents + input.amountCents },
    options,
  );
  return { id: row!.id, owedCents: account.owedCents - input.amountCents };
}

/** Every group's collected sales, share, paid, owed and to-take-back amounts as CSV (group names are typed by visitors: csv.ts guards formulas). */
export async function groupTotalsCsv(db: Executor): Promise<string> {
  const groups = await groupAccounts(db);
  return toCsv(
    ['Group', 'Type', 'City', 'Stands', 'Sales', 'Share %', 'Share', 'Paid', 'Owed', 'To take back'],
    groups.map((g) => [
      g.name,
      g.typeLabel,
      g.city,
      g.standCount,
      centsToDollars(g.salesCents),
      g.sharePercent,
      centsToDollars(g.shareCents),
      centsToDollars(g.paidCents),
      centsToDollars(g.owedCents),
      centsToDollars(g.takeBackCents),
    ]),
  );
}
