import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fundraiserGroups, fundraiserStands, standEvents } from '../db/schema';
import { groupPagePath } from '@shared/fundraiser-paths';
import { FUNDRAISER_GROUP_TYPE_LABELS, type FundraiserGroupType } from '@shared/schemas/values';
import { raisedByStand, standRaisedCents, standScores } from './fundraiser-points';
import { standPublicName } from './fundraiser-stands';

const ORGANIZER_STANDS_MAX = 500;

/**
 * The groups whose organizer signs in with `email`, each with its stands as an organizer should see them: the stand as
 * the public names it (a kid's name only where the parent consented), its goal, collected money and orders, points,
 * stand days ahead, and whether its story and photo are public yet, so the organizer can encourage each family. Never
 * the parent's address, the kid's age or surname, or where a stand day is: those stay between the parent and staff.
 */
export async function organizerGroups(db: Executor, email: string, today: string) {
  const groups = await db
    .select({ id: fundraiserGroups.id, slug: fundraiserGroups.slug, name: fundraiserGroups.name, type: fundraiserGroups.type, city: fundraiserGroups.city })
    .from(fundraiserGroups)
    .where(eq(fundraiserGroups.organizerEmail, email.toLowerCase()))
    .orderBy(asc(fundraiserGroups.name));
  if (groups.length === 0) return [];
  const stands = await db
    .select({
      id: fundraiserStands.id,
      groupId: fundraiserStands.groupId,
      slug: fundraiserStands.slug,
      kidFirstName: fundraiserStands.kidFirstName,
      kidLastInitial: fundraiserStands.kidLastInitial,
      consentPublic: fundraiserStands.consentPublic,
      goalCents: fundraiserStands.goalCents,
      storyStatus: fundraiserStands.storyStatus,
      photoStatus: fundraiserStands.photoStatus,
    })
    .from(fundraiserStands)
    .where(
      inArray(
        fundraiserStands.groupId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(fundraiserStands.createdAt))
    .limit(ORGANIZER_STANDS_MAX);
  const ids = stands.map((s) => s.id);
  const [raised, scores, ahead] = await Promise.all([
    raisedByStand(db, ids),
    standScores(db, ids, today),
    ids.length === 0
      ? []
      : db
          .select({ standId: standEvents.standId, n: count() })
          .from(standEvents)
          .where(and(inArray(standEvents.standId, ids), gte(standEvents.eventDate, today)))
          .groupBy(standEvents.standId),
  ]);
  const daysAhead = new Map(ahead.map((row) => [row.standId, row.n]));
  return groups.map((group) => {
    const rows = stands
      .filter((stand) => stand.groupId === group.id)
      .map((stand) => {
        const score = scores.get(stand.id)!;
        return {
          slug: stand.slug,
          name: standPublicName(stand, group.name),
          goalCents: stand.goalCents,
          raisedCents: standRaisedCents(raised, score, stand.id),
          orderCount: raised.get(stand.id)?.orderCount ?? 0,
          totalPoints: score.totalPoints,
          daysAhead: daysAhead.get(stand.id) ?? 0,
          storyStatus: stand.storyStatus,
          photoStatus: stand.photoStatus,
        };
      })
      .sort((a, b) => b.totalPoints - a.totalPoints || a.name.localeCompare(b.name));
    return {
      name: group.name,
      typeLabel: FUNDRAISER_GROUP_TYPE_LABELS[group.type as FundraiserGroupType],
      city: group.city,
      path: group.slug ? groupPagePath(group.slug) : null,
      raisedCents: rows.reduce((sum, row) => sum + row.raisedCents, 0),
      goalCents: rows.reduce((sum, row) => sum + row.goalCents, 0),
      stands: rows,
    };
  });
}
