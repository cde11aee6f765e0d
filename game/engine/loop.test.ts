import { describe, expect, it } from 'vitest';
import { GameLoop, advanceTiming, startTiming, type Clock } from './loop';
import { makeState } from './test-helpers';

class FakeClock implements Clock {
  constructor(public time = 1000) {}
  now(): number {
    return this.time;
  }
}

describe('advanceTiming', () => {
  it('only sets the origin on the first frame', () => {
    const first = advanceTiming(startTiming(), 500);
    expect(first).toMatchObject({ steps: 0, alpha: 0, timing: { lastTimeMs: 500, accumulatorMs: 0 } });
  });

  it('runs whole steps and keeps the remainder as alpha', () => {
    let timing = advanceTiming(startTiming(), 0).timing;
    const a = advanceTiming(timing, 60);
    expect(a.steps).toBe(2);
    expect(a.alpha).toBeCloseTo(10 / 25);
    timing = a.timing;
    const b = advanceTiming(timing, 75);
    expect(b.steps).toBe(1);
    expect(b.alpha).toBeCloseTo(0);
    const c = advanceTiming(b.timing, 80);
    expect(c.steps).toBe(0);
    expect(c.alpha).toBeCloseTo(0.2);
  });

  it('clamps the steps per frame and drops the excess', () => {
    const timing = advanceTiming(startTiming(), 0).timing;
    const slow = advanceTiming(timing, 10_010);
    expect(slow.steps).toBe(20);
    expect(slow.droppedMs).toBe(10_000 - 500);
    expect(slow.alpha).toBeCloseTo(10 / 25);
  });

  it('treats a clock going backwards as no time, and never counts an interval twice', () => {
    const timing = advanceTiming(startTiming(), 100).timing;
    const back = advanceTiming(timing, 50);
    expect(back.steps).toBe(0);
    expect(back.timing.lastTimeMs).toBe(100);
    expect(advanceTiming(back.timing, 150).steps).toBe(2);
  });
});

describe('GameLoop', () => {
  it('advances the state by the steps real time allows and returns the previous state for interpolation', () => {
    const clock = new FakeClock();
    const loop = new GameLoop({ clock, state: makeState() });
    loop.frame();
    clock.time += 16.7;
    expect(loop.frame()).toMatchObject({ steps: 0 });
    clock.time += 16.7;
    const frame = loop.frame();
    expect(frame.steps).toBe(1);
    expect(frame.current.step).toBe(1);
    expect(frame.previous.step).toBe(0);
    expect(frame.alpha).toBeCloseTo((33.4 - 25) / 25);
  });

  it('applies queued commands at the next step and reports their events', () => {
    const clock = new FakeClock();
    const loop = new GameLoop({ clock, state: makeState() });
    loop.frame();
    loop.enqueue({ type: 'spin' });
    expect(loop.state.spinner.phase).toBe('idle');
    clock.time += 10;
    expect(loop.frame().steps).toBe(0);
    expect(loop.pendingCommands).toHaveLength(1);
    clock.time += 20;
    const frame = loop.frame();
    expect(frame.current.spinner.phase).toBe('spinning');
    expect(frame.events.some((e) => e.type === 'toast' && e.toast.title === 'Spinning!')).toBe(true);
    expect(loop.pendingCommands).toHaveLength(0);
  });

  it('applies commands at once without advancing time while stopped', () => {
    const loop = new GameLoop({ clock: new FakeClock(), state: makeState() });
    loop.enqueue({ type: 'addIngredient', ingredient: 'sugar' });
    const events = loop.applyNow([{ type: 'explorationBonus', page: 'Blog' }]);
    expect(loop.state.step).toBe(0);
    expect(loop.state.coins).toBe(12);
    expect(loop.state.spinner.loaded.sugar).toBe(true);
    expect(events.filter((e) => e.type === 'toast')).toHaveLength(2);
  });

  it('starts timing afresh after resetClock, so a stopped game does not jump', () => {
    const clock = new FakeClock();
    const loop = new GameLoop({ clock, state: makeState() });
    loop.frame();
    loop.resetClock();
    clock.time += 60_000;
    expect(loop.frame().steps).toBe(0);
    clock.time += 50;
    expect(loop.frame().steps).toBe(2);
  });

  it('runs an hour of play in whole steps with an injected clock', () => {
    const clock = new FakeClock(0);
    const loop = new GameLoop({ clock, state: makeState(), maxStepsPerFrame: 1_000_000 });
    loop.frame();
    for (let i = 0; i < 60; i += 1) {
      clock.time += 60_000;
      loop.frame();
    }
    expect(loop.state.step).toBe((60 * 60_000) / 25);
  }, 30_000);
});
