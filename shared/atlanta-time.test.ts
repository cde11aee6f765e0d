import { describe, expect, it } from 'vitest';
import { formatAtlantaDate, formatAtlantaDateTime, formatAtlantaTime } from './atlanta-time';

describe('Atlanta time', () => {
  it('shows a moment in Atlanta whatever zone runs the code (02:30 UTC is the evening before in Atlanta)', () => {
    const moment = new Date('2026-11-28T02:30:00Z');
    expect(formatAtlantaDate(moment)).toBe('Nov 27, 2026');
    expect(formatAtlantaDateTime(moment)).toBe('Nov 27, 2026, 9:30 PM');
    expect(formatAtlantaTime(moment)).toBe('9:30 PM');
  });

  it('follows daylight saving time (EDT in July)', () => {
    expect(formatAtlantaDateTime(new Date('2026-07-04T16:00:00Z'))).toBe('Jul 4, 2026, 12:00 PM');
  });

  it('shows a calendar day as written, in the same style', () => {
    expect(formatAtlantaDate('2026-11-27')).toBe('Nov 27, 2026');
  });
});
