// Calendar days ('yyyy-MM-dd') in English words, written by hand rather than with Intl.DateTimeFormat: the first date
// formatter a page creates loads the browser's locale data, a long pause on a phone while the page hydrates. A
// calendar day is the same everywhere, so no time zone is involved.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function parts(iso: string): { year: number; month: string; day: number } {
  return { year: Number(iso.slice(0, 4)), month: MONTHS[Number(iso.slice(5, 7)) - 1] ?? '', day: Number(iso.slice(8, 10)) };
}

/** 'February': a day's month. */
export function monthWord(iso: string): string {
  return parts(iso).month;
}

/** 'February 2024'. */
export function monthYearWords(iso: string): string {
  const { year, month } = parts(iso);
  return `${month} ${year}`;
}

/** 'February 15, 2024'. */
export function longDayWords(iso: string): string {
  const { year, month, day } = parts(iso);
  return `${month} ${day}, ${year}`;
}

/** 'Thursday, February 15, 2024'. */
export function fullDayWords(iso: string): string {
  return `${WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]}, ${longDayWords(iso)}`;
}
