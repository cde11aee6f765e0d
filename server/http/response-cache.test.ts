import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './response-cache';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours a q=0 refusal', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('br;q=0.000, gzip;q=0')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding(['gzip', 'br'])).toBe('br');
  });

  it('answers the same for a header it has seen, and stays right when clients send endless new values', () => {
    for (let round = 0; round < 3; round += 1) expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    for (let index = 0; index < 500; index += 1) {
      expect(chooseEncoding(`x-${index}, gzip`)).toBe('gzip');
      expect(chooseEncoding(`x-${index}`)).toBe('identity');
    }
    const long = `${'x-long, '.repeat(100)}br`;
    expect(chooseEncoding(long)).toBe('br');
    expect(chooseEncoding(`${'x-long, '.repeat(100)}br;q=0`)).toBe('identity');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
  });
});
