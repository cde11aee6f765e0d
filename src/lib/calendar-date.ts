import { addDays } from '@shared/business-date';
import { fullDayWords, monthWord, monthYearWords } from '@shared/calendar-words';

export { addDays };

// Calendar dates as 'yyyy-MM-dd' strings: the form the database stores and the date picker edits. All arithmetic
// runs in UTC so a date never shifts by a day with the browser's time zone or a daylight-saving change.

function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toDate(value).getTime()) && toIso(toDate(value)) === value;
}

/** Today's date where the browser is (what a person means by "today"), as yyyy-MM-dd. */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Same day in another month, kept inside that month (Jan 31 + 1 month = Feb 28 or 29). */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toIso(target);
}

export function addYears(iso: string, years: number): string {
  return addMonths(iso, years * 12);
}

/** Weeks start on Sunday, as on a US calendar. */
export function startOfWeek(iso: string): string {
  return addDays(iso, -toDate(iso).getUTCDay());
}

export function endOfWeek(iso: string): string {
  return addDays(startOfWeek(iso), 6);
}

export function startOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

export function sameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/**
 * The weeks shown for the month containing `iso`, each seven dates from Sunday; with `fixedWeeks` always six weeks
 * (so the grid does not change height between months).
 */
export function monthGrid(iso: string, fixedWeeks = true): string[][] {
  const first = startOfMonth(iso);
  const weeks: string[][] = [];
  let cursor = startOfWeek(first);
  while (weeks.length < 6) {
    const week = Array.from({ length: 7 }, (_, i) => addDays(cursor, i));
    if (!fixedWeeks && weeks.length > 0 && !sameMonth(week[0]!, first)) break;
    weeks.push(week);
    cursor = addDays(cursor, 7);
  }
  return weeks;
}

/** 'February 2024': the calendar's caption. */
export function formatMonthYear(iso: string): string {
  return monthYearWords(iso);
}

/** 'Thursday, February 15, 2024': what a screen reader says for a day. */
export function formatFullDate(iso: string): string {
  return fullDayWords(iso);
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** date-fns' 'PPP' in English: 'February 15th, 2024', the picker's button text. */
export function formatPPP(iso: string): string {
  const date = toDate(iso);
  return `${monthWord(iso)} ${ordinal(date.getUTCDate())}, ${date.getUTCFullYear()}`;
}

export function dayOfMonth(iso: string): number {
  return toDate(iso).getUTCDate();
}
