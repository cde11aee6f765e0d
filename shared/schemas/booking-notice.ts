import { z } from 'zod';
import { longDayWords } from '../calendar-words';

// How far ahead a private event must be booked. Shared by the server (which enforces it) and the booking form
// (whose date picker starts at the earliest date and which says the same thing before sending).

export const DEFAULT_MIN_NOTICE_DAYS = 7;
export const MAX_MIN_NOTICE_DAYS = 180;

export const bookingSettingsSchema = z.object({
  minNoticeDays: z
    .number({ error: 'Please enter the minimum notice as a whole number of days' })
    .int('Please enter the minimum notice as a whole number of days')
    .min(0, 'The minimum notice cannot be negative')
    .max(MAX_MIN_NOTICE_DAYS, `The minimum notice can be at most ${MAX_MIN_NOTICE_DAYS} days`),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

/** The calendar day `days` after `today` ('yyyy-MM-dd' in and out; plain calendar arithmetic, no time zone). */
export function addCalendarDays(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first date a party can be booked online, given the business's today. */
export function earliestBookingDate(today: string, minNoticeDays: number): string {
  return addCalendarDays(today, minNoticeDays);
}

/** The refusal for a date inside the notice period, with the number to call for a sooner date. */
export function shortNoticeMessage(earliest: string, minNoticeDays: number, phone: string | null): string {
  const days = minNoticeDays === 1 ? '1 day' : `${minNoticeDays} days`;
  const call = phone ? `please call us at ${phone}` : 'please contact us';
  return `We need at least ${days}' notice to plan a party: the earliest date we can book online is ${longDayWords(earliest)}. For a sooner date, ${call} and we will see what we can do.`;
}
