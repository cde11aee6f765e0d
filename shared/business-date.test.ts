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
});

describe('addDays and daysEndingOn', () => {
  it('count calendar days across months, leap days and daylight-saving changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(daysEndingOn('2026-01-02', 4)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
  });
});
