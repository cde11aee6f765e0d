import { describe, expect, it } from 'vitest';
import { fullDayWords, longDayWords, monthWord, monthYearWords } from './calendar-words';

describe('calendar words', () => {
  it('read as Intl.DateTimeFormat writes them in American English, every day from 1999 to 2041', () => {
    const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    const month = utc({ month: 'long' });
    const monthYear = utc({ month: 'long', year: 'numeric' });
    const long = utc({ month: 'long', day: 'numeric', year: 'numeric' });
    const full = utc({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    const differing: string[] = [];
    for (let time = Date.UTC(1999, 0, 1); time < Date.UTC(2041, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      const iso = date.toISOString().slice(0, 10);
      const same =
        monthWord(iso) === month.format(date) &&
        monthYearWords(iso) === monthYear.format(date) &&
        longDayWords(iso) === long.format(date) &&
        fullDayWords(iso) === full.format(date);
      if (!same) differing.push(iso);
    }
    expect(differing.slice(0, 5)).toEqual([]);
  });

  it('spell out a day', () => {
    expect(longDayWords('2024-02-15')).toBe('February 15, 2024');
    expect(fullDayWords('2024-02-15')).toBe('Thursday, February 15, 2024');
    expect(monthYearWords('2026-12-01')).toBe('December 2026');
  });
});
