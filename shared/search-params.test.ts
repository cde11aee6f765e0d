import { describe, expect, it } from 'vitest';
import { oneOf, optionalString, positiveInt } from './search-params';

describe('search params', () => {
  it('accepts only listed values', () => {
    expect(oneOf(['list', 'map'] as const, 'map')).toBe('map');
    expect(oneOf(['list', 'map'] as const, 'globe')).toBeUndefined();
    expect(oneOf(['list', 'map'] as const, 3)).toBeUndefined();
  });
  it('bounds strings and integers', () => {
    expect(optionalString('/admin/users')).toBe('/admin/users');
    expect(optionalString('')).toBeUndefined();
    expect(optionalString('x'.repeat(501))).toBeUndefined();
    expect(positiveInt('3')).toBe(3);
    expect(positiveInt(0)).toBeUndefined();
    expect(positiveInt('2.5')).toBeUndefined();
  });
});
