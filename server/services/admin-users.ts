import { and, asc, count, eq, exists, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminPage } from '@shared/schemas/admin-list';
import type { adminUserListSchema } from '@shared/schemas/admin-users';
import { offsetOf, orderByOf, pageOf, searchAny } from './admin-list';
import type { Executor, Transaction } from '../db/client';
import { profiles, userRoles, users, type Role } from '../db/schema';
import { invalidateUserSessions } from '../auth/session';
import { createUser, findUserByEmail } from '../auth/users';
import { recordAudit, type AuditActor } from './audit';
import { DomainError } from './domain-error';

// User management for the back office. Every change runs in one transaction with its audit row; a user whose roles
// change, or who is deleted, is signed out everywhere (their open sessions end), so a removed admin cannot keep
// working in a tab that is still open.

export type AdminActor = AuditActor & { sessionId: string };

export const OWN_ADMIN_ROLE = 'You cannot remove your own admin role.';
export const LAST_ADMIN = 'At least one admin must remain.';
export const DELETE_SELF = 'You cannot delete your own account.';
export const OWNER_ONLY = 'Only the owner can change or delete the owner.';
export const OWNER_ASSIGN = 'Only the owner can make someone an owner.';
export const OWNER_ADMIN = 'An owner is an admin too: give the admin role first.';
export const USER_NOT_FOUND = 'This user no longer exists.';
export const EMAIL_TAKEN = 'A user with this email address already exists.';

export type AdminUserRow = { id: string; email: string; displayName: string | null; createdAt: Date; emailVerified: boolean; roles: Role[] };

export type AdminUserListInput = z.infer<typeof adminUserListSchema>;

