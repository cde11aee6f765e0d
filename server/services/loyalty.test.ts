import { describe, expect, it } from 'vitest';
import { discountForCoins, SIM_COINS_PER_LEVEL, SIM_DISCOUNT_CAP } from '../../game/engine/economy-sim';
import { DEFAULT_DISCOUNT_CAP_PERCENT } from '@shared/schemas/settings';
import { discountPercent } from './loyalty';
import { businessLevelFor, COINS_PER_LEVEL } from '@shared/business-level';

// The economy simulator tunes the game against the member discount, a rule it cannot import (the engine is pure): it
// must be the same rule as the one that prices orders.
describe('the economy simulator’s member discount', () => {
  it('is the server’s rule, level by level and for every cap staff may set', () => {
    expect(SIM_COINS_PER_LEVEL).toBe(COINS_PER_LEVEL);
    expect(SIM_DISCOUNT_CAP).toBe(DEFAULT_DISCOUNT_CAP_PERCENT);
    for (const cap of [0, 5, 12, DEFAULT_DISCOUNT_CAP_PERCENT]) {
      for (let coins = 0; coins <= 12_000; coins += 250) {
        expect(discountForCoins(coins, cap), `${coins} coins, cap ${cap}`).toBe(discountPercent(businessLevelFor(coins), cap));
      }
    }
  });
});
