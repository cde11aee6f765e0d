import type { BookingSettings } from '@shared/schemas/booking-notice';
import { contactSettingsSchema, socialSettingsSchema, type ContactSettings, type SocialSettings } from '@shared/schemas/settings';
import type { Executor } from '../db/client';
import type { FulfilmentSettings } from '@shared/schemas/fulfilment';
import { loadBookingSettings } from './booking-rules';
import { businessToday } from '@shared/business-date';
import { loadFulfilmentSettings, notStarted, pickupEventsFrom, type PickupEvent } from './fulfilment';
import { loadSalesTaxBasisPoints } from './order-money';
import { CachedValue, KnownKeys } from './cached-value';
import type { InvalidationBus } from './invalidation-bus';
import { readSetting } from './site-settings';

export type PublicSettings = { contact: ContactSettings | null; social: SocialSettings | null; booking: BookingSettings };

/** What pricing and placing an order read from Settings on every checkout. */
export type OrderSettings = { taxRateBasisPoints: number; fulfilment: FulfilmentSettings | null };

/**
 * The in-process caches of one app instance. Each is dropped when its topic is published on the bus; a back-office
 * mutation publishes the name of its screen's router ('admin.settings.update' publishes 'settings').
 */
export type AppCaches = {
  settings: CachedValue<PublicSettings>;
  /** The sales tax rate ('settings') and the shop's hours, slots and delivery zones ('fulfilment'). */
  orderSettings: CachedValue<OrderSettings>;
  /** The pop-up events open to pickup from a business day on ('events'), with that day. */
  pickupEvents: CachedValue<{ day: string; events: PickupEvent[] }>;
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
    orderSettings: new CachedValue<OrderSettings>('order-settings', bus, ['settings', 'fulfilment']),
    pickupEvents: new CachedValue<{ day: string; events: PickupEvent[] }>('pickup-events', bus, 'events'),
    blogPostKeys: new KnownKeys('blog-post-keys', bus, 'blog'),
    courseIds: new KnownKeys('course-ids', bus, 'courses'),
    standSlugs: new KnownKeys('stand-slugs', bus, 'fundraiser'),
    groupSlugs: new KnownKeys('group-slugs', bus, 'fundraiser'),
  };
}

async function readPublicSettings(db: Executor): Promise<PublicSettings> {
  // A missing or malformed value is null, and the page falls back to its defaults, rather than failing.
  const [contact, social, booking] = await Promise.all([
    readSetting(db, 'contact', contactSettingsSchema, null),
    readSetting(db, 'social', socialSettingsSchema, null),
    loadBookingSettings(db),
  ]);
  return { contact, social, booking };
}

/**
 * The settings every visitor's page and mail show (contact details, social links, booking notice), from memory once
 * read: a public write's mail needs the business's address on every request, and staff change it rarely.
 */
export function publicSettings(caches: AppCaches, db: Executor): Promise<PublicSettings> {
  return caches.settings.get(() => readPublicSettings(db));
}

/**
 * The settings every quote and order needs (the sales tax rate, the fulfilment hours and zones), from memory once
 * read: a rush of checkouts would otherwise read both on every request, and staff change them rarely.
 */
export function orderSettings(caches: AppCaches, db: Executor): Promise<OrderSettings> {
  return caches.orderSettings.get(async () => {
    const [taxRateBasisPoints, fulfilment] = await Promise.all([loadSalesTaxBasisPoints(db), loadFulfilmentSettings(db)]);
    return { taxRateBasisPoints, fulfilment };
  });
}

/**
 * The pop-up events a buyer may choose for pickup at `now`, from memory while the business day lasts: every order
 * picked up at an event checks its choice against them, and staff change events rarely. An event that has started
 * since the list was read is left out here, as the database's list would leave it out.
 */
export async function openPickupEvents(caches: AppCaches, db: Executor, now: Date): Promise<PickupEvent[]> {
  const today = businessToday(now);
  const load = async () => ({ day: today, events: await pickupEventsFrom(db, today) });
  let list = await caches.pickupEvents.get(load);
  if (list.day !== today) {
    caches.pickupEvents.invalidate();
    list = await caches.pickupEvents.get(load);
  }
  return notStarted(list.events, now);
}
