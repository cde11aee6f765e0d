import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fundraiserGroups, fundraiserStands } from '../db/schema';
import { FUNDRAISER_GROUP_TYPE_LABELS } from '@shared/schemas/values';
import type { KnownKeys } from './cached-value';
import { DomainError } from './domain-error';
import { standRanking } from './fundraiser-leaderboard';
import { raisedByStand, standRaisedCents, standScores } from './fundraiser-points';
import { standPublicName } from './fundraiser-stands';

const GROUP_STANDS_MAX = 500;
const GROUP_NOT_FOUND = 'We could not find this group. Please check the link.';

/**
 * A group's public page: its name, kind and city, the money its stands raised (collected orders, plus a sample stand's
 * recorded sales, as the stand pages count it), the sum of its stands' goals, and its stands ranked by points. Each
 * stand is named as it is in public (standPublicName); no stand day, place, age or email is part of it.
 */
export async function publicGroup(db: Executor, knownSlugs: KnownKeys, slug: string, today: string) {
  const known = await knownSlugs.mayExist(slug, async () =>
    (await db.select({ slug: fundraiserGroups.slug }).from(fundraiserGroups)).flatMap((row) => row.slug ?? []),
  );
  if (!known) throw new DomainError('not_found', GROUP_NOT_FOUND);
  const [group] = await db
    .select({ id: fundraiserGroups.id, slug: fundraiserGroups.slug, name: fundraiserGroups.name, type: fundraiserGroups.type, city: fundraiserGroups.city })
    .from(fundraiserGroups)
    .where(eq(fundraiserGroups.slug, slug))
    .limit(1);
  if (!group) throw new DomainError('not_found', GROUP_NOT_FOUND);
  const stands = await db
    .select({
      id: fundraiserStands.id,
      slug: fundraiserStands.slug,
      kidFirstName: fundraiserStands.kidFirstName,
      kidLastInitial: fundraiserStands.kidLastInitial,
      consentPublic: fundraiserStands.consentPublic,
      goalCents: fundraiserStands.goalCents,
    })
    .from(fundraiserStands)
    .where(eq(fundraiserStands.groupId, group.id))
    .orderBy(asc(fundraiserStands.createdAt))
    .limit(GROUP_STANDS_MAX);
  const ids = stands.map((stand) => stand.id);
  const [raised, scores] = await Promise.all([raisedByStand(db, ids), standScores(db, ids, today)]);
  const rows = stands
    .map((stand) => {
      const score = scores.get(stand.id)!;
      return {
        slug: stand.slug,
        name: standPublicName(stand, group.name),
        goalCents: stand.goalCents,
        raisedCents: standRaisedCents(raised, score, stand.id),
        totalPoints: score.totalPoints,
        avgPoints: score.avgPoints,
        events: score.events,
      };
    })
    .sort(standRanking('total'))
    .map((row, index) => ({ ...row, rank: index + 1 }));
  return {
    slug: group.slug!,
    id: group.id,
    name: group.name,
    typeLabel: FUNDRAISER_GROUP_TYPE_LABELS[group.type],
    city: group.city,
    raisedCents: rows.reduce((sum, row) => sum + row.raisedCents, 0),
    goalCents: rows.reduce((sum, row) => sum + row.goalCents, 0),
    stands: rows,
  };
}
