import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { businessToday } from '@shared/business-date';
import { PAGE_TEXTS } from '@shared/schemas/page-heads';
import type { Executor } from '../db/client';
import { gamePageViews } from '../db/schema';

/**
 * The sections of the site whose opening pays the game's exploration bonus: every public page with a title of its
 * own except the home page, which is where the game is and where every visit lands. A deeper path belongs to the
 * section it sits under ('/blog/some-post' is '/blog'), so made-up paths cannot multiply the pages.
 */
const PAYING_SECTIONS = Object.keys(PAGE_TEXTS)
  .filter((path) => path !== '/')
  .sort((a, b) => b.length - a.length);

/** The paying section a path belongs to, or null (the home page, or a path outside every section). */
export function payingSectionOf(path: string): string | null {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase();
  return PAYING_SECTIONS.find((section) => clean === section || clean.startsWith(`${section}/`)) ?? null;
}

/**
 * Records that a member opened a page by navigating inside the site, and answers the id the game pays its
 * exploration bonus against; null when the view pays nothing: the home page, a path outside the site's sections,
 * or a section already viewed this business day (so a reload or a second visit pays nothing). The landing page of a
 * visit is never reported by the page at all.
 */
export async function recordPageView(db: Executor, userId: string, path: string, now: Date): Promise<{ viewId: string | null }> {
  const page = payingSectionOf(path);
  if (page === null) return { viewId: null };
  const [row] = await db
    .insert(gamePageViews)
    .values({ userId, page, day: businessToday(now), viewedAt: now })
    .onConflictDoNothing()
    .returning({ id: gamePageViews.id });
  return { viewId: row?.id ?? null };
}

/**
 * Claims the page views a batch's exploration bonuses name, inside the batch's transaction: each must be a view this
 * member recorded, not paid before, and named once. Returns false (claiming nothing) when any is not.
 */
export async function claimPageViews(tx: Executor, userId: string, viewIds: readonly string[], now: Date): Promise<boolean> {
  if (viewIds.length === 0) return true;
  if (new Set(viewIds).size !== viewIds.length) return false;
  const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!viewIds.every((id) => uuidShape.test(id))) return false;
  const claimed = await tx
    .update(gamePageViews)
    .set({ claimedAt: now })
    .where(and(eq(gamePageViews.userId, userId), inArray(gamePageViews.id, [...viewIds]), isNull(gamePageViews.claimedAt), lte(gamePageViews.viewedAt, now)))
    .returning({ id: gamePageViews.id });
  return claimed.length === viewIds.length;
}
