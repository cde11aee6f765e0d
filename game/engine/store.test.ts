import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands';
import { canBuyRefill, canBuyUpgrade, isUpgradeMaxed } from './store';
import { makeState, sounds, toasts } from './test-helpers';

describe('refills', () => {
  it('add 5 units of each ingredient for 5 coins', () => {
    const { state, events } = applyCommand(makeState(), { type: 'buyRefill' });
    expect(state.coins).toBe(5);
    expect(state.ingredients).toEqual({ sugar: 13, syrup: 13, cones: 13 });
    expect(sounds(events)).toEqual(['coin']);
    expect(toasts(events)).toEqual([]);
  });

  it('fail silently without 5 coins', () => {
    const poor = makeState({ coins: 4 });
    expect(canBuyRefill(poor)).toBe(false);
    const { state, events } = applyCommand(poor, { type: 'buyRefill' });
    expect(state).toBe(poor);
    expect(toasts(events)).toEqual([]);
  });
});

describe('upgrades', () => {
  it('cost 10, 15 and 25 coins', () => {
    for (const [upgrade, cost] of [['motorSpeed', 10], ['extraCounter', 15], ['rainbowFlavor', 25]] as const) {
      const { state } = applyCommand(makeState({ coins: 100 }), { type: 'buyUpgrade', upgrade });
      expect(state.coins).toBe(100 - cost);
      expect(state.upgrades[upgrade]).toBe(1);
    }
  });

  it('stop at their maximum level: motor 3, counter 1, rainbow 1', () => {
    let state = makeState({ coins: 1000 });
    for (let i = 0; i < 5; i += 1) {
      state = applyCommand(state, { type: 'buyUpgrade', upgrade: 'motorSpeed' }).state;
      state = applyCommand(state, { type: 'buyUpgrade', upgrade: 'extraCounter' }).state;
      state = applyCommand(state, { type: 'buyUpgrade', upgrade: 'rainbowFlavor' }).state;
    }
    expect(state.upgrades).toEqual({ motorSpeed: 3, extraCounter: 1, rainbowFlavor: 1 });
    expect(state.coins).toBe(1000 - 30 - 15 - 25);
    expect(isUpgradeMaxed(state, 'motorSpeed')).toBe(true);
    expect(canBuyUpgrade(state, 'motorSpeed')).toBe(false);
  });

  it('fail silently when coins are short', () => {
    const poor = makeState({ coins: 14 });
    expect(canBuyUpgrade(poor, 'extraCounter')).toBe(false);
    expect(canBuyUpgrade(poor, 'motorSpeed')).toBe(true);
    const { state, events } = applyCommand(poor, { type: 'buyUpgrade', upgrade: 'extraCounter' });
    expect(state).toBe(poor);
    expect(toasts(events)).toEqual([]);
  });
});
