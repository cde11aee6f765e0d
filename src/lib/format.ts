// Money is formatted by formatCents in @shared/money, the one formatter the server's mails use too.

import { formatAtlantaDate } from '@shared/atlanta-time';

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'yyyy-MM-dd' (a calendar date, no time zone) to 'Feb 15, 2024', the style of every date (shared/atlanta-time.ts). */
export function formatCalendarDate(isoDate: string): string {
  return formatAtlantaDate(isoDate);
}

/** 'yyyy-MM-dd' to 'Saturday, February 15, 2024'. */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** 'HH:mm' or 'HH:mm:ss' to '2:30 PM'. */
export function formatTime(time: string): string {
  const [h = '0', m = '0'] = time.split(':');
  const hour = Number(h);
  const suffix = hour >= 12 ? 'PM' : 'AM';
  return `${((hour + 11) % 12) + 1}:${m.padStart(2, '0')} ${suffix}`;
}

/** '1 coin', '2 coins', '1,250 coins': the count with the noun in the number it needs. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
