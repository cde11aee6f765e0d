// The business runs in Atlanta, so "today" (which pop-ups are past, which booking dates are allowed) is the calendar
// day in Eastern time, whatever zone the server's clock is set to.
export const BUSINESS_TIME_ZONE = 'America/New_York';

/** The first year of the daylight-saving rule `businessToday` knows by heart (the United States' since 2007). */
const RULE_SINCE_YEAR = 2007;
const HOUR = 3_600_000;

/**
 * The business's calendar day at `now`, as 'yyyy-MM-dd'. Worked out by hand from Eastern time's rule rather than
 * with Intl.DateTimeFormat: the first date formatter a page creates loads the browser's locale and time-zone data, a
 * long pause on a phone while the page hydrates. Eastern time is UTC-5, and UTC-4 from the second Sunday of March at
 * 2:00 (07:00 UTC) to the first Sunday of November at 2:00 (06:00 UTC). A moment before that rule began is left to
 * Intl. A unit test compares every hour of many years with Intl, so a change of the rule in the time-zone database
 * shows there.
 */
export function businessToday(now: Date): string {
  const year = now.getUTCFullYear();
  if (year < RULE_SINCE_YEAR) return businessTodayByIntl(now);
  const time = now.getTime();
  const summer = time >= nthSundayOfUtc(year, 2, 2) + 7 * HOUR && time < nthSundayOfUtc(year, 10, 1) + 6 * HOUR;
  return new Date(time - (summer ? 4 : 5) * HOUR).toISOString().slice(0, 10);
}

/** Midnight UTC of the `nth` Sunday of a month (0-based month). */
function nthSundayOfUtc(year: number, month: number, nth: number): number {
  const first = new Date(Date.UTC(year, month, 1));
  return Date.UTC(year, month, 1 + ((7 - first.getUTCDay()) % 7) + (nth - 1) * 7);
}

let isoDay: Intl.DateTimeFormat | undefined;

function businessTodayByIntl(now: Date): string {
  isoDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(isoDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A calendar day ('yyyy-MM-dd') plus `days` (negative goes back), in UTC so no time zone or daylight change shifts it. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The `days` calendar days that end with `lastDay`, oldest first: a chart's days. */
export function daysEndingOn(lastDay: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(lastDay, index - (days - 1)));
}
