import type { BookingSettings } from '@shared/schemas/booking-notice';
import type { ContactSettings, SocialSettings } from '@shared/schemas/settings';
import { CachedValue, KnownKeys } from './cached-value';
import type { InvalidationBus } from './invalidation-bus';

export type PublicSettings = { contact: ContactSettings | null; social: SocialSettings | null; booking: BookingSettings };

/**
 * The in-process caches of one app instance. Each is dropped when its topic is published on the bus; a back-office
 * mutation publishes the name of its screen's router ('admin.settings.update' publishes 'settings').
 */
export type AppCaches = {
  settings: CachedValue<PublicSettings>;
  /** Every blog post's id and slug, published or not. */
  blogPostKeys: KnownKeys;
  /** Every course's id, published or not; a course is created in the back office ('courses'). */
  courseIds: KnownKeys;
  /** Every stand's and group's slug; both are created when staff approve a registration ('fundraiser'). */
  standSlugs: KnownKeys;
  groupSlugs: KnownKeys;
};

export function createAppCaches(bus: InvalidationBus): AppCaches {
  return {
    settings: new CachedValue<PublicSettings>('settings', bus, 'settings'),
    blogPostKeys: new KnownKeys('blog-post-keys', bus, 'blog'),
    courseIds: new KnownKeys('course-ids', bus, 'courses'),
    standSlugs: new KnownKeys('stand-slugs', bus, 'fundraiser'),
    groupSlugs: new KnownKeys('group-slugs', bus, 'fundraiser'),
  };
}
