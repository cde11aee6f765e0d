import { and, asc, count, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../db/client';
import { fundraiserGroups, fundraiserStands, standPointAwards } from '../db/schema';
import { publicKidName } from '@shared/schemas/fundraiser';
import { FUNDRAISER_GROUP_TYPE_LABELS } from '@shared/schemas/values';
import { recordAudit, type AuditActor } from './audit';
import type { CreativityKind, MediaRejectionReason, standListSchema } from '@shared/schemas/admin-fundraiser';
import { allOf, offsetOf, orderByOf, pageOf, searchAny } from './admin-list';
import { noticeMediaDecision, type NoticeOptions } from './stand-notices';
import { groupShareCents } from './fundraiser-stands';
import { raisedByStand, standRaisedCents, standScores } from './fundraiser-points';
import { DomainError } from './domain-error';

/**
 * A page of stands for staff: the kid's public name, the parent's address, the group, goal, what it raised and its
 * points (counted for the page's stands only). Searched by the kid's first name, the parent's address or the page's
 * address; of one group, or only those showing or hiding the kid's name, if asked.
 */
export async function listStandsForStaff(db: Executor, today: string, input: z.infer<typeof standListSchema>) {
  const where = allOf([
    searchAny(input.search, [fundraiserStands.kidFirstName, fundraiserStands.parentEmail, fundraiserStands.slug]),
    input.group ? eq(fundraiserStands.groupId, input.group) : undefined,
    input.naming ? eq(fundraiserStands.consentPublic, input.naming === 'public') : undefined,
  ]);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: fundraiserStands.id,
        slug: fundraiserStands.slug,
        kidFirstName: fundraiserStands.kidFirstName,
        kidLastInitial: fundraiserStands.kidLastInitial,
        parentEmail: fundraiserStands.parentEmail,
        goalCents: fundraiserStands.goalCents,
        consentPublic: fundraiserStands.consentPublic,
        isSample: fundraiserStands.isSample,
        createdAt: fundraiserStands.createdAt,
        groupId: fundraiserGroups.id,
        groupName: fundraiserGroups.name,
        city: fundraiserGroups.city,
      })
      .from(fundraiserStands)
      .innerJoin(fundraiserGroups, eq(fundraiserGroups.id, fundraiserStands.groupId))
      .where(where)
      .orderBy(
        ...orderByOf(
          { createdAt: fundraiserStands.createdAt, kid: fundraiserStands.kidFirstName },
          input,
          { sort: 'createdAt', dir: 'desc' },
          fundraiserStands.id,
        ),
      )
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ total: count() }).from(fundraiserStands).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [raised, scores] = await Promise.all([raisedByStand(db, ids), standScores(db, ids, today)]);
  const items = rows.map(({ kidFirstName, kidLastInitial, ...row }) => ({
    ...row,
    kidName: publicKidName(kidFirstName, kidLastInitial),
    // As the stand page counts it: collected orders plus a sample stand's recorded sales, which its points come from.
    raisedCents: standRaisedCents(raised, scores.get(row.id)!, row.id),
    orderCount: raised.get(row.id)?.orderCount ?? 0,
    sampleSalesCents: scores.get(row.id)!.sampleSalesCents,
    points: scores.get(row.id)!,
  }));
  return pageOf(items, totals?.total ?? 0, input);
}

/** Gives a stand creativity points for its story, a photo or a video (audit-logged with the points and the note). */
export async function awardCreativityPoints(db: Executor, actor: AuditActor, input: { standId: string; kind: CreativityKind; points: number; note: string }) {
  const [stand] = await db.select({ slug: fundraiserStands.slug }).from(fundraiserStands).where(eq(fundraiserStands.id, input.standId)).limit(1);
  if (!stand) throw new DomainError('not_found', STAND_GONE);
  const [row] = await db
    .insert(standPointAwards)
    .values({ standId: input.standId, kind: input.kind, points: input.points, note: input.note, awardedBy: actor.id })
    .returning({ id: standPointAwards.id });
  await recordAudit(db, actor, 'create', 'stand_point_award', row!.id, { name: stand.slug, title: input.kind, points: input.points, note: input.note });
  return { id: row!.id, points: input.points };
}

const STAND_GONE = 'This stand no longer exists.';

/**
 * Removes a stand (a seeded sample, or one that should not be public) with its days, ratings, awards and videos. Its
 * orders stay with their buyers and stop counting for any stand. Audit-logged with the stand's public address.
 */
export async function removeStand(db: Executor, actor: AuditActor, id: string) {
  const [row] = await db
    .delete(fundraiserStands)
    .where(eq(fundraiserStands.id, id))
    .returning({ slug: fundraiserStands.slug, isSample: fundraiserStands.isSample });
  if (!row) throw new DomainError('not_found', STAND_GONE);
  await recordAudit(db, actor, 'delete', 'fundraiser_stand', id, { name: row.slug, sample: row.isSample });
  return { id };
}

