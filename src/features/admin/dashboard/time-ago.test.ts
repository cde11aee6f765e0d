import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2031-02-10T20:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('timeAgo', () => {
  it('says Just now under an hour (and for a clock slightly ahead)', () => {
    expect(timeAgo(ago(0), now)).toBe('Just now');
    expect(timeAgo(ago(59 * MIN), now)).toBe('Just now');
    expect(timeAgo(ago(-5 * MIN), now)).toBe('Just now');
  });
  it('counts whole hours under a day', () => {
    expect(timeAgo(ago(HOUR), now)).toBe('1h ago');
    expect(timeAgo(ago(23 * HOUR + 59 * MIN), now)).toBe('23h ago');
  });
  it('counts whole days from 24 hours', () => {
    expect(timeAgo(ago(24 * HOUR), now)).toBe('1d ago');
    expect(timeAgo(ago(47 * HOUR), now)).toBe('1d ago');
    expect(timeAgo(ago(30 * 24 * HOUR), now)).toBe('30d ago');
  });
});
