import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands';
import { STEP_MS } from './constants';
import { createCustomer } from './customers';
import { RandomCursor } from './rng';
import { canServe, canSpin, hasCottonCandy } from './spinner';
import type { GameState } from './state';
import { step, stepMany } from './step';
import { makeState, sounds, toasts } from './test-helpers';

function withQueue(state: GameState, count: number): GameState {
  const rng = new RandomCursor(11);
  const queue = Array.from({ length: count }, (_, i) => createCustomer(rng, i + 1, state.step, state.upgrades));
  return { ...state, queue, nextCustomerId: count + 1 };
}

/** Runs steps until the predicate holds; returns the state and how many steps it took. */
function runUntil(state: GameState, done: (s: GameState) => boolean, limit = 10_000): { state: GameState; steps: number } {
  let current = state;
  for (let steps = 0; steps < limit; steps += 1) {
    if (done(current)) return { state: current, steps };
    current = step(current).state;
  }
  throw new Error('condition never met');
}

describe('adding ingredients', () => {
  it('loads the ingredient with the exact toast and the drop sound, without taking stock', () => {
    const { state, events } = applyCommand(makeState(), { type: 'addIngredient', ingredient: 'sugar' });
    expect(state.spinner.loaded.sugar).toBe(true);
    expect(state.ingredients.sugar).toBe(8);
    expect(toasts(events)).toEqual([
      { id: 'ingredient-added', title: 'Ingredient Added!', description: 'Added sugar to the spinner', durationMs: 1500, tone: 'info' },
    ]);
    expect(sounds(events)).toEqual(['drop']);
  });

  it("fails with Can't Use! when the count is 0", () => {
    const empty = makeState({ ingredients: { sugar: 8, syrup: 0, cones: 8 } });
    const { state, events } = applyCommand(empty, { type: 'addIngredient', ingredient: 'syrup' });
    expect(state).toBe(empty);
    expect(toasts(events)).toEqual([{ id: 'cant-use', title: "Can't Use!", description: "You're out of syrup!", durationMs: 2500, tone: 'error' }]);
  });
});

describe('spinning', () => {
  it('needs sugar, syrup and cones each above 0', () => {
    for (const ingredient of ['sugar', 'syrup', 'cones'] as const) {
      const short = makeState({ ingredients: { sugar: 2, syrup: 2, cones: 2, [ingredient]: 0 } });
      expect(canSpin(short)).toBe(false);
      const { state, events } = applyCommand(short, { type: 'spin' });
      expect(state.spinner.phase).toBe('idle');
      expect(toasts(events)).toEqual([
        {
          id: 'cant-spin',
          title: "Can't Spin!",
          description: 'You need sugar, syrup, and cones to make cotton candy!',
          durationMs: 2500,
          tone: 'error',
        },
      ]);
    }
  });

  it('consumes one of each, empties the hopper, toasts Spinning! and plays the spin sound', () => {
    const loaded = applyCommand(makeState(), { type: 'addIngredient', ingredient: 'cones' }).state;
    const { state, events } = applyCommand(loaded, { type: 'spin' });
    expect(state.ingredients).toEqual({ sugar: 7, syrup: 7, cones: 7 });
    expect(state.spinner).toMatchObject({ phase: 'spinning', progress: 0, loaded: { sugar: false, syrup: false, cones: false } });
    expect(toasts(events)).toEqual([{ id: 'spinning', title: 'Spinning!', description: 'Creating delicious cotton candy...', durationMs: 1500, tone: 'info' }]);
    expect(sounds(events)).toEqual(['spin']);
  });

  it('raises progress 5% per tick and is ready after exactly the spin time at every motor level', () => {
    for (const [motorSpeed, ms] of [
      [0, 3000],
      [1, 2500],
      [2, 2000],
      [3, 1500],
    ] as const) {
      const start = makeState({ upgrades: { motorSpeed, extraCounter: 0, rainbowFlavor: 0 } });
      let state = step(start, [{ type: 'spin' }]).state;
      const seen = new Set<number>([state.spinner.progress]);
      let steps = 1;
      while (state.spinner.phase === 'spinning') {
        const before = state.spinner.progress;
        state = step(state).state;
        steps += 1;
        expect(state.spinner.progress - before === 0 || state.spinner.progress - before === 5).toBe(true);
        seen.add(state.spinner.progress);
      }
      expect(steps * STEP_MS).toBe(ms);
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, i) => i * 5));
      expect(hasCottonCandy(state)).toBe(true);
    }
  });

  it('cannot start while spinning or while a candy is ready', () => {
    const spinning = step(makeState(), [{ type: 'spin' }]).state;
    const again = applyCommand(spinning, { type: 'spin' });
    expect(again.state.ingredients.sugar).toBe(7);
    expect(toasts(again.events)).toEqual([]);
    const ready = stepMany(spinning, 200).state;
    expect(ready.spinner.phase).toBe('ready');
    expect(applyCommand(ready, { type: 'spin' }).state.ingredients.sugar).toBe(7);
  });
});

