import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sessions, userRoles, users } from '../db/schema';
import type { Role } from '../db/schema';

// Lucia's session design (lucia-auth.com, "Sessions"): a token is "<id>.<secret>"; the id is looked up, and only a
// SHA-256 of the secret is stored, compared in constant time. Sessions end after a period without use and, in any
// case, after an absolute lifetime.
export const SESSION_INACTIVITY_TIMEOUT_MS = 10 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// Writing last-use on every request would make every read a write; once an hour is precise enough for a 10-day timeout.
const ACTIVITY_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export type SessionUser = { id: string; email: string; emailVerified: boolean; roles: Role[] };
export type Session = { id: string; userId: string; createdAt: Date; lastVerifiedAt: Date };
export type SessionValidation = { session: Session; user: SessionUser; refreshed: boolean } | null;

const encoder = new TextEncoder();

export function generateSecureRandomString(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function hashSecret(secret: string): string {
  return encodeHexLowerCase(sha256(encoder.encode(secret)));
}

export async function createSession(db: Executor, userId: string): Promise<{ token: string; session: Session }> {
  const id = generateSecureRandomString();
  const secret = generateSecureRandomString();
  const now = new Date();
  await db.insert(sessions).values({ id, secretHash: hashSecret(secret), userId, createdAt: now, lastVerifiedAt: now });
  return { token: `${id}.${secret}`, session: { id, userId, createdAt: now, lastVerifiedAt: now } };
}

export async function validateSessionToken(db: Executor, token: string, now = new Date()): Promise<SessionValidation> {
  const [id, secret, ...rest] = token.split('.');
  if (!id || !secret || rest.length > 0) return null;
  const [row] = await db
    .select({ session: sessions, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  const { session } = row;
  if (!constantTimeEqual(encoder.encode(hashSecret(secret)), encoder.encode(session.secretHash))) return null;

  const expired =
    now.getTime() - session.lastVerifiedAt.getTime() >= SESSION_INACTIVITY_TIMEOUT_MS ||
    now.getTime() - session.createdAt.getTime() >= SESSION_ABSOLUTE_LIFETIME_MS;
  if (expired) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }

  let refreshed = false;
  if (now.getTime() - session.lastVerifiedAt.getTime() >= ACTIVITY_CHECK_INTERVAL_MS) {
    await db.update(sessions).set({ lastVerifiedAt: now }).where(eq(sessions.id, id));
    session.lastVerifiedAt = now;
    refreshed = true;
  }
  const roles = await getRoles(db, session.userId);
  return {
    session: { id: session.id, userId: session.userId, createdAt: session.createdAt, lastVerifiedAt: session.lastVerifiedAt },
    user: { id: session.userId, email: row.email, emailVerified: row.emailVerifiedAt !== null, roles },
    refreshed,
  };
}

export async function getRoles(db: Executor, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

export async function invalidateSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or all but one (the one making the request) when `exceptSessionId` is given. */
export async function invalidateUserSessions(db: Executor, userId: string, exceptSessionId?: string): Promise<void> {
  await db.delete(sessions).where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId));
}

/** When the session stops being valid at the latest: whichever of the two limits comes first. */
export function sessionExpiresAt(session: Session): Date {
  return new Date(Math.min(session.lastVerifiedAt.getTime() + SESSION_INACTIVITY_TIMEOUT_MS, session.createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS));
}