/** One page of accounts: search over address and name, a role filter, sorted by address or joining date. */
export async function listUsers(db: Executor, input: AdminUserListInput): Promise<AdminPage<AdminUserRow>> {
  const conditions: SQL[] = [];
  // The accounts whose address or name matches, as one set of ids: each half is answered from its own trigram index
  // (an OR in the WHERE would test every account, and the name lives in another table).
  if (input.search) {
    const byEmail = db
      .select({ id: users.id })
      .from(users)
      .where(searchAny(input.search, [users.email]));
    const byName = db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(searchAny(input.search, [profiles.displayName]));
    conditions.push(sql`${users.id} in (${byEmail} union ${byName})`);
  }
  if (input.role) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userRoles)
          .where(and(eq(userRoles.userId, users.id), eq(userRoles.role, input.role))),
      ),
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, createdAt: users.createdAt, emailVerifiedAt: users.emailVerifiedAt, displayName: profiles.displayName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(...orderByOf({ email: users.email, createdAt: users.createdAt }, input, { sort: 'createdAt', dir: 'desc' }, users.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const roleRows =
    rows.length === 0
      ? []
      : await db
          .select({ userId: userRoles.userId, role: userRoles.role })
          .from(userRoles)
          .where(
            inArray(
              userRoles.userId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(userRoles.role));
  const rolesByUser = new Map<string, Role[]>();
  for (const { userId, role } of roleRows) rolesByUser.set(userId, [...(rolesByUser.get(userId) ?? []), role]);
  const items = rows.map((row) => ({
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    createdAt: row.createdAt,
    emailVerified: row.emailVerifiedAt !== null,
    roles: rolesByUser.get(row.id) ?? [],
  }));
  return pageOf(items, totals?.total ?? 0, input);
}

/** Add User: an account with the plain 'user' role, its email already confirmed (staff vouch for the address). */
export async function createUserAsAdmin(tx: Transaction, actor: AdminActor, input: { email: string; password: string }) {
  if (await findUserByEmail(tx, input.email)) throw new DomainError('conflict', EMAIL_TAKEN);
  const user = await createUser(tx, { email: input.email, password: input.password, roles: ['user'], emailVerified: true });
  await recordAudit(tx, actor, 'create', 'user', user.id, { email: user.email });
  return user;
}

async function requireUser(tx: Executor, userId: string) {
  const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new DomainError('not_found', USER_NOT_FOUND);
  return user;
}

/**
 * Locks every admin role row, then refuses when none would be left without `userId`. The lock serializes two
 * admins demoting each other at the same moment, so the second one sees the first one's change.
 */
async function assertAnotherAdminRemains(tx: Transaction, userId: string) {
  const admins = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin')).for('update');
  if (!admins.some((row) => row.userId !== userId)) throw new DomainError('conflict', LAST_ADMIN);
}

/** Ends the user's sessions; the acting admin's own current session is kept when they change themselves. */
async function endSessions(tx: Transaction, actor: AdminActor, userId: string) {
  await invalidateUserSessions(tx, userId, userId === actor.id ? actor.sessionId : undefined);
}

async function rolesOf(tx: Executor, userId: string): Promise<Role[]> {
  return (await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((row) => row.role);
}

/**
 * The owner is the admin other admins cannot demote or delete: only an owner changes an owner's roles or deletes
 * them, and only an owner makes someone an owner (while the site has no owner yet, any admin may name the first).
 */
async function assertMayChangeOwner(tx: Executor, actor: AdminActor, targetRoles: Role[]) {
  if (!targetRoles.includes('owner')) return;
  if (!(await rolesOf(tx, actor.id)).includes('owner')) throw new DomainError('forbidden', OWNER_ONLY);
}

export async function assignRole(tx: Transaction, actor: AdminActor, input: { userId: string; role: Role }) {
  const user = await requireUser(tx, input.userId);
  if (input.role === 'owner') {
    const [anyOwner] = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'owner')).limit(1).for('update');
    if (anyOwner && !(await rolesOf(tx, actor.id)).includes('owner')) throw new DomainError('forbidden', OWNER_ASSIGN);
    if (!(await rolesOf(tx, input.userId)).includes('admin')) throw new DomainError('invalid', OWNER_ADMIN);
  }
  const inserted = await tx.insert(userRoles).values({ userId: input.userId, role: input.role }).onConflictDoNothing().returning({ role: userRoles.role });
  // Assigning a role the user already holds changes nothing: no sessions ended, no audit row.
  if (inserted.length === 0) return { changed: false };
  await endSessions(tx, actor, input.userId);
  await recordAudit(tx, actor, 'assign_role', 'user', input.userId, { email: user.email, role: input.role });
  return { changed: true };
}

export async function removeRole(tx: Transaction, actor: AdminActor, input: { userId: string; role: Role }) {
  await assertMayChangeOwner(tx, actor, await rolesOf(tx, input.userId));
  if (input.role === 'owner' && input.userId === actor.id) throw new DomainError('forbidden', OWNER_ONLY);
  if (input.role === 'admin') {
    // An admin cannot take away their own admin role: the back office would lock them out mid-task, and if they were
    // the only admin, nobody could give it back.
    if (input.userId === actor.id) throw new DomainError('forbidden', OWN_ADMIN_ROLE);
    await assertAnotherAdminRemains(tx, input.userId);
  }
  const user = await requireUser(tx, input.userId);
  const removed = await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, input.userId), eq(userRoles.role, input.role)))
    .returning({ role: userRoles.role });
  if (removed.length === 0) return { changed: false };
  await endSessions(tx, actor, input.userId);
  await recordAudit(tx, actor, 'remove_role', 'user', input.userId, { email: user.email, role: input.role });
  return { changed: true };
}

/** Deletes an account and everything that cascades from it (sessions, roles, profile, progress, cart). */
export async function deleteUser(tx: Transaction, actor: AdminActor, userId: string) {
  if (userId === actor.id) throw new DomainError('forbidden', DELETE_SELF);
  const user = await requireUser(tx, userId);
  await assertMayChangeOwner(tx, actor, await rolesOf(tx, userId));
  const [isAdmin] = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .limit(1);
  if (isAdmin) await assertAnotherAdminRemains(tx, userId);
  await invalidateUserSessions(tx, userId);
  await tx.delete(users).where(and(eq(users.id, userId), ne(users.id, actor.id)));
  await recordAudit(tx, actor, 'delete', 'user', userId, { email: user.email });
  return { id: userId };
}
