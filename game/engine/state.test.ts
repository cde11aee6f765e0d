import { describe, expect, it } from 'vitest';
import { createInitialState, guestProfile, normaliseProfile, normaliseSavedGame, toSavedGame } from './state';

describe('starting state', () => {
  it('starts with 10 coins, 8 of each ingredient and no upgrades when nothing is saved', () => {
    const state = createInitialState({ seed: 1 });
    expect(state.coins).toBe(10);
    expect(state.ingredients).toEqual({ sugar: 8, syrup: 8, cones: 8 });
    expect(state.upgrades).toEqual({ motorSpeed: 0, extraCounter: 0, rainbowFlavor: 0 });
    expect(state.score).toBe(0);
    expect(state.currentFlavor).toBe('pink');
    expect(state.location).toBe('park');
    expect(state.market).toMatchObject({ season: 'summer', weather: 'sunny', demandBonus: 1 });
    expect(state.spinner.phase).toBe('idle');
    expect(state.queue).toEqual([]);
    expect(state.paused).toBe(false);
    expect(state.muted).toBe(false);
    expect(state.session).toEqual({ coins: 0, score: 0, customersServed: 0 });
  });

  it('uses the guest profile by default', () => {
    expect(guestProfile()).toEqual({ name: 'Guest Player', businessLevel: 1, reputation: 0, unlockedFlavors: ['pink'] });
    expect(createInitialState({ seed: 1 }).profile).toEqual(guestProfile());
  });

  it('is plain data that survives JSON', () => {
    const state = createInitialState({ seed: 1 });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('starts from a saved game and profile, keeping a saved flavor only if unlocked', () => {
    const profile = { name: 'Ana', businessLevel: 3, reputation: 4, unlockedFlavors: ['pink' as const, 'mint' as const] };
    const saved = { ...normaliseSavedGame({ coins: 50, score: 7 }), currentFlavor: 'mint' as const, location: 'school' as const };
    const state = createInitialState({ seed: 1, saved, profile });
    expect(state).toMatchObject({ coins: 50, score: 7, currentFlavor: 'mint', location: 'school', profile });
    const locked = createInitialState({ seed: 1, saved: { ...saved, currentFlavor: 'golden' }, profile });
    expect(locked.currentFlavor).toBe('pink');
  });

  it('saves coins, ingredients, upgrades, score, flavor and location', () => {
    const state = createInitialState({ seed: 1 });
    expect(toSavedGame(state)).toEqual({
      coins: 10,
      ingredients: { sugar: 8, syrup: 8, cones: 8 },
      upgrades: { motorSpeed: 0, extraCounter: 0, rainbowFlavor: 0 },
      score: 0,
      currentFlavor: 'pink',
      location: 'park',
    });
  });
});

describe('loading a saved game', () => {
  it('raises each ingredient to at least 3', () => {
    const saved = normaliseSavedGame({ coins: 4, score: 9, ingredients: { sugar: 0, syrup: 2, cones: 12 }, upgrades: {} });
    expect(saved.ingredients).toEqual({ sugar: 3, syrup: 3, cones: 12 });
    expect(saved.coins).toBe(4);
    expect(saved.score).toBe(9);
  });

  it('falls back to the starting values for missing or broken fields', () => {
    expect(normaliseSavedGame(null)).toEqual({
      coins: 10,
      ingredients: { sugar: 8, syrup: 8, cones: 8 },
      upgrades: { motorSpeed: 0, extraCounter: 0, rainbowFlavor: 0 },
      score: 0,
    });
    expect(normaliseSavedGame('corrupt').coins).toBe(10);
    const broken = normaliseSavedGame({ coins: 'lots', score: Number.NaN, ingredients: { sugar: -5 }, upgrades: { motorSpeed: 9, rainbowFlavor: -1 } });
    expect(broken.coins).toBe(10);
    expect(broken.score).toBe(0);
    expect(broken.ingredients).toEqual({ sugar: 3, syrup: 8, cones: 8 });
    expect(broken.upgrades).toEqual({ motorSpeed: 3, extraCounter: 0, rainbowFlavor: 0 });
  });

  it('ignores unknown flavors and locations', () => {
    const saved = normaliseSavedGame({ currentFlavor: 'bacon', location: 'moon' });
    expect(saved.currentFlavor).toBeUndefined();
    expect(saved.location).toBeUndefined();
  });
});

describe('loading a profile', () => {
  it('keeps a valid profile, trimming the name and always including pink', () => {
    expect(normaliseProfile({ name: '  Mia ', businessLevel: 4, reputation: 12, unlockedFlavors: ['golden', 'x', 'blue'] })).toEqual({
      name: 'Mia',
      businessLevel: 4,
      reputation: 12,
      unlockedFlavors: ['pink', 'blue', 'golden'],
    });
  });

  it('rejects a profile without a usable name and repairs numbers', () => {
    expect(normaliseProfile({ name: '   ' })).toBeNull();
    expect(normaliseProfile(42)).toBeNull();
    expect(normaliseProfile({ name: 'Bo', businessLevel: 0, reputation: 99 })).toEqual({
      name: 'Bo',
      businessLevel: 1,
      reputation: 9,
      unlockedFlavors: ['pink'],
    });
  });
});
