import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { faqItems, fundraiserRegistrations, resourceTemplates, videoTutorials } from '../db/schema';
import { downloadUrl, publicKidName } from '@shared/schemas/fundraiser';
import type { FundraiserGroupType } from '@shared/schemas/values';
import { fundraiserVideoSettingsSchema, youTubeWatchUrl, type FundraiserVideoSettings } from '@shared/schemas/fundraiser-videos';
import { fundraiserGallery, standMapPins } from './fundraiser-media';
import { readSetting } from './site-settings';

/** The site_settings key of the fundraiser's videos (edited in back-office Settings). */
export const FUNDRAISER_SETTINGS_KEY = 'fundraiser';

const EMPTY_VIDEOS: FundraiserVideoSettings = { programVideoId: '', playlistUrl: '', tutorialVideos: {} };

/** The program video, playlist and tutorial videos as staff set them; nothing set (or unreadable) is none. */
export async function fundraiserVideoSettings(db: Executor): Promise<FundraiserVideoSettings> {
  return readSetting(db, FUNDRAISER_SETTINGS_KEY, fundraiserVideoSettingsSchema, EMPTY_VIDEOS);
}

/** Everything the landing page reads except the leaderboard, in one round trip; `today` places the map's pins. */
export async function fundraiserLanding(db: Executor, today: string) {
  const [video, tutorials, templates, faq, pins, gallery] = await Promise.all([
    fundraiserVideoSettings(db),
    db
      .select({
        id: videoTutorials.id,
        title: videoTutorials.title,
        duration: videoTutorials.duration,
        thumbnail: videoTutorials.thumbnail,
        videoUrl: videoTutorials.videoUrl,
      })
      .from(videoTutorials)
      .orderBy(asc(videoTutorials.displayOrder), asc(videoTutorials.title)),
    db
      .select({ id: resourceTemplates.id, slug: resourceTemplates.slug, title: resourceTemplates.title, format: resourceTemplates.format })
      .from(resourceTemplates)
      .orderBy(asc(resourceTemplates.displayOrder), asc(resourceTemplates.title)),
    db
      .select({ id: faqItems.id, question: faqItems.question, answer: faqItems.answer })
      .from(faqItems)
      .where(eq(faqItems.section, 'fundraiser'))
      .orderBy(asc(faqItems.displayOrder)),
    standMapPins(db, today),
    fundraiserGallery(db),
  ]);
  return {
    // null: staff have not set one, and the page shows no video button, embed or link for it.
    programVideoId: video.programVideoId || null,
    playlistUrl: video.playlistUrl || null,
    tutorials: tutorials.map(({ videoUrl, ...tutorial }) => {
      const id = video.tutorialVideos[tutorial.id];
      return { ...tutorial, videoUrl: id ? youTubeWatchUrl(id) : videoUrl || null };
    }),
    templates: templates.map((t) => ({ ...t, downloadUrl: downloadUrl(t.slug) })),
    allResourcesUrl: downloadUrl('all-resources'),
    faq,
    pins,
    gallery,
  };
}

export type RegistrationValues = {
  kidFirstName: string;
  kidLastInitial: string;
  kidAge: number;
  groupType: FundraiserGroupType;
  groupName: string;
  parentEmail: string;
  groupContactEmail: string;
  city: string;
  ytChannel: string;
  agreeTerms: boolean;
};

/** Stores a registration once per idempotency key; `created` is false when the key was seen before (a retry). */
export async function storeRegistration(db: Executor, values: RegistrationValues & { idempotencyKey: string }) {
  const inserted = await db
    .insert(fundraiserRegistrations)
    // kid_name keeps the public form of the name, the one the inbox and the mails show.
    .values({ ...values, kidName: publicKidName(values.kidFirstName, values.kidLastInitial) })
    .onConflictDoNothing({ target: fundraiserRegistrations.idempotencyKey })
    .returning({ id: fundraiserRegistrations.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [existing] = await db
    .select({ id: fundraiserRegistrations.id })
    .from(fundraiserRegistrations)
    .where(eq(fundraiserRegistrations.idempotencyKey, values.idempotencyKey));
  return { id: existing?.id ?? '', created: false };
}
