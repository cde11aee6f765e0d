import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fundraiserGroups, fundraiserStands } from '../db/schema';
import type { LeaderboardSort } from '@shared/schemas/fundraiser';
import { POINTS_FORMULA, standScores } from './fundraiser-points';
import { standPublicName } from './fundraiser-stands';

type RankedStand = { slug: string; name: string; totalPoints: number; avgPoints: number };

/**
 * The one order of stands wherever they are ranked (the leaderboard, a group's page): descending by the chosen measure,
 * then the other, then name and address, so equal scores keep one order on every page.
 */
export function standRanking(sort: LeaderboardSort): (a: RankedStand, b: RankedStand) => number {
  const primary = sort === 'avg' ? 'avgPoints' : 'totalPoints';
  const secondary = sort === 'avg' ? 'totalPoints' : 'avgPoints';
  return (a, b) => b[primary] - a[primary] || b[secondary] - a[secondary] || a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug);
}

type LeaderboardQuery = { sort: LeaderboardSort; limit: number; page: number; groupId?: string };

/**
 * Every stand ranked by its points as of `today`: descending by the chosen measure, then the other, then name, so
 * equal scores keep one order on every page. The rank is the place among the stands shown (all, or one group's).
 */
export async function fundraiserLeaderboard(db: Executor, today: string, query: LeaderboardQuery) {
  const stands = await db
    .select({
      id: fundraiserStands.id,
      slug: fundraiserStands.slug,
      kidFirstName: fundraiserStands.kidFirstName,
      kidLastInitial: fundraiserStands.kidLastInitial,
      consentPublic: fundraiserStands.consentPublic,
      groupId: fundraiserGroups.id,
      groupName: fundraiserGroups.name,
      city: fundraiserGroups.city,
    })
    .from(fundraiserStands)
    .innerJoin(fundraiserGroups, eq(fundraiserGroups.id, fundraiserStands.groupId))
    .orderBy(asc(fundraiserGroups.name))
    .limit(5000);
  const groups = [...new Map(stands.map((s) => [s.groupId, { id: s.groupId, name: s.groupName, city: s.city }])).values()];
  const shown = query.groupId ? stands.filter((s) => s.groupId === query.groupId) : stands;
  const scores = await standScores(
    db,
    shown.map((s) => s.id),
    today,
  );
  const ranked = shown
    .map((stand) => {
      const score = scores.get(stand.id)!;
      return {
        slug: stand.slug,
        name: standPublicName(stand, stand.groupName),
        groupName: stand.groupName,
        city: stand.city,
        avgPoints: score.avgPoints,
        totalPoints: score.totalPoints,
        events: score.events,
      };
    })
    .sort(standRanking(query.sort));
  const pageCount = Math.max(1, Math.ceil(ranked.length / query.limit));
  const page = Math.min(query.page, pageCount);
  const offset = (page - 1) * query.limit;
  return {
    sort: query.sort,
    groupId: query.groupId ?? null,
    total: ranked.length,
    page,
    pageCount,
    rows: ranked.slice(offset, offset + query.limit).map((row, index) => ({ ...row, rank: offset + index + 1 })),
    groups,
    formula: POINTS_FORMULA,
  };
}
