// The business runs in Atlanta, so "today" (which pop-ups are past, which booking dates are allowed) is the calendar
// day in Eastern time, whatever zone the server's clock is set to.
export const BUSINESS_TIME_ZONE = 'America/New_York';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The business's calendar day at `now`, as 'yyyy-MM-dd'. */
export function businessToday(now: Date): string {
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
