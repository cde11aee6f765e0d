import { describe, expect, it } from 'vitest';
import { niceMax } from './bar-chart';

describe('niceMax', () => {
  it('rounds up to an axis top whose half is whole', () => {
    expect(niceMax(0)).toBe(2);
    expect(niceMax(1)).toBe(2);
    expect(niceMax(3)).toBe(4);
    expect(niceMax(5)).toBe(6);
    expect(niceMax(14)).toBe(20);
    expect(niceMax(60)).toBe(60);
    expect(niceMax(61)).toBe(80);
    expect(niceMax(950)).toBe(1000);
  });
});
