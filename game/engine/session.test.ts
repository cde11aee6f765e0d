import { describe, expect, it } from 'vitest';
import { sessionTotals } from './session';
import { makeState } from './test-helpers';

describe('session totals', () => {
  it('are reported from the state', () => {
    expect(sessionTotals(makeState())).toEqual({ coins: 0, score: 0, customersServed: 0 });
  });
});
