import { addDays, BUSINESS_TIME_ZONE, businessToday } from './business-date';

// Pickup and delivery times: the slots the business's weekly hours make, and how an order says when. Pure and free of
// zod, so the checkout (in the browser) and the server share it; every time is the business's (Atlanta's) wall clock.

/** One weekday's opening hours as 'HH:mm'; both empty when closed that day. */
export type DayHours = { open: string; close: string };

/** The schedule staff keep in Settings. `week` starts on Sunday (index 0), as Date#getUTCDay counts. */
export type Schedule = {
  week: DayHours[];
  /** Days closed whatever the weekday ('yyyy-MM-dd'): holidays, a day off. */
  closedDays: string[];
  slotMinutes: number;
  /** Hours between ordering and the earliest slot, so everything is made fresh. */
  leadHours: number;
  /** Orders per slot (pickup and delivery together: the kitchen makes both). */
  capacity: number;
  /** How many days ahead a buyer may choose. */
  daysAhead: number;
};

export type Slot = { date: string; start: string; end: string; startsAt: Date; endsAt: Date };

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function hhmmOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** How far Atlanta's wall clock is ahead of UTC at `instant`, in milliseconds (negative: behind). */
function zoneOffsetMs(instant: number): number {
  const p = Object.fromEntries(zoneParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/** The moment Atlanta's clock reads `hhmm` on `date` ('yyyy-MM-dd'), across daylight-saving changes. */
export function atlantaMoment(date: string, hhmm: string): Date {
  const wall = Date.parse(`${date}T${hhmm}:00Z`);
  const first = wall - zoneOffsetMs(wall);
  return new Date(wall - zoneOffsetMs(first));
}

/** Sunday = 0 … Saturday = 6 of a calendar day. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * Every slot of the schedule a buyer may choose at `now`, soonest first, before capacity is counted: open days
 * (the weekday has hours and the day is not closed), whole slots between opening and closing, starting no earlier
 * than the lead time from now, up to `daysAhead` days from today.
 */
export function scheduleSlots(schedule: Schedule, now: Date): Slot[] {
  const earliest = now.getTime() + schedule.leadHours * 3_600_000;
  const today = businessToday(now);
  const closed = new Set(schedule.closedDays);
  const slots: Slot[] = [];
  for (let offset = 0; offset <= schedule.daysAhead; offset += 1) {
    const date = addDays(today, offset);
    const hours = schedule.week[weekdayOf(date)];
    if (!hours?.open || !hours.close || closed.has(date)) continue;
    const close = minutesOf(hours.close);
    for (let start = minutesOf(hours.open); start + schedule.slotMinutes <= close; start += schedule.slotMinutes) {
      const startsAt = atlantaMoment(date, hhmmOf(start));
      if (startsAt.getTime() < earliest) continue;
      const end = hhmmOf(start + schedule.slotMinutes);
      slots.push({ date, start: hhmmOf(start), end, startsAt, endsAt: atlantaMoment(date, end) });
    }
  }
  return slots;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: BUSINESS_TIME_ZONE });
const clockParts = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: BUSINESS_TIME_ZONE });

/** '2 pm', '2:30 pm' and whether it is am or pm. */
function clock(at: Date): { text: string; period: string } {
  const p = Object.fromEntries(clockParts.formatToParts(at).map((part) => [part.type, part.value]));
  const period = (p.dayPeriod ?? '').toLowerCase();
  return { text: p.minute === '00' ? `${p.hour}` : `${p.hour}:${p.minute}`, period };
}

/** A time range in Atlanta: '2 – 3 pm', '11:30 am – 12:30 pm'. */
export function formatTimeRange(startsAt: Date, endsAt: Date): string {
  const start = clock(startsAt);
  const end = clock(endsAt);
  return start.period === end.period ? `${start.text} – ${end.text} ${end.period}` : `${start.text} ${start.period} – ${end.text} ${end.period}`;
}

/** A day in Atlanta: 'Saturday, Nov 28'. */
export function formatSlotDay(at: Date): string {
  return dayFormat.format(at);
}

/**
 * When an order is collected or delivered, as the order's pages and mails say it: 'Pickup Saturday, Nov 28, 2 – 3 pm',
 * 'Delivery Friday, Dec 4, 10 – 11 am'; null for an order placed before times were taken.
 */
export function describeOrderTime(fulfilment: 'pickup' | 'delivery', startsAt: Date | string | null, endsAt: Date | string | null): string | null {
  if (!startsAt || !endsAt) return null;
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  return `${fulfilment === 'pickup' ? 'Pickup' : 'Delivery'} ${formatSlotDay(start)}, ${formatTimeRange(start, end)}`;
}
