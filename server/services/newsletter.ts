import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { newsletterSignups } from '../db/schema';
import { callsTogetherPerDatabase } from './calls-together';
import { CONFIRMATIONS_PER_RECIPIENT_PER_HOUR } from './confirmation-mail';
import { mailAsJson } from './mail-outbox';
import type { MailMessage } from './mailer';
import { mailsQueued } from './metrics';

// Newsletter subscriptions. Each subscriber has a random token of their own (made when they join or rejoin); the link
// in every newsletter mail carries it, and holding it is what allows unsubscribing, without an account or a session.

/** Where an unsubscribe link points: GET shows a page with a button, POST (the button, or a mail client's one-click) unsubscribes. */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** A subscriber's unsubscribe secret: 64 lower-case hex characters (256 random bits), the shape of every link's. */
function newUnsubscribeToken(): string {
  return randomBytes(32).toString('hex');
}

/** A sign-up ready to store: the server makes the token and renders the welcome with its link before the call. */
type SignUpToStore = { email: string; token: string; welcome: MailMessage; now: Date; sitePerHour: number };
type SignUpStored = { welcomed: boolean; deliverable: boolean };

/** The most sign-ups one database call stores; the rest wait for the next call. */
const SIGN_UPS_PER_CALL_MAX = 100;

/** Stores the sign-ups in order in one statement (subscribe_many_to_newsletter), each as subscribe_to_newsletter does. */
async function storeSignUps(db: Database, signUps: SignUpToStore[]): Promise<SignUpStored[]> {
  const items = signUps.map(({ email, token, welcome, now, sitePerHour }) => ({
    email,
    token,
    mail: mailAsJson(welcome),
    now: now.toISOString(),
    recipientPerHour: CONFIRMATIONS_PER_RECIPIENT_PER_HOUR,
    sitePerHour,
  }));
  const rows = rowsOf<{ welcomed: boolean; welcome_status: 'pending' | 'suppressed' | null }>(
    await db.execute(sql`select welcomed, welcome_status from subscribe_many_to_newsletter(${JSON.stringify(items)}::jsonb) order by item_index`),
  );
  if (rows.length !== signUps.length) throw new Error('The sign-ups were not all written');
  return rows.map((row) => {
    if (row.welcome_status) mailsQueued.inc({ status: row.welcome_status });
    return { welcomed: row.welcomed, deliverable: row.welcome_status === 'pending' };
  });
}

// The sign-ups of visitors who send at once are stored in one call. A call that fails is made again for each sign-up
// alone, so one the database refuses fails only its own request.
const signUpCalls = callsTogetherPerDatabase<SignUpToStore, SignUpStored>({
  call: storeSignUps,
  itemsPerCallMax: SIGN_UPS_PER_CALL_MAX,
  onFailedCall: 'call-each-alone',
});

/**
 * Subscribes an address and queues its welcome when one is due, in one statement with the other sign-ups arriving
 * together (the database function subscribe_to_newsletter does each): a new address, or one that had unsubscribed,
 * gets a new unsubscribe token and the welcome written with it, capped as every confirmation is; an address already
 * subscribed changes nothing and gets no second welcome. Two requests at once for a new address store one row and one
 * welcome. `deliverable` says whether the welcome may go now (false when none was due or a cap held it).
 */
export function subscribeWithWelcome(
  db: Database,
  email: string,
  welcome: { mail: (unsubscribeToken: string) => MailMessage; now: Date; confirmationsPerHour: number },
): Promise<SignUpStored> {
  const token = newUnsubscribeToken();
  return signUpCalls(db).add({ email, token, welcome: welcome.mail(token), now: welcome.now, sitePerHour: welcome.confirmationsPerHour });
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
