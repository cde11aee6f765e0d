// The sample content is written as if it were the day below: two pop-ups already past, the next one that very day,
// this month's featured kid, posts from the last three months. A site seeded on another day gets the same picture
// around its own day, so a new site never shows only past events and the tests never depend on the calendar.

/** The day the sample content's literal dates are written for (a Saturday). */
export const SAMPLE_CONTENT_DAY = '2026-11-21';

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Moves the sample content's dates so they sit around `seedDay` ('yyyy-MM-dd') as they sit around SAMPLE_CONTENT_DAY. */
export type SampleCalendar = {
  /** A calendar day ('yyyy-MM-dd'), moved by whole weeks. */
  day(written: string): string;
  /** A timestamp, moved by the same whole weeks. */
  instant(writtenIso: string): Date;
  /** The first of a month ('yyyy-MM-01'), moved by whole months. */
  month(written: string): string;
  /** The name of a moved month, for prose: 'November'. */
  monthName(written: string): string;
  /** A moved day for prose: 'Saturday, November 21'. */
  longDay(written: string): string;
};

function utcDay(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00Z`);
}

function isoDayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function sampleCalendar(seedDay: string): SampleCalendar {
  const daysApart = Math.round((utcDay(seedDay).getTime() - utcDay(SAMPLE_CONTENT_DAY).getTime()) / DAY_MS);
  // Whole weeks, so a Saturday pop-up stays on a Saturday; rounded up, so the pop-up written for "today" lands on the
  // seed day or in the next six days and the past ones stay past.
  const shiftMs = Math.ceil(daysApart / 7) * 7 * DAY_MS;
  const [seedYear, seedMonth] = seedDay.split('-').map(Number) as [number, number];
  const [writtenYear, writtenMonth] = SAMPLE_CONTENT_DAY.split('-').map(Number) as [number, number];
  const monthsApart = (seedYear - writtenYear) * 12 + (seedMonth - writtenMonth);

  const day = (written: string) => isoDayOf(new Date(utcDay(written).getTime() + shiftMs));
  const month = (written: string) => {
    const date = utcDay(written);
    return isoDayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsApart, 1)));
  };
  return {
    day,
    instant: (writtenIso) => new Date(new Date(writtenIso).getTime() + shiftMs),
    month,
    monthName: (written) => MONTHS[utcDay(month(written)).getUTCMonth()]!,
    longDay: (written) => {
      const moved = utcDay(day(written));
      return `${WEEKDAYS[moved.getUTCDay()]}, ${MONTHS[moved.getUTCMonth()]} ${moved.getUTCDate()}`;
    },
  };
}
