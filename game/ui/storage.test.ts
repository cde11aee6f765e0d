import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadHighScores, loadProfile, loadSavedGame, readFlag, saveGame, saveHighScores, setFlag } from './storage';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

describe('game storage', () => {
  let storage: MemoryStorage;
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    warn.mockRestore();
  });

  it('keeps its things under their fixed local-storage keys', () => {
    saveGame({ coins: 1, score: 2, ingredients: { sugar: 3, syrup: 3, cones: 3 }, upgrades: { motorSpeed: 0, extraCounter: 0, rainbowFlavor: 0 } });
    saveHighScores([]);
    setFlag('tutorialSeen');
    setFlag('enhancedGamePlayed');
    expect([...storage.items.keys()].sort()).toEqual(['cottonCandyGameState', 'cottonCandyHighScores', 'cottonCandyTutorialSeen', 'enhancedGamePlayed']);
    expect(readFlag('tutorialSeen')).toBe(true);
  });

  it('returns nothing saved as nothing, and raises loaded ingredients to 3', () => {
    expect(loadSavedGame()).toBeNull();
    expect(loadProfile()).toBeNull();
    expect(loadHighScores()).toEqual([]);
    expect(readFlag('enhancedGamePlayed')).toBe(false);
    storage.setItem('cottonCandyGameState', JSON.stringify({ coins: 7, score: 1, ingredients: { sugar: 0, syrup: 1, cones: 9 } }));
    expect(loadSavedGame()?.ingredients).toEqual({ sugar: 3, syrup: 3, cones: 9 });
  });

  it('falls back to defaults on corrupt JSON and logs it once', () => {
    storage.setItem('cottonCandyGameState', '{oops');
    expect(loadSavedGame()).toBeNull();
    expect(loadSavedGame()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('survives a storage that throws on every call (private mode, full quota)', () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('quota');
        },
      },
    });
    expect(() =>
      saveGame({ coins: 1, score: 0, ingredients: { sugar: 3, syrup: 3, cones: 3 }, upgrades: { motorSpeed: 0, extraCounter: 0, rainbowFlavor: 0 } }),
    ).not.toThrow();
    expect(loadProfile()).toBeNull();
    expect(readFlag('tutorialSeen')).toBe(false);
  });

  it('survives a browser where even touching localStorage throws', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(loadHighScores()).toEqual([]);
    expect(() => setFlag('tutorialSeen')).not.toThrow();
  });
});
