import { describe, expect, it } from 'vitest';
import { restartDelayMs } from './supervisor';

describe('restartDelayMs', () => {
  it('waits half a second after the first death and twice as long after each further one, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});
