import { BUSINESS_TIME_ZONE } from './business-date';

// The one way dates and times are shown: in Atlanta's time (the business's), whatever zone the server or the viewer's
// browser is in, as 'Nov 27, 2026' and 'Nov 27, 2026, 3:04 PM'. A calendar day with no time ('yyyy-MM-dd': an event's
// date) is the same day everywhere, so it is shown as written, never shifted by a zone.

const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: BUSINESS_TIME_ZONE });
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });
const calendarDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A moment's day in Atlanta, or a calendar day ('yyyy-MM-dd') as written: 'Nov 27, 2026'. */
export function formatAtlantaDate(value: Date | string): string {
  return typeof value === 'string' ? calendarDay.format(new Date(`${value}T00:00:00Z`)) : date.format(value);
}

/** A moment in Atlanta: 'Nov 27, 2026, 3:04 PM'. */
export function formatAtlantaDateTime(value: Date): string {
  return dateTime.format(value);
}

/** A moment's time of day in Atlanta: '3:04 PM'. */
export function formatAtlantaTime(value: Date): string {
  return time.format(value);
}
