import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { standVideos } from '../db/schema';

/** Each stand's videos with their review status, oldest first (the parent's page). */
export async function videosOfStands(db: Executor, standIds: string[]) {
  if (standIds.length === 0) return [];
  return db
    .select({
      id: standVideos.id,
      standId: standVideos.standId,
      platform: standVideos.platform,
      url: standVideos.url,
      title: standVideos.title,
      status: standVideos.status,
    })
    .from(standVideos)
    .where(inArray(standVideos.standId, standIds))
    .orderBy(asc(standVideos.createdAt));
}
