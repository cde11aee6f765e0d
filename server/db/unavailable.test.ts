import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('isDatabaseUnavailable', () => {
  it.each(['CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT', 'ECONNRESET', 'ECONNREFUSED', '57P01', '57P03', '08006'])(
    'is true for %s, also wrapped twice as Drizzle and tRPC wrap it',
    (code) => {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
      expect(isDatabaseUnavailable(new Error('trpc', { cause: new Error('drizzle', { cause: withCode(code) }) }))).toBe(true);
    },
  );

  it.each(['23505', '40001', 'INTERNAL_SERVER_ERROR', 'ERR_STREAM_PREMATURE_CLOSE'])('is false for %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(false);
  });

  it('is false for what is not an error', () => {
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('CONNECTION_CLOSED')).toBe(false);
  });
});
