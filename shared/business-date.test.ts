import { describe, expect, it } from 'vitest';
import { addDays, businessToday, daysEndingOn } from './business-date';

describe('businessToday', () => {
  it('is the calendar day in Atlanta, not in UTC', () => {
    // 02:30 UTC on the 22nd is still the evening of the 21st in Atlanta (EST, UTC-5).
    expect(businessToday(new Date('2026-11-22T02:30:00Z'))).toBe('2026-11-21');
    expect(businessToday(new Date('2026-11-22T05:30:00Z'))).toBe('2026-11-22');
  });

  it('follows daylight saving time', () => {
    // In July Atlanta is UTC-4: 03:59 UTC is 23:59 the day before, 04:00 UTC is midnight.
    expect(businessToday(new Date('2026-07-04T03:59:00Z'))).toBe('2026-07-03');
    expect(businessToday(new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
  });

  it('gives the day Intl gives in America/New_York on both sides of every midnight from 2000 to 2045', () => {
    const byIntl = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' });
    const intlDay = (at: Date) => {
      const parts = Object.fromEntries(byIntl.formatToParts(at).map((part) => [part.type, part.value]));
      return `${parts.year}-${parts.month}-${parts.day}`;
    };
    const differing: string[] = [];
    // Atlanta's midnight is 04:00 UTC in summer and 05:00 UTC in winter: a minute either side of both, every day.
    for (let day = Date.UTC(2000, 0, 1); day < Date.UTC(2045, 0, 1); day += 86_400_000) {
      for (const minutes of [239, 240, 299, 300, 720]) {
        const at = new Date(day + minutes * 60_000);
        if (businessToday(at) !== intlDay(at)) differing.push(at.toISOString());
      }
    }
    expect(differing.slice(0, 5)).toEqual([]);
  });
});

describe('addDays and daysEndingOn', () => {
  it('count calendar days across months, leap days and daylight-saving changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(daysEndingOn('2026-01-02', 4)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
  });
});
