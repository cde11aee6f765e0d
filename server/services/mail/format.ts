// Dates and times as a person reads them in a mail.

const longDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** 'yyyy-MM-dd' (a calendar day, no zone) as "Saturday, December 12, 2026". */
export function formatDay(isoDay: string): string {
  return longDay.format(new Date(`${isoDay}T00:00:00Z`));
}

/** 'HH:mm' (24-hour) as "2:30 PM". */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
