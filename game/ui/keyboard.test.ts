import { describe, expect, it } from 'vitest';
import { commandForKey } from './keyboard';

describe('keyboard shortcuts', () => {
  it('map keys to game commands', () => {
    expect(commandForKey('1')).toEqual({ type: 'addIngredient', ingredient: 'sugar' });
    expect(commandForKey('2')).toEqual({ type: 'addIngredient', ingredient: 'syrup' });
    expect(commandForKey('3')).toEqual({ type: 'addIngredient', ingredient: 'cones' });
    expect(commandForKey('s')).toEqual({ type: 'spin' });
    expect(commandForKey('S')).toEqual({ type: 'spin' });
    expect(commandForKey('d')).toEqual({ type: 'serve' });
    expect(commandForKey('p')).toEqual({ type: 'togglePause' });
    expect(commandForKey('m')).toEqual({ type: 'toggleMute' });
    expect(commandForKey('?')).toBe('help');
    expect(commandForKey('x')).toBeNull();
    expect(commandForKey('Enter')).toBeNull();
  });
});