describe('serving', () => {
  it('needs a candy: No Cotton Candy!', () => {
    const { events } = applyCommand(withQueue(makeState(), 2), { type: 'serve' });
    expect(toasts(events)).toEqual([
      { id: 'no-cotton-candy', title: 'No Cotton Candy!', description: 'You need to make cotton candy first!', durationMs: 2500, tone: 'error' },
    ]);
  });

  it('needs a customer: No Customers!', () => {
    const ready = stepMany(step(makeState(), [{ type: 'spin' }]).state, 200).state;
    expect(canServe(ready)).toBe(false);
    const { state, events } = applyCommand(ready, { type: 'serve' });
    expect(state.spinner.phase).toBe('ready');
    expect(toasts(events)).toEqual([
      { id: 'no-customers', title: 'No Customers!', description: 'Wait for customers to arrive!', durationMs: 2500, tone: 'error' },
    ]);
  });

  it('runs 800 ms, then removes the first customer and pays coins, points and reputation', () => {
    const ready = withQueue(stepMany(step(makeState(), [{ type: 'spin' }]).state, 200).state, 3);
    const firstId = ready.queue[0]?.id;
    const serving = step(ready, [{ type: 'serve' }]);
    expect(sounds(serving.events)).toEqual(['serve']);
    expect(serving.state.spinner.phase).toBe('serving');
    expect(serving.state.queue[0]?.isWaiting).toBe(false);
    const { state: done, steps } = runUntil(serving.state, (s) => s.spinner.phase === 'idle');
    expect((steps + 1) * STEP_MS).toBe(800);
    expect(done.queue.map((c) => c.id)).not.toContain(firstId);
    expect(done.queue).toHaveLength(2);
    // queue of 3 when paid: floor((1 + 2) x 1 x 1) = 3 points; pink pays 1 coin.
    expect(done.coins).toBe(11);
    expect(done.score).toBe(3);
    expect(done.profile.reputation).toBe(1);
    expect(done.session).toEqual({ coins: 1, score: 3, customersServed: 1 });
    expect(done.stats.customersServed).toBe(1);
  });

  it('shows Customer Served! with the points, plays the coin sound, and runs a 1000 ms coin animation', () => {
    const ready = withQueue(stepMany(step(makeState(), [{ type: 'spin' }]).state, 200).state, 1);
    let state = step(ready, [{ type: 'serve' }]).state;
    let served: ReturnType<typeof step> | null = null;
    while (served === null) {
      const result = step(state);
      state = result.state;
      if (result.events.some((e) => e.type === 'customerServed')) served = result;
    }
    expect(toasts(served.events)).toEqual([
      { id: 'customer-served', title: 'Customer Served!', description: 'You earned coins and 5 points!', durationMs: 2000, tone: 'success' },
    ]);
    expect(sounds(served.events)).toEqual(['coin']);
    expect(state.coinAnimation).toMatchObject({ coins: 1, points: 5 });
    const { steps } = runUntil(state, (s) => s.coinAnimation === null);
    expect((steps + 1) * STEP_MS).toBe(1000);
  });

  it('pays with the flavor the candy was spun with', () => {
    const start = makeState({ currentFlavor: 'golden', profile: { ...makeState().profile, unlockedFlavors: ['pink', 'golden'] } });
    const spun = step(start, [{ type: 'spin' }]).state;
    const switched = applyCommand(spun, { type: 'selectFlavor', flavor: 'pink' }).state;
    const queued = withQueue(stepMany(switched, 200).state, 1);
    // The customer wished for golden: golden's points, 1 coin and the tip, though pink is selected now.
    const ready = { ...queued, queue: queued.queue.map((c) => ({ ...c, flavorPreference: 'golden' as const })) };
    const done = runUntil(step(ready, [{ type: 'serve' }]).state, (s) => s.spinner.phase === 'idle').state;
    expect(done.coins).toBe(10 + 1 + 1);
    expect(done.score).toBe(10);
  });

  it('levels up when reputation reaches level x 10 and resets reputation', () => {
    const base = makeState();
    const nearly = makeState({ profile: { ...base.profile, businessLevel: 2, reputation: 19 } });
    const ready = withQueue(stepMany(step(nearly, [{ type: 'spin' }]).state, 200).state, 1);
    let state = step(ready, [{ type: 'serve' }]).state;
    const events = [];
    while (state.spinner.phase === 'serving') {
      const result = step(state);
      state = result.state;
      events.push(...result.events);
    }
    expect(state.profile).toMatchObject({ businessLevel: 3, reputation: 0 });
    expect(events).toContainEqual({ type: 'levelUp', level: 3 });
  });

  it('keeps the customer at the counter even if their patience would run out', () => {
    const ready = withQueue(stepMany(step(makeState(), [{ type: 'spin' }]).state, 200).state, 1);
    const first = ready.queue[0];
    if (first === undefined) throw new Error('no customer');
    const impatient = { ...ready, queue: [{ ...first, leavesAtStep: ready.step + 2 }] };
    const done = runUntil(step(impatient, [{ type: 'serve' }]).state, (s) => s.spinner.phase === 'idle').state;
    expect(done.stats).toMatchObject({ customersServed: 1, customersLost: 0 });
  });
});

describe('muted sound', () => {
  it('emits no sound events while muted but still toasts', () => {
    const muted = makeState({ muted: true });
    const { events } = applyCommand(muted, { type: 'spin' });
    expect(sounds(events)).toEqual([]);
    expect(toasts(events)).toHaveLength(1);
  });
});
