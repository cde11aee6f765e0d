import { describe, expect, it } from 'vitest';
import { restartDelayMs, workerEnvironment } from './supervisor';

describe('restartDelayMs', () => {
  it('waits half a second after the first death and twice as long after each further one, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});

describe('workerEnvironment', () => {
  it('starts the worker with two malloc arenas', () => {
    expect(workerEnvironment({})).toEqual({ MALLOC_ARENA_MAX: '2' });
    expect(workerEnvironment({ MALLOC_ARENA_MAX: '' })).toEqual({ MALLOC_ARENA_MAX: '2' });
  });

  it("keeps an operator's own setting", () => {
    expect(workerEnvironment({ MALLOC_ARENA_MAX: '4' })).toEqual({ MALLOC_ARENA_MAX: '4' });
  });
});
