import { describe, expect, it } from 'vitest';
import { applyCommand, applyCommands } from './commands';
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

  it('pays every event, also several while the game clock stands still (the panel collapsed)', () => {
    let state = makeState();
    for (const page of ['Shop', 'About', 'Blog']) state = applyCommand(state, { type: 'explorationBonus', page }).state;
    expect(state.coins).toBe(16);
    expect(state.session.coins).toBe(6);
  });
});

describe('customers added by the screen timings', () => {
  it('come only while the business is open', () => {
    const paused = applyCommand(makeState(), { type: 'togglePause' }).state;
    const refused = applyCommand(paused, { type: 'addCustomer' });
    expect(refused.state.queue).toHaveLength(0);
    expect(refused.events).toContainEqual({ type: 'rejected', command: 'addCustomer', reason: 'paused' });
    const open = applyCommand(applyCommand(paused, { type: 'togglePause' }).state, { type: 'addCustomer' });
    expect(open.state.queue).toHaveLength(1);
  });
});

describe('profile name', () => {
  it('is trimmed and must not be empty', () => {
    expect(applyCommand(makeState(), { type: 'setProfileName', name: '  Zoe  ' }).state.profile.name).toBe('Zoe');
    const blank = makeState();
    expect(applyCommand(blank, { type: 'setProfileName', name: '   ' }).state).toBe(blank);
  });
});
