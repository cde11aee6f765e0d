import { describe, expect, it } from 'vitest';
import { formatClock, formatDay } from './format';

describe('mail dates and times', () => {
  it('reads a calendar day the same in every server time zone', () => {
    expect(formatDay('2026-12-19')).toBe('Saturday, December 19, 2026');
    expect(formatDay('2027-01-01')).toBe('Friday, January 1, 2027');
  });

  it('writes 24-hour times on the 12-hour clock, noon and midnight included', () => {
    expect(formatClock('00:05')).toBe('12:05 AM');
    expect(formatClock('09:00')).toBe('9:00 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('14:30')).toBe('2:30 PM');
    expect(formatClock('23:59')).toBe('11:59 PM');
  });
});
