import { describe, expect, it } from 'vitest';
import { buildEventIcs, escapeText, foldLine, icsFileName, type CalendarEvent } from './ics';

const event: CalendarEvent = {
  id: 'a75ca606-ac82-439d-957c-f8021ffb1dab',
  title: 'Holiday Kickoff at Ponce City Market',
  description: 'Candy-cane swirl and Gingerbread Fluff make their 2026 debut. Find the pink cart on the Central Food Hall level; pre-order party tubs online.',
  location: 'Ponce City Market',
  address: '675 Ponce De Leon Ave NE, Atlanta, GA 30308',
  eventDate: '2026-11-21',
  startTime: '12:00:00',
  endTime: '19:00:00',
};
const now = new Date('2026-11-01T15:04:05.678Z');

/** Undo folding (RFC 5545 3.1) to read logical content lines. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

describe('buildEventIcs', () => {
  const ics = buildEventIcs(event, { now, url: 'https://drip.example/events' });
  const lines = unfold(ics);

  it('is a VCALENDAR with one VEVENT and the zone it refers to', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:America/New_York');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
  });

  it('has UID, DTSTAMP in UTC and start and end in Atlanta time', () => {
    expect(lines).toContain('UID:a75ca606-ac82-439d-957c-f8021ffb1dab@dripcottoncandy.com');
    expect(lines).toContain('DTSTAMP:20261101T150405Z');
    expect(lines).toContain('DTSTART;TZID=America/New_York:20261121T120000');
    expect(lines).toContain('DTEND;TZID=America/New_York:20261121T190000');
  });

  it('escapes commas and semicolons in text', () => {
    expect(lines).toContain('SUMMARY:Holiday Kickoff at Ponce City Market');
    expect(lines).toContain('LOCATION:Ponce City Market\\, 675 Ponce De Leon Ave NE\\, Atlanta\\, GA 30308');
    const description = lines.find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('Central Food Hall level\\; pre-order');
    expect(description).toContain('\\n\\nDetails: https://drip.example/events');
  });

  it('ends every line with CRLF and keeps every physical line within 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = ics.split('\r\n');
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // The long description really was folded.
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('is the same file for the same event and clock', () => {
    expect(buildEventIcs(event, { now, url: 'https://drip.example/events' })).toBe(ics);
  });

  it('moves the end to the next day when the event runs past midnight', () => {
    const late = unfold(buildEventIcs({ ...event, startTime: '20:00', endTime: '01:00' }, { now }));
    expect(late).toContain('DTSTART;TZID=America/New_York:20261121T200000');
    expect(late).toContain('DTEND;TZID=America/New_York:20261122T010000');
  });

  it('leaves out URL when none is given', () => {
    expect(unfold(buildEventIcs(event, { now })).some((l) => l.startsWith('URL:'))).toBe(false);
  });
});

describe('escapeText', () => {
  it('escapes backslashes first, then separators and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('leaves a 75-octet line alone and folds a 76-octet one', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('never splits a multi-byte character', () => {
    const folded = foldLine(`${'x'.repeat(73)}🍭🍭`);
    const [first, second] = folded.split('\r\n');
    expect(first).toBe(`${'x'.repeat(73)}`);
    expect(second).toBe(' 🍭🍭');
  });
});

describe('icsFileName', () => {
  it('makes a readable file name', () => {
    expect(icsFileName('Holiday Kickoff at Ponce City Market')).toBe('holiday-kickoff-at-ponce-city-market.ics');
    expect(icsFileName('Café Night: Fluff & Friends!')).toBe('cafe-night-fluff-friends.ics');
    expect(icsFileName('🍭')).toBe('drip-pop-up.ics');
  });
});
