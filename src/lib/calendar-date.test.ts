import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  endOfWeek,
  formatFullDate,
  formatMonthYear,
  formatPPP,
  isIsoDate,
  monthGrid,
  startOfWeek,
  todayIso,
} from './calendar-date';

describe('calendar dates', () => {
  it('moves by days across months, years and daylight-saving changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-10', 1)).toBe('2024-03-11');
    expect(addDays('2024-11-03', 7)).toBe('2024-11-10');
  });

  it('moves by months and years keeping the day inside the month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-03-15', -3)).toBe('2023-12-15');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-06-01', -1)).toBe('2023-06-01');
  });

  it('finds the Sunday-to-Saturday week', () => {
    expect(startOfWeek('2024-02-15')).toBe('2024-02-11');
    expect(endOfWeek('2024-02-15')).toBe('2024-02-17');
    expect(startOfWeek('2024-02-11')).toBe('2024-02-11');
  });

  it('lays a month out in six fixed weeks, or only the weeks it needs', () => {
    const fixed = monthGrid('2024-02-15');
    expect(fixed).toHaveLength(6);
    expect(fixed[0]![0]).toBe('2024-01-28');
    expect(fixed[5]![6]).toBe('2024-03-09');
    const loose = monthGrid('2026-02-10', false);
    // February 2026 starts on a Sunday and has exactly four weeks.
    expect(loose).toHaveLength(4);
    expect(loose[0]![0]).toBe('2026-02-01');
  });

  it('formats the picker text, the caption and the spoken date', () => {
    expect(formatPPP('2024-02-15')).toBe('February 15th, 2024');
    expect(formatPPP('2024-03-01')).toBe('March 1st, 2024');
    expect(formatPPP('2024-03-22')).toBe('March 22nd, 2024');
    expect(formatPPP('2024-03-23')).toBe('March 23rd, 2024');
    expect(formatPPP('2024-03-11')).toBe('March 11th, 2024');
    expect(formatMonthYear('2024-02-15')).toBe('February 2024');
    expect(formatFullDate('2024-02-15')).toBe('Thursday, February 15, 2024');
  });

  it('validates and makes yyyy-MM-dd dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-1')).toBe(false);
    expect(todayIso(new Date(2024, 0, 5, 23, 30))).toBe('2024-01-05');
  });
});
