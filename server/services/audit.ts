import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';

/** Who made a change: the signed-in admin (ctx.user has this shape). */
export type AuditActor = { id: string; email: string };

/**
 * What happened, in a small fixed vocabulary so the log reads alike across screens. Screens with a special step
 * (an order moved along, a post published, a role given) use the closest word and say the rest in `detail`.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'status',
  'assign_role',
  'remove_role',
  'upload',
  'approve',
  'decline',
  'send',
  'send_held',
  'undo_status',
  'note',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A JSON value for `detail`: never put passwords, tokens or whole uploaded files here. */
export type AuditDetail = { [key: string]: string | number | boolean | null | undefined | string[] | AuditDetail };

/**
 * Writes one audit row. Call it with the same transaction as the change itself (`ctx.db.transaction(async (tx) =>
 * { ...change...; await recordAudit(tx, ctx.user, 'update', 'course', id, { title }) })`), so a change is never
 * stored without its log row, nor a log row without its change.
 *
 * The actor's email is copied into the row: the log still says who did it after that account is deleted.
 */
export async function recordAudit(
  tx: Executor,
  actor: AuditActor,
  action: AuditAction,
  entity: string,
  entityId: string | null,
  detail: AuditDetail | null = null,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    entity,
    entityId,
    detail: detail === null ? null : stripUndefined(detail),
    // The wall clock, not now() (the transaction's start): several rows written by one transaction keep their order.
    createdAt: sql`clock_timestamp()`,
  });
}

// jsonb has no undefined; dropping such keys keeps `{ title: input.title, description: input.description }`
// convenient to write for a partial update.
function stripUndefined(detail: AuditDetail): AuditDetail {
  const out: AuditDetail = {};
  for (const [key, value] of Object.entries(detail)) {
    if (value === undefined) continue;
    out[key] = value !== null && typeof value === 'object' && !Array.isArray(value) ? stripUndefined(value) : value;
  }
  return out;
}
