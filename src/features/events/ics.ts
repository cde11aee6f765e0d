// An iCalendar file (RFC 5545) for one pop-up, made in the browser for Add to Calendar. Pure: the caller passes the
// clock, so the same event and time always give the same file.
import { BUSINESS_TIME_ZONE } from '@shared/business-date';

export type CalendarEvent = {
  id: string;
  title: string;
  description: string;
  location: string;
  address: string;
  /** 'yyyy-MM-dd', the day in Atlanta. */
  eventDate: string;
  /** 'HH:mm' or 'HH:mm:ss', wall-clock time in Atlanta. */
  startTime: string;
  endTime: string;
};

export const ICS_TIME_ZONE = BUSINESS_TIME_ZONE;
const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

// The zone's rules, required by RFC 5545 for every TZID used (section 3.6.5). US Eastern time since 2007:
// daylight time from the second Sunday of March to the first Sunday of November, both at 02:00.
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values (section 3.3.11): backslash, semicolon, comma and line breaks are escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Content lines longer than 75 octets are folded (section 3.1): CRLF followed by one space. Counted in UTF-8 bytes,
 * and never inside a character, so an emoji or an accent is not cut in half.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 'yyyy-MM-dd' + 'HH:mm[:ss]' → local DATE-TIME 'yyyyMMddTHHmmss'. */
function localDateTime(date: string, time: string): string {
  const [h = '00', m = '00', s = '00'] = time.split(':');
  return `${date.replaceAll('-', '')}T${h.padStart(2, '0')}${m.padStart(2, '0')}${s.padStart(2, '0')}`;
}

/** A UTC DATE-TIME 'yyyyMMddTHHmmssZ'. */
function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The day after 'yyyy-MM-dd', for an event whose end time is past midnight. */
function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export function buildEventIcs(event: CalendarEvent, options: { now: Date; url?: string }): string {
  const endsNextDay = event.endTime.slice(0, 5) <= event.startTime.slice(0, 5);
  const place = [event.location, event.address].filter((part) => part.trim() !== '').join(', ');
  const description = options.url ? `${event.description}\n\nDetails: ${options.url}` : event.description;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Drip Cotton Candy//Pop-Up Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.id}@dripcottoncandy.com`,
    `DTSTAMP:${utcDateTime(options.now)}`,
    `DTSTART;TZID=${ICS_TIME_ZONE}:${localDateTime(event.eventDate, event.startTime)}`,
    `DTEND;TZID=${ICS_TIME_ZONE}:${localDateTime(endsNextDay ? nextDay(event.eventDate) : event.eventDate, event.endTime)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(place)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(options.url ? [`URL:${options.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name for the download: 'holiday-kickoff-at-ponce-city-market.ics'. */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'drip-pop-up'}.ics`;
}
