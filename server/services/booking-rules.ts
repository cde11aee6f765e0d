import type { Executor } from '../db/client';
import { bookingSettingsSchema, DEFAULT_MIN_NOTICE_DAYS, earliestBookingDate, shortNoticeMessage, type BookingSettings } from '@shared/schemas/booking-notice';
import { contactSettingsSchema } from '@shared/schemas/settings';
import { businessToday } from '@shared/business-date';
import { readSetting } from './site-settings';
import { fieldError } from './submissions';

/** The site_settings key of the booking rules (edited in back-office Settings). */
export const BOOKING_SETTINGS_KEY = 'booking';

/** The booking rules as staff set them; the default notice when never set or unreadable. */
export async function loadBookingSettings(db: Executor): Promise<BookingSettings> {
  return readSetting(db, BOOKING_SETTINGS_KEY, bookingSettingsSchema, { minNoticeDays: DEFAULT_MIN_NOTICE_DAYS });
}

/**
 * Refuses a party date from today up to the end of the minimum notice, counted in calendar days from today in Atlanta at `now`, with a
 * message (beside the date field) that gives the business phone from Settings for sooner dates.
 */
export async function assertBookingNotice(db: Executor, eventDate: string, now: Date): Promise<void> {
  const [settings, contact] = await Promise.all([loadBookingSettings(db), readSetting(db, 'contact', contactSettingsSchema, null)]);
  const today = businessToday(now);
  const earliest = earliestBookingDate(today, settings.minNoticeDays);
  // A past date gets its own message from the booking itself.
  if (eventDate >= earliest || eventDate < today) return;
  throw fieldError('eventDate', shortNoticeMessage(earliest, settings.minNoticeDays, contact?.phone ?? null));
}
