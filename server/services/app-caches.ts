import type { BookingSettings } from '@shared/schemas/booking-notice';
import type { ContactSettings, SocialSettings } from '@shared/schemas/settings';
import { CachedValue } from './cached-value';
import type { InvalidationBus } from './invalidation-bus';

export type PublicSettings = { contact: ContactSettings | null; social: SocialSettings | null; booking: BookingSettings };

/**
 * The in-process caches of one app instance. Each is dropped when its topic is published on the bus; a back-office
 * mutation publishes the name of its screen's router ('admin.settings.update' publishes 'settings').
 */
export type AppCaches = {
  settings: CachedValue<PublicSettings>;
  /** Every blog post's id and slug, published or not (see blogPostMayExist). */
  blogPostKeys: CachedValue<ReadonlySet<string>>;
};

export function createAppCaches(bus: InvalidationBus): AppCaches {
  return {
    settings: new CachedValue<PublicSettings>('settings', bus, 'settings'),
    blogPostKeys: new CachedValue<ReadonlySet<string>>('blog-post-keys', bus, 'blog'),
  };
}
