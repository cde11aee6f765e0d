import { and, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { userRoles, users } from '../db/schema';
import { assertPasswordAllowed } from './password-policy';
import { createUser, findUserByEmail } from './users';

/**
 * The first admin comes from ADMIN_EMAIL and ADMIN_PASSWORD when both are set (read at every start; an existing
 * account with that address is given the admin role, its password untouched). No default password exists anywhere.
 */
export async function ensureBootstrapAdmin(db: Database, config: Pick<Config, 'adminEmail' | 'adminPassword'>): Promise<void> {
  if (!config.adminEmail || !config.adminPassword) return;
  await grantAdmin(db, config.adminEmail, config.adminPassword);
}

export async function grantAdmin(db: Database, email: string, password: string): Promise<'created' | 'promoted' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (!existing) {
      // The same password rule as every form; an existing account keeps its password, so nothing is checked then.
      assertPasswordAllowed(password);
      await createUser(tx, { email, password, roles: ['admin', 'user'], emailVerified: true });
      return 'created';
    }
    const [hasAdmin] = await tx
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, existing.id), eq(userRoles.role, 'admin')))
      .limit(1);
    if (hasAdmin) return 'unchanged';
    await tx.insert(userRoles).values({ userId: existing.id, role: 'admin' });
    // The operator vouches for the address; an unconfirmed account could not sign in to the back office otherwise.
    if (!existing.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, existing.id));
    return 'promoted';
  });
}
