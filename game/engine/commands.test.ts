import { describe, expect, it } from 'vitest';
import { applyCommand, applyCommands } from './commands';
import { stepMany } from './step';
import { makeState, sounds, toasts } from './test-helpers';

describe('pause and resume', () => {
  it('toggles with the exact toasts', () => {
    const paused = applyCommand(makeState(), { type: 'togglePause' });
    expect(paused.state.paused).toBe(true);
    expect(toasts(paused.events).map((t) => [t.title, t.durationMs])).toEqual([['Business Paused', 2000]]);
    const resumed = applyCommand(paused.state, { type: 'togglePause' });
    expect(resumed.state.paused).toBe(false);
    expect(toasts(resumed.events).map((t) => [t.title, t.durationMs])).toEqual([['Business Resumed!', 2000]]);
  });

  it('lets the player keep spinning while paused', () => {
    const paused = applyCommand(makeState(), { type: 'togglePause' }).state;
    expect(applyCommand(paused, { type: 'spin' }).state.spinner.phase).toBe('spinning');
  });
});

describe('mute', () => {
  it('toggles with Sound Off / Sound On! and silences sounds', () => {
    const off = applyCommand(makeState(), { type: 'toggleMute' });
    expect(off.state.muted).toBe(true);
    expect(toasts(off.events).map((t) => t.title)).toEqual(['Sound Off']);
    expect(sounds(applyCommand(off.state, { type: 'addIngredient', ingredient: 'sugar' }).events)).toEqual([]);
    const on = applyCommand(off.state, { type: 'toggleMute' });
    expect(on.state.muted).toBe(false);
    expect(toasts(on.events).map((t) => t.title)).toEqual(['Sound On!']);
  });

  it('is silent for commands after a mute in the same batch', () => {
    const { events } = applyCommands(makeState(), [{ type: 'toggleMute' }, { type: 'spin' }]);
    expect(sounds(events)).toEqual([]);
  });
});

describe('exploration bonus', () => {
  it('gives 2 coins with the exact toast', () => {
    const { state, events } = applyCommand(makeState(), { type: 'explorationBonus', page: 'Shop' });
    expect(state.coins).toBe(12);
    expect(state.session.coins).toBe(2);
    expect(toasts(events)).toEqual([
      { id: 'exploration-bonus', title: 'Exploration Bonus!', description: 'You earned 2 coins for exploring the site!', durationMs: 3000, tone: 'success' },
    ]);
    expect(events).toContainEqual({ type: 'explorationBonus', page: 'Shop', coins: 2 });
  });

  it('pays each event once, treating a second event within 2 s as the same navigation', () => {
    let state = applyCommand(makeState(), { type: 'explorationBonus', page: 'Shop' }).state;
    const duplicate = applyCommand(state, { type: 'explorationBonus', page: 'Shop' });
    expect(duplicate.state.coins).toBe(12);
    expect(toasts(duplicate.events)).toEqual([]);
    state = stepMany(state, 79).state;
    expect(applyCommand(state, { type: 'explorationBonus', page: 'About' }).state.coins).toBe(12);
    state = stepMany(state, 1).state;
    expect(applyCommand(state, { type: 'explorationBonus', page: 'About' }).state.coins).toBe(14);
  });
});

describe('profile name', () => {
  it('is trimmed and must not be empty', () => {
    expect(applyCommand(makeState(), { type: 'setProfileName', name: '  Zoe  ' }).state.profile.name).toBe('Zoe');
    const blank = makeState();
    expect(applyCommand(blank, { type: 'setProfileName', name: '   ' }).state).toBe(blank);
  });
});
