import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { emailTokens } from '../db/schema';
import { generateSecureRandomString, hashSecret } from '../auth/session';

export type EmailTokenPurpose = 'confirm_email' | 'reset_password';

// How long a link works: a day to confirm an address (people read mail later), an hour to reset a password
// (a reset link is as good as the password, so it should not linger in an inbox).
export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  confirm_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** Makes a one-time link token; only its SHA-256 is stored, so a database leak gives no working links. */
export async function createEmailToken(db: Executor, userId: string, purpose: EmailTokenPurpose, now: Date): Promise<string> {
  const token = generateSecureRandomString();
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashSecret(token),
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
    createdAt: now,
  });
  return token;
}

export type ConsumeResult = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

type TokenRow = { id: string; userId: string; usedAt: Date | null; expiresAt: Date };

async function findEmailToken(db: Executor, token: string, purpose: EmailTokenPurpose): Promise<TokenRow | undefined> {
  const [row] = await db
    .select({ id: emailTokens.id, userId: emailTokens.userId, usedAt: emailTokens.usedAt, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashSecret(token)), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return row;
}

function judge(row: TokenRow | undefined, now: Date): ConsumeResult {
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.userId };
}

/**
 * Whether a link would work now, without using it: the page a link opens says at once that it is used or expired,
 * instead of after the person has filled in its form.
 */
export async function emailTokenStatus(db: Executor, token: string, purpose: EmailTokenPurpose, now: Date): Promise<ConsumeResult> {
  return judge(await findEmailToken(db, token, purpose), now);
}

/**
 * Uses a token once. The UPDATE ... WHERE used_at IS NULL is the single-use guarantee: of two concurrent uses only
 * one gets the row back. Call it inside the transaction that does what the link is for, so a failure later in that
 * transaction leaves the link usable.
 */
export async function consumeEmailToken(db: Executor, token: string, purpose: EmailTokenPurpose, now: Date): Promise<ConsumeResult> {
  const row = await findEmailToken(db, token, purpose);
  const status = judge(row, now);
  if (!status.ok || !row) return status;
  const [used] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
    .returning({ userId: emailTokens.userId });
  return used ? { ok: true, userId: used.userId } : { ok: false, reason: 'used' };
}

/** Retires every unused link of one kind for a user (a finished reset makes older reset links useless). */
export async function retireEmailTokens(db: Executor, userId: string, purpose: EmailTokenPurpose, now: Date): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
