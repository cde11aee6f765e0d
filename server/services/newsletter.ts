import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { newsletterSignups } from '../db/schema';

// Newsletter subscriptions. Each subscriber has a random token of their own (made by the database); the link in
// every newsletter mail carries it, and holding it is what allows unsubscribing, without an account or a session.

/** Where an unsubscribe link points: GET shows a page with a button, POST (the button, or a mail client's one-click) unsubscribes. */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Subscribes an address: a new address, or one that had unsubscribed, gets `welcome: true` (a welcome mail is due);
 * an address already subscribed changes nothing. Two requests at once for a new address store one row and one welcome:
 * the second insert waits on the first, finds the address and leaves it.
 */
export async function subscribe(db: Executor, email: string): Promise<{ token: string; welcome: boolean }> {
  const [created] = await db
    .insert(newsletterSignups)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSignups.email })
    .returning({ token: newsletterSignups.unsubscribeToken });
  if (created) return { token: created.token, welcome: true };
  const [back] = await db
    .update(newsletterSignups)
    .set({ unsubscribedAt: null })
    .where(and(eq(newsletterSignups.email, email), isNotNull(newsletterSignups.unsubscribedAt)))
    .returning({ token: newsletterSignups.unsubscribeToken });
  if (back) return { token: back.token, welcome: true };
  const [existing] = await db.select({ token: newsletterSignups.unsubscribeToken }).from(newsletterSignups).where(eq(newsletterSignups.email, email));
  return { token: existing?.token ?? '', welcome: false };
}

/** "d…@example.com": enough for a person to recognise their address, not enough to give it away with a leaked link. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '…' : `${email.slice(0, 1)}…${email.slice(at)}`;
}

/**
 * Unsubscribes the holder of `token`. Repeating it is not an error (a second click, a mail client's retry): the
 * answer is the same and the first time is kept. Null when no subscriber has this token; nothing changes then.
 */
export async function unsubscribe(db: Executor, token: string, now: Date): Promise<{ email: string } | null> {
  const [changed] = await db
    .update(newsletterSignups)
    .set({ unsubscribedAt: now })
    .where(and(eq(newsletterSignups.unsubscribeToken, token), isNull(newsletterSignups.unsubscribedAt)))
    .returning({ email: newsletterSignups.email });
  if (changed) return { email: maskEmail(changed.email) };
  const [already] = await db.select({ email: newsletterSignups.email }).from(newsletterSignups).where(eq(newsletterSignups.unsubscribeToken, token));
  return already ? { email: maskEmail(already.email) } : null;
}

/**
 * Whom an unsubscribe link is for and whether they are still subscribed, without changing anything: the page the
 * link opens says "already unsubscribed" at once instead of asking again. Null for a link that is nobody's.
 */
export async function unsubscribeLinkStatus(db: Executor, token: string): Promise<{ email: string; unsubscribed: boolean } | null> {
  const [row] = await db
    .select({ email: newsletterSignups.email, unsubscribedAt: newsletterSignups.unsubscribedAt })
    .from(newsletterSignups)
    .where(eq(newsletterSignups.unsubscribeToken, token));
  return row ? { email: maskEmail(row.email), unsubscribed: row.unsubscribedAt !== null } : null;
}
