import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { profiles, userRoles, users, type Role } from '../db/schema';
import { hashPassword } from './password';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The game profile's default display name: the part of the address before the at-sign. */
export function displayNameFromEmail(email: string): string {
  const local = email.split('@')[0]?.trim();
  return local ? local.slice(0, 40) : 'Entrepreneur';
}

/**
 * Creates a user with their roles and game profile in one go. Call it inside a transaction when the caller
 * does more in the same step.
 */
export async function createUser(
  db: Executor,
  input: { email: string; password: string; roles?: Role[]; emailVerified?: boolean },
): Promise<{ id: string; email: string }> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash, emailVerifiedAt: input.emailVerified ? new Date() : null })
    .returning({ id: users.id, email: users.email });
  if (!user) throw new Error('User insert returned no row');
  const roles = input.roles ?? ['user'];
  if (roles.length > 0) await db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
  await db.insert(profiles).values({ userId: user.id, displayName: displayNameFromEmail(email) });
  return user;
}

/**
 * Creates a member's game profile when it is missing (accounts made before profiles existed, or a profile removed
 * by hand), named after the email's local part until the member chooses a name. Safe to call concurrently.
 */
export async function ensureProfile(db: Executor, user: { id: string; email: string }): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId: user.id, displayName: displayNameFromEmail(user.email) })
    .onConflictDoNothing();
}

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}
