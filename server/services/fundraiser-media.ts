import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fundraiserGroups, fundraiserStands, standEvents, standVideos } from '../db/schema';
import type { StandVideoPlatform } from '@shared/schemas/fundraiser-videos';
import { standNameColumns, standPublicName } from './fundraiser-stands';
import { publicStandDay } from './stand-places';

// What the landing page's map and gallery show: real stands' days and the videos and photos staff approved. A kid's
// video or photo is public only when staff approved it and the parent consented to public display.

type StandVideo = { platform: StandVideoPlatform; videoId: string; url: string };

/** Approved videos of stands whose parent consented to public display, newest first. */
async function approvedVideos(db: Executor, standIds?: string[]) {
  if (standIds && standIds.length === 0) return [];
  return db
    .select({
      id: standVideos.id,
      standId: standVideos.standId,
      platform: standVideos.platform,
      videoId: standVideos.videoId,
      url: standVideos.url,
      title: standVideos.title,
      updatedAt: standVideos.updatedAt,
    })
    .from(standVideos)
    .innerJoin(fundraiserStands, eq(fundraiserStands.id, standVideos.standId))
    .where(and(eq(standVideos.status, 'approved'), eq(fundraiserStands.consentPublic, true), standIds ? inArray(standVideos.standId, standIds) : undefined))
    .orderBy(desc(standVideos.updatedAt))
    .limit(200);
}

/**
 * One pin per stand with a stand day: at its next day (today or later), or else at its latest. Each names the stand
 * in public, the place and day, and the stand's newest approved video.
 */
export async function standMapPins(db: Executor, today: string) {
  const rows = await db
    .select({
      eventId: standEvents.id,
      standId: standEvents.standId,
      eventDate: standEvents.eventDate,
      place: standEvents.place,
      lat: standEvents.lat,
      lng: standEvents.lng,
      notes: standEvents.notes,
      area: standEvents.area,
      areaLat: standEvents.areaLat,
      areaLng: standEvents.areaLng,
      showSpot: standEvents.showSpot,
      city: fundraiserGroups.city,
      slug: fundraiserStands.slug,
      ...standNameColumns,
    })
    .from(standEvents)
    .innerJoin(fundraiserStands, eq(fundraiserStands.id, standEvents.standId))
    .innerJoin(fundraiserGroups, eq(fundraiserGroups.id, fundraiserStands.groupId))
    .orderBy(asc(standEvents.eventDate))
    .limit(5000);
  const chosen = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const current = chosen.get(row.standId);
    // Sorted by day: a later past day replaces an earlier one; the first day from today on is kept.
    if (!current || current.eventDate < today) chosen.set(row.standId, row);
  }
  const videos = await approvedVideos(db, [...chosen.keys()]);
  const videoOf = new Map<string, StandVideo>();
  for (const video of videos) {
    if (!videoOf.has(video.standId)) videoOf.set(video.standId, { platform: video.platform, videoId: video.videoId, url: video.url });
  }
  return [...chosen.values()]
    .map((row) => {
      // The pin sits at the day's area and names the spot only if the parent chose to show it.
      const { area, spot, lat, lng } = publicStandDay(row, row.city);
      return {
        id: row.eventId,
        slug: row.slug,
        name: standPublicName(row, row.groupName),
        groupName: row.groupName,
        place: spot ? `${spot}, ${area}` : area,
        eventDate: row.eventDate,
        upcoming: row.eventDate >= today,
        lat,
        lng,
        video: videoOf.get(row.standId) ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

type GalleryEntry =
  | { id: string; type: StandVideoPlatform; title: string; author: string; slug: string; url: string }
  | { id: string; type: 'photo'; title: string; author: string; slug: string; imageUrl: string };

/** The gallery: approved videos and photos of stands whose parent consented to public display, newest first. */
export async function fundraiserGallery(db: Executor): Promise<GalleryEntry[]> {
  const [videos, photos] = await Promise.all([
    approvedVideos(db),
    db
      .select({
        id: fundraiserStands.id,
        slug: fundraiserStands.slug,
        kidFirstName: fundraiserStands.kidFirstName,
        kidLastInitial: fundraiserStands.kidLastInitial,
        consentPublic: fundraiserStands.consentPublic,
        photoUrl: fundraiserStands.photoUrl,
        updatedAt: fundraiserStands.updatedAt,
        groupName: fundraiserGroups.name,
      })
      .from(fundraiserStands)
      .innerJoin(fundraiserGroups, eq(fundraiserGroups.id, fundraiserStands.groupId))
      .where(and(eq(fundraiserStands.photoStatus, 'approved'), eq(fundraiserStands.consentPublic, true), isNotNull(fundraiserStands.photoUrl)))
      .orderBy(desc(fundraiserStands.updatedAt))
      .limit(100),
  ]);
  const standIds = [...new Set(videos.map((v) => v.standId))];
  const stands =
    standIds.length === 0
      ? []
      : await db
          .select({
            id: fundraiserStands.id,
            slug: fundraiserStands.slug,
            ...standNameColumns,
          })
          .from(fundraiserStands)
          .innerJoin(fundraiserGroups, eq(fundraiserGroups.id, fundraiserStands.groupId))
          .where(inArray(fundraiserStands.id, standIds));
  const standOf = new Map(stands.map((s) => [s.id, s]));
  const entries: (GalleryEntry & { at: number })[] = [
    ...videos.map((video) => {
      const stand = standOf.get(video.standId)!;
      const author = standPublicName(stand, stand.groupName);
      return {
        id: video.id,
        type: video.platform,
        title: video.title || `${author}'s stand`,
        author,
        slug: stand.slug,
        url: video.url,
        at: video.updatedAt.getTime(),
      };
    }),
    ...photos.map((stand) => {
      const author = standPublicName(stand, stand.groupName);
      return {
        id: stand.id,
        type: 'photo' as const,
        title: `${author}'s stand`,
        author,
        slug: stand.slug,
        imageUrl: stand.photoUrl!,
        at: stand.updatedAt.getTime(),
      };
    }),
  ];
  return entries.sort((a, b) => b.at - a.at).map(({ at: _at, ...entry }) => entry);
}
