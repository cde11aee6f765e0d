import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands';
import { canBuyRefill, canBuyUpgrade, isUpgradeMaxed } from './store';
import { makeState, sounds, toasts } from './test-helpers';

describe('refills', () => {
  it('add 5 units of each ingredient for 2 coins', () => {
    const { state, events } = applyCommand(makeState(), { type: 'buyRefill' });
    expect(state.coins).toBe(8);
    expect(state.ingredients).toEqual({ sugar: 13, syrup: 13, cones: 13 });
    expect(sounds(events)).toEqual(['coin']);
    expect(toasts(events)).toEqual([]);
  });

  it('fail silently without 2 coins while there is stock to spin with', () => {
    const poor = makeState({ coins: 1 });
    expect(canBuyRefill(poor)).toBe(false);
    const { state, events } = applyCommand(poor, { type: 'buyRefill' });
    expect(state).toBe(poor);
    expect(toasts(events)).toEqual([]);
  });

  it('are free when an ingredient is out, no candy is on the spinner and the coins do not cover one: never stuck', () => {
    const stuck = makeState({ coins: 1, ingredients: { sugar: 0, syrup: 4, cones: 2 } });
    expect(canBuyRefill(stuck)).toBe(true);
    const { state, events } = applyCommand(stuck, { type: 'buyRefill' });
    expect(state.coins).toBe(1);
    expect(state.ingredients).toEqual({ sugar: 5, syrup: 9, cones: 7 });
    expect(events).toContainEqual({ type: 'refillBought', free: true });
    // With the coins for one, it is paid; with a candy still on the spinner, it is not due.
    expect(applyCommand({ ...stuck, coins: 2 }, { type: 'buyRefill' }).state.coins).toBe(0);
    const spinning = { ...stuck, spinner: { ...stuck.spinner, phase: 'ready' as const } };
    expect(canBuyRefill(spinning)).toBe(false);
  });
});

describe('upgrades', () => {
  it('cost 15, 30 and 40 coins', () => {
    for (const [upgrade, cost] of [
      ['motorSpeed', 15],
      ['extraCounter', 30],
      ['rainbowFlavor', 40],
    ] as const) {
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
    expect(state.coins).toBe(1000 - 45 - 30 - 40);
    expect(isUpgradeMaxed(state, 'motorSpeed')).toBe(true);
    expect(canBuyUpgrade(state, 'motorSpeed')).toBe(false);
  });

  it('fail silently when coins are short', () => {
    const poor = makeState({ coins: 29 });
    expect(canBuyUpgrade(poor, 'extraCounter')).toBe(false);
    expect(canBuyUpgrade(poor, 'motorSpeed')).toBe(true);
    const { state, events } = applyCommand(poor, { type: 'buyUpgrade', upgrade: 'extraCounter' });
    expect(state).toBe(poor);
    expect(toasts(events)).toEqual([]);
  });
});
