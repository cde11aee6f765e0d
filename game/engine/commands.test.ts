import { describe, expect, it } from 'vitest';
import { applyCommand, applyCommands } from './commands';
import { step, stepMany } from './step';
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

  it('closes the stand: no spin starts and a ready candy is not served, with a toast that says why', () => {
    const paused = applyCommand(makeState(), { type: 'togglePause' }).state;
    const spin = applyCommand(paused, { type: 'spin' });
    expect(spin.state.spinner.phase).toBe('idle');
    expect(spin.state.ingredients).toEqual(paused.ingredients);
    expect(toasts(spin.events).map((t) => t.title)).toEqual(['Stand Closed']);
    const withCandy = applyCommand(paused, { type: 'addCustomer' }).state;
    const ready = {
      ...paused,
      queue: applyCommand(makeState(), { type: 'addCustomer' }).state.queue,
      spinner: { ...withCandy.spinner, phase: 'ready' as const, progress: 100 },
    };
    const serve = applyCommand(ready, { type: 'serve' });
    expect(serve.state.spinner.phase).toBe('ready');
    expect(toasts(serve.events).map((t) => t.title)).toEqual(['Stand Closed']);
  });

  it('stops a spin and a serve under way, and resumes them exactly where they stood', () => {
    let open = applyCommand(makeState({ nextArrivalStep: 0 }), { type: 'addCustomer' }).state;
    open = step(open, [{ type: 'spin' }]).state;
    open = stepMany(open, 40).state;
    let closed = applyCommand(open, { type: 'togglePause' }).state;
    const frozen = stepMany(closed, 2000).state;
    expect(frozen.spinner.progress).toBe(open.spinner.progress);
    expect(frozen.queue).toEqual(open.queue);
    expect(frozen.stats).toEqual(open.stats);
    closed = applyCommand(frozen, { type: 'togglePause' }).state;
    // From here the stand runs as if the pause had never been: the same candy at the same distance, the same line.
    const afterPause = stepMany(closed, 200).state;
    const withoutPause = stepMany(open, 200).state;
    expect(afterPause.spinner.phase).toBe(withoutPause.spinner.phase);
    expect(afterPause.spinner.progress).toBe(withoutPause.spinner.progress);
    expect(afterPause.queue.map((c) => c.leavesAtStep - afterPause.step)).toEqual(withoutPause.queue.map((c) => c.leavesAtStep - withoutPause.step));
    const serving = step(afterPause, [{ type: 'serve' }]).state;
    const pausedMidServe = applyCommand(serving, { type: 'togglePause' }).state;
    const held = stepMany(pausedMidServe, 400).state;
    expect(held.spinner.phase).toBe('serving');
    expect(held.stats.customersServed).toBe(0);
    const done = stepMany(applyCommand(held, { type: 'togglePause' }).state, 40).state;
    expect(done.stats.customersServed).toBe(1);
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
    const paused = applyCommand(makeState({ nextArrivalStep: 0 }), { type: 'togglePause' }).state;
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
