import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSessionToken } from '../../server/auth/session';
import { createSession } from '../../server/auth/session';
import { verifyPassword } from '../../server/auth/password';
import { auditLog, sessions, userRoles, users } from '../../server/db/schema';
import { DELETE_SELF, EMAIL_TAKEN, LAST_ADMIN, OWN_ADMIN_ROLE } from '../../server/services/admin-users';
import { callerFor, createActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

async function sessionCount(userId: string) {
  return database.db.$count(sessions, eq(sessions.userId, userId));
}

async function auditRows(entityId: string) {
  return database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
}

describe('admin.users', () => {
  it('lists every account with its roles, newest first', async () => {
    const admin = await createActor(database.db, ['admin', 'user']);
    const member = await createActor(database.db, ['user']);
    const noRoles = await createActor(database.db, []);
    const list = (await callerFor(database.db, admin).admin.users.list({ pageSize: 100 })).items;
    const byId = new Map(list.map((u) => [u.id, u]));
    expect(byId.get(admin.user.id)?.roles).toEqual(['admin', 'user']);
    expect(byId.get(member.user.id)?.roles).toEqual(['user']);
    expect(byId.get(noRoles.user.id)?.roles).toEqual([]);
    expect(byId.get(member.user.id)?.email).toBe(member.user.email);
    const times = list.map((u) => u.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('creates a pre-confirmed user with the user role, writes an audit row, and refuses a taken address', async () => {
    const admin = await createActor(database.db, ['admin']);
    const caller = callerFor(database.db, admin);
    const email = `new-${Date.now()}@Example.com`;
    const created = await caller.admin.users.create({ email, password: 'a long enough password' });
    const [row] = await database.db.select().from(users).where(eq(users.id, created.id));
    expect(row?.email).toBe(email.toLowerCase());
    expect(row?.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(row!.passwordHash, 'a long enough password')).toBe(true);
    const roles = await database.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, created.id));
    expect(roles.map((r) => r.role)).toEqual(['user']);
    const audit = await auditRows(created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', entity: 'user', actorId: admin.user.id, actorEmail: admin.user.email });
    expect(JSON.stringify(audit[0]!.detail)).not.toContain('a long enough password');

    expect(await refusal(caller.admin.users.create({ email: email.toUpperCase(), password: 'another password 1' }))).toEqual({
      code: 'CONFLICT',
      message: EMAIL_TAKEN,
    });
  });

  it('validates Add User input with readable messages', async () => {
    const admin = await createActor(database.db, ['admin']);
    const caller = callerFor(database.db, admin);
    expect(await refusal(caller.admin.users.create({ email: 'not-an-address', password: 'long enough pass' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'email: Please enter a valid email address',
    });
    expect(await refusal(caller.admin.users.create({ email: 'short@example.com', password: 'short' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'password: Password must be at least 8 characters, not counting spaces at the start or end',
    });
    expect(await refusal(caller.admin.users.assignRole({ userId: 'nope', role: 'admin' }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(caller.admin.users.assignRole({ userId: admin.user.id, role: 'superuser' as 'admin' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'role: Please select a user and role.',
    });
  });

  it('assigns a role, ends the user’s sessions and writes an audit row; a repeat changes nothing', async () => {
    const admin = await createActor(database.db, ['admin']);
    const member = await createActor(database.db, ['user']);
    await createSession(database.db, member.user.id);
    expect(await sessionCount(member.user.id)).toBe(2);

    const caller = callerFor(database.db, admin);
    expect(await caller.admin.users.assignRole({ userId: member.user.id, role: 'moderator' })).toEqual({ changed: true });
    expect(await sessionCount(member.user.id)).toBe(0);
    expect(await validateSessionToken(database.db, member.token)).toBeNull();
    const roles = await database.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, member.user.id));
    expect(roles.map((r) => r.role).sort()).toEqual(['moderator', 'user']);
    expect(await auditRows(member.user.id)).toEqual([
      expect.objectContaining({ action: 'assign_role', entity: 'user', detail: { email: member.user.email, role: 'moderator' } }),
    ]);

    await createSession(database.db, member.user.id);
    expect(await caller.admin.users.assignRole({ userId: member.user.id, role: 'moderator' })).toEqual({ changed: false });
    expect(await sessionCount(member.user.id)).toBe(1);
    expect(await auditRows(member.user.id)).toHaveLength(1);
  });

  it('removes a role, ends the user’s sessions and writes an audit row', async () => {
    const admin = await createActor(database.db, ['admin']);
    const other = await createActor(database.db, ['admin', 'user']);
    const caller = callerFor(database.db, admin);
    expect(await caller.admin.users.removeRole({ userId: other.user.id, role: 'admin' })).toEqual({ changed: true });
    expect(await validateSessionToken(database.db, other.token)).toBeNull();
    const roles = await database.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, other.user.id));
    expect(roles.map((r) => r.role)).toEqual(['user']);
    expect(await auditRows(other.user.id)).toEqual([expect.objectContaining({ action: 'remove_role', detail: { email: other.user.email, role: 'admin' } })]);
    // The demoted account can no longer reach the back office with a new session either.
    const demoted = callerFor(database.db, { ...other, user: { ...other.user, roles: ['user'] } });
    expect(await refusal(demoted.admin.users.list())).toEqual({ code: 'FORBIDDEN', message: 'Access denied. Admin privileges required.' });
  });

  it('never lets an admin remove their own admin role, and keeps their session when they change their other roles', async () => {
    const admin = await createActor(database.db, ['admin', 'user']);
    await createActor(database.db, ['admin']);
    const caller = callerFor(database.db, admin);
    expect(await refusal(caller.admin.users.removeRole({ userId: admin.user.id, role: 'admin' }))).toEqual({
      code: 'FORBIDDEN',
      message: OWN_ADMIN_ROLE,
    });
    const [still] = await database.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, admin.user.id), eq(userRoles.role, 'admin')));
    expect(still).toBeDefined();

    const otherDevice = await createSession(database.db, admin.user.id);
    await caller.admin.users.removeRole({ userId: admin.user.id, role: 'user' });
    // The session doing the change survives; the admin's other sessions end.
    expect(await validateSessionToken(database.db, admin.token)).not.toBeNull();
    expect(await validateSessionToken(database.db, otherDevice.token)).toBeNull();
  });

  it('keeps at least one admin when removing an admin role or deleting an admin', async () => {
    const fresh = await createTestDatabase();
    try {
      const a = await createActor(fresh.db, ['admin']);
      const b = await createActor(fresh.db, ['admin']);
      // b removes a's admin role: allowed, b remains.
      await callerFor(fresh.db, b).admin.users.removeRole({ userId: a.user.id, role: 'admin' });
      // a's request was authorized before the change (a stale check); the store still refuses to leave no admin.
      expect(await refusal(callerFor(fresh.db, a).admin.users.removeRole({ userId: b.user.id, role: 'admin' }))).toEqual({
        code: 'CONFLICT',
        message: LAST_ADMIN,
      });
      expect(await refusal(callerFor(fresh.db, a).admin.users.delete({ userId: b.user.id }))).toEqual({ code: 'CONFLICT', message: LAST_ADMIN });
      expect(await fresh.db.$count(userRoles, eq(userRoles.role, 'admin'))).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('deletes a user with their sessions and writes an audit row; refuses to delete oneself', async () => {
    const admin = await createActor(database.db, ['admin']);
    const member = await createActor(database.db, ['user']);
    const caller = callerFor(database.db, admin);
    await caller.admin.users.delete({ userId: member.user.id });
    expect(await database.db.$count(users, eq(users.id, member.user.id))).toBe(0);
    expect(await sessionCount(member.user.id)).toBe(0);
    expect(await auditRows(member.user.id)).toEqual([expect.objectContaining({ action: 'delete', entity: 'user', detail: { email: member.user.email } })]);

    expect(await refusal(caller.admin.users.delete({ userId: admin.user.id }))).toEqual({ code: 'FORBIDDEN', message: DELETE_SELF });
    expect(await refusal(caller.admin.users.delete({ userId: member.user.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(caller.admin.users.assignRole({ userId: member.user.id, role: 'user' }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses members and moderators with "Access denied. Admin privileges required."', async () => {
    for (const roles of [['user'], ['moderator', 'user']] as const) {
      const actor = await createActor(database.db, [...roles]);
      expect(await refusal(callerFor(database.db, actor).admin.users.list())).toEqual({
        code: 'FORBIDDEN',
        message: 'Access denied. Admin privileges required.',
      });
    }
  });
});
