import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './origin';

const post = (origin: string | undefined, publicUrl = 'http://drip.example:3000') => isAllowedOrigin({ method: 'POST', origin, publicUrl });

describe('isAllowedOrigin', () => {
  it('lets reads through without an Origin', () => {
    for (const method of ['GET', 'head', 'OPTIONS']) expect(isAllowedOrigin({ method, origin: undefined, publicUrl: 'http://drip.example' })).toBe(true);
  });

  it("accepts a write only from the public URL's own scheme, host and port", () => {
    expect(post('http://drip.example:3000')).toBe(true);
    expect(post('https://drip.example:3000')).toBe(false);
    expect(post('http://drip.example:3001')).toBe(false);
    expect(post('http://drip.example')).toBe(false);
    expect(post('http://evil.example:3000')).toBe(false);
    expect(post('http://drip.example.evil.example:3000')).toBe(false);
  });

  it('compares schemes both ways, with default ports written or not', () => {
    expect(post('https://drip.example', 'http://drip.example')).toBe(false);
    expect(post('http://drip.example', 'https://drip.example')).toBe(false);
    expect(post('https://drip.example:443', 'https://drip.example')).toBe(true);
    expect(post('https://drip.example', 'https://drip.example/')).toBe(true);
    expect(post('HTTPS://DRIP.example', 'https://drip.example')).toBe(true);
  });

  it('refuses a write without an Origin, with a made-up one, or with "null"', () => {
    expect(post(undefined)).toBe(false);
    expect(post('not a url')).toBe(false);
    expect(post('null')).toBe(false);
  });
});