/** Each group with its stands' collected sales (orders/collected.ts) and its share of them at its rate. */
export async function groupTotals(db: Executor) {
  const [groups, stands] = await Promise.all([
    db.select().from(fundraiserGroups).orderBy(asc(fundraiserGroups.name)),
    db.select({ id: fundraiserStands.id, groupId: fundraiserStands.groupId }).from(fundraiserStands),
  ]);
  const raised = await raisedByStand(
    db,
    stands.map((s) => s.id),
  );
  return groups.map((group) => {
    const own = stands.filter((s) => s.groupId === group.id);
    const salesCents = own.reduce((sum, s) => sum + (raised.get(s.id)?.raisedCents ?? 0), 0);
    return {
      id: group.id,
      name: group.name,
      city: group.city,
      type: group.type,
      typeLabel: FUNDRAISER_GROUP_TYPE_LABELS[group.type],
      sharePercent: group.sharePercent,
      standCount: own.length,
      salesCents,
      shareCents: groupShareCents(salesCents, group.sharePercent),
    };
  });
}

/** Sets a group's share of its sales (0-50%), audit-logged with the old and new rate. */
export async function setGroupShare(db: Executor, actor: AuditActor, id: string, sharePercent: number) {
  const [before] = await db
    .select({
      name: fundraiserGroups.name,
      sharePercent: fundraiserGroups.sharePercent,
    })
    .from(fundraiserGroups)
    .where(eq(fundraiserGroups.id, id))
    .for('update');
  if (!before) throw new DomainError('not_found', 'This group no longer exists.');
  await db.update(fundraiserGroups).set({ sharePercent }).where(eq(fundraiserGroups.id, id));
  await recordAudit(db, actor, 'update', 'fundraiser_group', id, {
    name: before.name,
    from: before.sharePercent,
    to: sharePercent,
  });
  return { id, sharePercent };
}

/** Stands whose story or photo waits for review, oldest change first. */
export async function moderationQueue(db: Executor) {
  const rows = await db
    .select({
      id: fundraiserStands.id,
      slug: fundraiserStands.slug,
      kidFirstName: fundraiserStands.kidFirstName,
      kidLastInitial: fundraiserStands.kidLastInitial,
      story: fundraiserStands.story,
      storyStatus: fundraiserStands.storyStatus,
      photoUrl: fundraiserStands.photoUrl,
      photoStatus: fundraiserStands.photoStatus,
      updatedAt: fundraiserStands.updatedAt,
    })
    .from(fundraiserStands)
    .where(or(eq(fundraiserStands.storyStatus, 'pending'), eq(fundraiserStands.photoStatus, 'pending')))
    .orderBy(asc(fundraiserStands.updatedAt))
    .limit(200);
  return rows.map(({ kidFirstName, kidLastInitial, ...row }) => ({
    ...row,
    kidName: publicKidName(kidFirstName, kidLastInitial),
  }));
}

/**
 * Approves or rejects a stand's waiting story or photo (audit-logged), stores the reason of a rejection and mails the
 * parent the decision. Only what is waiting can be decided: the parent may have changed it again meanwhile, and a
 * newer version needs its own look; so a repeated decision changes nothing and mails nothing.
 */
export async function moderateStand(
  db: Executor,
  actor: AuditActor,
  input: { id: string; item: 'story' | 'photo'; decision: 'approved' | 'rejected'; reason?: MediaRejectionReason; note: string },
  options: NoticeOptions,
) {
  const { id, item, decision } = input;
  const column = item === 'story' ? fundraiserStands.storyStatus : fundraiserStands.photoStatus;
  const reason = decision === 'rejected' ? (input.reason ?? 'other') : null;
  const note = decision === 'rejected' ? input.note : null;
  const [row] = await db
    .update(fundraiserStands)
    .set(
      item === 'story'
        ? { storyStatus: decision, storyRejectionReason: reason, storyRejectionNote: note }
        : { photoStatus: decision, photoRejectionReason: reason, photoRejectionNote: note },
    )
    .where(and(eq(fundraiserStands.id, id), eq(column, 'pending')))
    .returning({ slug: fundraiserStands.slug });
  if (!row) throw new DomainError('conflict', `This ${item} is no longer waiting for review.`);
  await recordAudit(db, actor, decision === 'approved' ? 'approve' : 'decline', 'fundraiser_stand', id, {
    name: row.slug,
    title: item,
    ...(reason ? { reason } : {}),
  });
  await noticeMediaDecision(db, id, item, { decision, reason: reason ?? undefined, note: note ?? '' }, options);
  return { id, item, decision };
}
