import { describe, expect, it } from 'vitest';
import { businessToday } from './business-date';

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
