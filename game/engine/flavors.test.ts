import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands';
import { makeState, toasts } from './test-helpers';

describe('unlocking flavors', () => {
  it('says Already Unlocked for an owned flavor and changes nothing', () => {
    const state = makeState({ coins: 100 });
    const result = applyCommand(state, { type: 'unlockFlavor', flavor: 'pink' });
    expect(result.state).toBe(state);
    expect(toasts(result.events).map((t) => t.title)).toEqual(['Already Unlocked']);
  });

  it('says Not Enough Coins with the cost when short', () => {
    const state = makeState({ coins: 59 });
    const result = applyCommand(state, { type: 'unlockFlavor', flavor: 'golden' });
    expect(result.state).toBe(state);
    expect(toasts(result.events)).toEqual([
      { id: 'not-enough-coins', title: 'Not Enough Coins', description: 'You need 60 coins to unlock this flavor!', durationMs: 2500, tone: 'error' },
    ]);
  });

  it('pays the cost, adds the flavor to the profile and says Flavor Unlocked!', () => {
    const result = applyCommand(makeState({ coins: 30 }), { type: 'unlockFlavor', flavor: 'blue' });
    expect(result.state.coins).toBe(0);
    expect(result.state.profile.unlockedFlavors).toEqual(['pink', 'blue']);
    expect(toasts(result.events)).toEqual([
      { id: 'flavor-unlocked', title: 'Flavor Unlocked!', description: 'You now have access to Ocean Blue cotton candy!', durationMs: 3000, tone: 'success' },
    ]);
    // Unlocking does not select it.
    expect(result.state.currentFlavor).toBe('pink');
  });

  it('charges each flavor its own cost', () => {
    const costs = { blue: 30, rainbow: 25, golden: 60, mint: 45, chocolate: 40 } as const;
    for (const [flavor, cost] of Object.entries(costs) as [keyof typeof costs, number][]) {
      expect(applyCommand(makeState({ coins: 100 }), { type: 'unlockFlavor', flavor }).state.coins).toBe(100 - cost);
    }
  });
});

describe('selecting flavors', () => {
  it('selects only unlocked flavors', () => {
    const locked = applyCommand(makeState(), { type: 'selectFlavor', flavor: 'mint' });
    expect(locked.state.currentFlavor).toBe('pink');
    expect(toasts(locked.events)).toEqual([]);
    const owned = applyCommand(makeState({ coins: 60 }), { type: 'unlockFlavor', flavor: 'mint' }).state;
    const selected = applyCommand(owned, { type: 'selectFlavor', flavor: 'mint' });
    expect(selected.state.currentFlavor).toBe('mint');
    expect(toasts(selected.events).map((t) => t.title)).toEqual(['Flavor Selected']);
  });
});
