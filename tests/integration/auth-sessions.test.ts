import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/password';
import {
  createSession,
  invalidateUserSessions,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_INACTIVITY_TIMEOUT_MS,
  validateSessionToken,
} from '../../server/auth/session';
import { createUser } from '../../server/auth/users';
import { grantAdmin } from '../../server/auth/bootstrap-admin';
import { sessions, userRoles } from '../../server/db/schema';
import { callerFor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await createUser(database.db, { email: 'Session@Example.com', password: 'a long enough password' })).id;
});
afterAll(() => database.close());

const HOUR = 60 * 60 * 1000;

describe('sessions (Lucia design)', () => {
  it('stores only a hash of the secret', async () => {
    const { token, session } = await createSession(database.db, userId);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, session.id));
    const secret = token.split('.')[1]!;
    expect(row!.secretHash).toHaveLength(64);
    expect(row!.secretHash).not.toContain(secret);
  });

  it('validates the right secret and refuses a wrong one', async () => {
    const { token } = await createSession(database.db, userId);
    const valid = await validateSessionToken(database.db, token);
    expect(valid?.user.email).toBe('session@example.com');
    expect(valid?.user.roles).toEqual(['user']);
    expect(await validateSessionToken(database.db, `${token.split('.')[0]}.x${token.split('.')[1]}`)).toBeNull();
    expect(await validateSessionToken(database.db, 'garbage')).toBeNull();
  });

  it('ends a session after the inactivity timeout and refreshes an active one', async () => {
    const start = new Date();
    const { token } = await createSession(database.db, userId);
    const later = new Date(start.getTime() + 2 * HOUR);
    expect((await validateSessionToken(database.db, token, later))?.refreshed).toBe(true);
    // Activity at `later` moves the inactivity window forward.
    expect(await validateSessionToken(database.db, token, new Date(later.getTime() + SESSION_INACTIVITY_TIMEOUT_MS - HOUR))).not.toBeNull();
    const idleToken = (await createSession(database.db, userId)).token;
    expect(await validateSessionToken(database.db, idleToken, new Date(start.getTime() + SESSION_INACTIVITY_TIMEOUT_MS + HOUR))).toBeNull();
  });

  it('ends a session after its absolute lifetime even when used every day', async () => {
    const start = Date.now();
    const { token } = await createSession(database.db, userId);
    for (let day = 1; day < 30; day += 1) {
      expect(await validateSessionToken(database.db, token, new Date(start + day * 24 * HOUR))).not.toBeNull();
    }
    expect(await validateSessionToken(database.db, token, new Date(start + SESSION_ABSOLUTE_LIFETIME_MS + HOUR))).toBeNull();
  });

  it('ends every session of a user, or all but one', async () => {
    const keep = await createSession(database.db, userId);
    const other = await createSession(database.db, userId);
    await invalidateUserSessions(database.db, userId, keep.session.id);
    expect(await validateSessionToken(database.db, keep.token)).not.toBeNull();
    expect(await validateSessionToken(database.db, other.token)).toBeNull();
    await invalidateUserSessions(database.db, userId);
    expect(await validateSessionToken(database.db, keep.token)).toBeNull();
  });
});

describe('passwords', () => {
  it('hashes with argon2id at OWASP parameters', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});

describe('account procedures', () => {
  it('signs in with any case of the address, with a new token each time, and gives one message for every failure', async () => {
    await createUser(database.db, { email: 'member@example.com', password: 'member password 1', emailVerified: true });
    const first = callerFor(database.db, null);
    const result = await first.account.signIn({ email: ' MEMBER@example.com ', password: 'member password 1' });
    expect(result.user.email).toBe('member@example.com');
    const second = callerFor(database.db, null);
    await second.account.signIn({ email: 'member@example.com', password: 'member password 1' });
    expect(first.cookieLog.set[0]).not.toBe(second.cookieLog.set[0]);

    const wrongPassword = callerFor(database.db, null).account.signIn({ email: 'member@example.com', password: 'nope nope nope' });
    await expect(wrongPassword).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid email or password.' });
    const unknown = callerFor(database.db, null).account.signIn({ email: 'nobody@example.com', password: 'nope nope nope' });
    await expect(unknown).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid email or password.' });
    await expect(callerFor(database.db, null).account.signIn({ email: 'not-an-email', password: 'x' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('signs out by ending the server session', async () => {
    await createUser(database.db, { email: 'leaver@example.com', password: 'leaver password 1', emailVerified: true });
    const anonymous = callerFor(database.db, null);
    await anonymous.account.signIn({ email: 'leaver@example.com', password: 'leaver password 1' });
    const token = anonymous.cookieLog.set[0]!;
    const validation = await validateSessionToken(database.db, token);
    const member = callerFor(database.db, { user: validation!.user, session: validation!.session, token });
    expect(await member.account.me()).toMatchObject({ email: 'leaver@example.com' });
    await member.account.signOut();
    expect(member.cookieLog.cleared).toBe(1);
    expect(await validateSessionToken(database.db, token)).toBeNull();
  });
});

describe('first admin', () => {
  it('creates the admin once and promotes an existing account without touching its password', async () => {
    expect(await grantAdmin(database.db, 'boss@example.com', 'boss password 1')).toBe('created');
    expect(await grantAdmin(database.db, 'boss@example.com', 'other password')).toBe('unchanged');
    const existing = await createUser(database.db, { email: 'promote@example.com', password: 'original password' });
    expect(await grantAdmin(database.db, 'promote@example.com', 'ignored password')).toBe('promoted');
    const roles = await database.db.select().from(userRoles).where(eq(userRoles.userId, existing.id));
    expect(roles.map((r) => r.role).sort()).toEqual(['admin', 'user']);
    const caller = callerFor(database.db, null);
    await expect(caller.account.signIn({ email: 'promote@example.com', password: 'original password' })).resolves.toBeDefined();
  });
});
