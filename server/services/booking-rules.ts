import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { siteSettings } from '../db/schema';
import { bookingSettingsSchema, DEFAULT_MIN_NOTICE_DAYS, earliestBookingDate, shortNoticeMessage, type BookingSettings } from '@shared/schemas/booking-notice';
import { contactSettingsSchema } from '@shared/schemas/settings';
import { businessToday } from '@shared/business-date';
import { fieldError } from './submissions';

/** The site_settings key of the booking rules (edited in back-office Settings). */
export const BOOKING_SETTINGS_KEY = 'booking';

/** The booking rules as staff set them; the default notice when never set or unreadable. */
export async function loadBookingSettings(db: Executor): Promise<BookingSettings> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, BOOKING_SETTINGS_KEY)).limit(1);
  const parsed = bookingSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { minNoticeDays: DEFAULT_MIN_NOTICE_DAYS };
}

/**
 * Refuses a party date from today up to the end of the minimum notice, counted in calendar days from today in Atlanta at `now`, with a
 * message (beside the date field) that gives the business phone from Settings for sooner dates.
 */
export async function assertBookingNotice(db: Executor, eventDate: string, now: Date): Promise<void> {
  const [settings, rows] = await Promise.all([
    loadBookingSettings(db),
    db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(inArray(siteSettings.key, ['contact'])),
  ]);
  const today = businessToday(now);
  const earliest = earliestBookingDate(today, settings.minNoticeDays);
  // A past date gets its own message from the booking itself.
  if (eventDate >= earliest || eventDate < today) return;
  const contact = contactSettingsSchema.safeParse(rows[0]?.value);
  throw fieldError('eventDate', shortNoticeMessage(earliest, settings.minNoticeDays, contact.success ? contact.data.phone : null));
}
