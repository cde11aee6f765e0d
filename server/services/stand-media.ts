import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { fundraiserStands, standVideos } from '../db/schema';
import { publicKidName } from '@shared/schemas/fundraiser';
import type { StandVideoPlatform } from '@shared/schemas/fundraiser-videos';
import { recordAudit, type AuditActor } from './audit';
import { DomainError } from './domain-error';
import type { MediaRejectionReason } from '@shared/schemas/admin-fundraiser';
import { noticeMediaDecision, type NoticeOptions } from './stand-notices';
import { ownStandId } from './fundraiser-stands';

// The parent's photo and video links on their stand, and staff's review of the videos. Nothing a parent adds is
// public before staff approve it; a changed photo goes back to review.

/** How many video links one stand may hold (reviewed or waiting). */
const STAND_VIDEOS_MAX = 10;

/** The parent's new photo (already re-encoded and stored): it replaces the old one and waits for staff. */
export async function setStandPhoto(db: Executor, email: string, slug: string, photoUrl: string) {
  const id = await ownStandId(db, email, slug);
  await db.update(fundraiserStands).set({ photoUrl, photoStatus: 'pending' }).where(eq(fundraiserStands.id, id));
  return { slug, photoUrl, photoStatus: 'pending' as const };
}

/** Adds a video link to the parent's own stand, waiting for staff; the same video twice is refused. */
export async function addStandVideo(
  db: Database,
  email: string,
  input: { slug: string; title: string; video: { platform: StandVideoPlatform; videoId: string; url: string } },
) {
  return db.transaction(async (tx) => {
    const standId = await ownStandId(tx, email, input.slug);
    // Locked, so two saves at once cannot pass the count together.
    await tx.select({ id: fundraiserStands.id }).from(fundraiserStands).where(eq(fundraiserStands.id, standId)).for('update');
    const existing = await tx.select({ videoId: standVideos.videoId }).from(standVideos).where(eq(standVideos.standId, standId));
    if (existing.some((v) => v.videoId === input.video.videoId)) throw new DomainError('conflict', 'This video is already on your stand', 'link');
    if (existing.length >= STAND_VIDEOS_MAX) throw new DomainError('invalid', `A stand can show at most ${STAND_VIDEOS_MAX} videos.`);
    const [row] = await tx
      .insert(standVideos)
      .values({ standId, platform: input.video.platform, videoId: input.video.videoId, url: input.video.url, title: input.title })
      .returning({ id: standVideos.id });
    return { id: row!.id, status: 'pending' as const };
  });
}

export async function removeStandVideo(db: Executor, email: string, slug: string, id: string) {
  const standId = await ownStandId(db, email, slug);
  const [row] = await db
    .delete(standVideos)
    .where(and(eq(standVideos.id, id), eq(standVideos.standId, standId)))
    .returning({ id: standVideos.id });
  if (!row) throw new DomainError('not_found', 'This video is no longer on your stand.');
  return { id };
}

/** Videos waiting for staff, oldest first, with the stand they belong to. */
export async function videoQueue(db: Executor) {
  const rows = await db
    .select({
      id: standVideos.id,
      platform: standVideos.platform,
      videoId: standVideos.videoId,
      url: standVideos.url,
      title: standVideos.title,
      slug: fundraiserStands.slug,
      kidFirstName: fundraiserStands.kidFirstName,
      kidLastInitial: fundraiserStands.kidLastInitial,
    })
    .from(standVideos)
    .innerJoin(fundraiserStands, eq(fundraiserStands.id, standVideos.standId))
    .where(eq(standVideos.status, 'pending'))
    .orderBy(asc(standVideos.createdAt))
    .limit(200);
  return rows.map(({ kidFirstName, kidLastInitial, platform, ...row }) => ({
    ...row,
    platform: platform,
    kidName: publicKidName(kidFirstName, kidLastInitial),
  }));
}

/**
 * Approves or rejects a waiting video (audit-logged), stores the reason of a rejection and mails the parent the
 * decision; a video decided already is refused, so a repeated decision mails nothing.
 */
export async function moderateVideo(
  db: Executor,
  actor: AuditActor,
  input: { id: string; decision: 'approved' | 'rejected'; reason?: MediaRejectionReason; note: string },
  options: NoticeOptions,
) {
  const { id, decision } = input;
  const reason = decision === 'rejected' ? (input.reason ?? 'other') : null;
  const note = decision === 'rejected' ? input.note : null;
  const [row] = await db
    .update(standVideos)
    .set({ status: decision, rejectionReason: reason, rejectionNote: note })
    .where(and(eq(standVideos.id, id), eq(standVideos.status, 'pending')))
    .returning({ url: standVideos.url, standId: standVideos.standId });
  if (!row) throw new DomainError('conflict', 'This video is no longer waiting for review.');
  await recordAudit(db, actor, decision === 'approved' ? 'approve' : 'decline', 'stand_video', id, { title: row.url, ...(reason ? { reason } : {}) });
  await noticeMediaDecision(db, row.standId, 'video', { decision, reason: reason ?? undefined, note: note ?? '' }, options);
  return { id, decision };
}
