import { describe, expect, it } from 'vitest';
import { applyCommand, type Command } from './commands';
import { CUSTOMER_TYPES, PERSONALITIES, STEP_MS } from './constants';
import { createCustomer, patienceLeft, patienceSteps, satisfactionOnServe } from './customers';
import { arrivalIntervalMs } from './economy';
import { customerCapacity } from './progression';
import { RandomCursor } from './rng';
import type { Customer, GameState } from './state';
import { step, stepMany } from './step';
import { makeState } from './test-helpers';

const none = { motorSpeed: 0, extraCounter: 0, rainbowFlavor: 0 };

function customer(overrides: Partial<Customer> = {}): Customer {
  return { ...createCustomer(new RandomCursor(1), 1, 0, none), ...overrides };
}

describe('new customers', () => {
  it('have every field within its range, and every type and personality appears', () => {
    const rng = new RandomCursor(123);
    const customers = Array.from({ length: 2000 }, (_, i) => createCustomer(rng, i, 0, none));
    for (const c of customers) {
      expect(c.isWaiting).toBe(true);
      expect(c.satisfaction).toBe(5);
      expect(Number.isInteger(c.patience) && c.patience >= 5 && c.patience <= 14).toBe(true);
      expect(Number.isInteger(c.willingness_to_pay) && c.willingness_to_pay >= 2 && c.willingness_to_pay <= 4).toBe(true);
    }
    expect(new Set(customers.map((c) => c.type))).toEqual(new Set(CUSTOMER_TYPES));
    expect(new Set(customers.map((c) => c.personalityType))).toEqual(new Set(PERSONALITIES));
    expect(new Set(customers.map((c) => c.patience)).size).toBe(10);
    expect(new Set(customers.map((c) => c.willingness_to_pay))).toEqual(new Set([2, 3, 4]));
    expect(new Set(customers.map((c) => c.flavorPreference)).size).toBe(6);
  });

  it('wait 4 s per patience unit, shorter when impatient, longer when loyal or with the extra counter', () => {
    expect(patienceSteps(5, 'foodie', none) * STEP_MS).toBe(20_000);
    expect(patienceSteps(10, 'budget', none) * STEP_MS).toBe(40_000);
    expect(patienceSteps(10, 'impatient', none) * STEP_MS).toBe(24_000);
    expect(patienceSteps(10, 'loyal', none) * STEP_MS).toBe(52_000);
    expect(patienceSteps(10, 'foodie', { ...none, extraCounter: 1 }) * STEP_MS).toBe(60_000);
  });
});

describe('arrivals', () => {
  it('come one per arrival interval while the queue is below capacity', () => {
    let state = makeState({ nextArrivalStep: 0 });
    state = step(state).state;
    expect(state.queue).toHaveLength(1);
    const interval = Math.ceil(arrivalIntervalMs(state) / STEP_MS);
    expect(state.nextArrivalStep).toBe(interval);
    state = stepMany(state, interval - 1).state;
    expect(state.queue).toHaveLength(1);
    state = step(state).state;
    expect(state.queue).toHaveLength(2);
  });

  it('stop at stage capacity + location foot traffic (vendor 3 + park 8)', () => {
    const state = makeState({ nextArrivalStep: 0 });
    expect(customerCapacity(state)).toBe(11);
    // Patient customers: run 120 s (one every 6 s at most) and the queue fills to 11 and no further.
    let current = state;
    for (let i = 0; i < 4800; i += 1) {
      current = step(current).state;
      current = { ...current, queue: current.queue.map((c) => ({ ...c, leavesAtStep: 1_000_000 })) };
      expect(current.queue.length).toBeLessThanOrEqual(11);
    }
    expect(current.queue).toHaveLength(11);
  });

  it('grows with stage and location', () => {
    const base = makeState();
    expect(customerCapacity({ ...base, profile: { ...base.profile, businessLevel: 5 }, location: 'beach' })).toBe(15);
    expect(customerCapacity({ ...base, profile: { ...base.profile, businessLevel: 25 }, location: 'downtown' })).toBe(35);
  });

  it('stop while the business is paused and restart on resume', () => {
    let state = applyCommand(makeState({ nextArrivalStep: 2 }), { type: 'togglePause' }).state;
    state = stepMany(state, 2000).state;
    expect(state.queue).toHaveLength(0);
    state = applyCommand(state, { type: 'togglePause' }).state;
    state = stepMany(state, 3).state;
    expect(state.queue).toHaveLength(1);
  });

  it('addCustomer brings the next customer due forward, only into an empty queue (however it is asked)', () => {
    const start = makeState({ nextArrivalStep: 100 });
    const interval = Math.ceil(arrivalIntervalMs(start) / STEP_MS - 1e-9);
    const first = applyCommand(start, { type: 'addCustomer' }).state;
    expect(first.queue).toHaveLength(1);
    // The one called took the place of the one due at step 100: the next comes a full interval after that.
    expect(first.nextArrivalStep).toBe(100 + interval);
    expect(applyCommand(first, { type: 'addCustomer' }).state.queue).toHaveLength(1);
    const forged = { type: 'addCustomer', onlyIfQueueEmpty: false } as unknown as Command;
    expect(applyCommand(first, forged).state.queue).toHaveLength(1);
    // Served at once, the line is empty again: a second call is refused while the first is still ahead of the clock.
    const empty = { ...first, queue: [] };
    const again = applyCommand(empty, { type: 'addCustomer' });
    expect(again.state.queue).toHaveLength(0);
    expect(again.events).toContainEqual({ type: 'rejected', command: 'addCustomer', reason: 'already-called' });
    // Once the clock is within an interval of the next arrival, the panel may call one again.
    expect(applyCommand({ ...empty, step: 100 }, { type: 'addCustomer' }).state.queue).toHaveLength(1);
  });
});

describe('patience', () => {
  it('runs out: the customer leaves unserved and counts as lost', () => {
    const c = customer({ arrivedAtStep: 0, patienceSteps: 10, leavesAtStep: 10 });
    let state: GameState = makeState({ queue: [c] });
    state = stepMany(state, 10).state;
    expect(state.queue).toHaveLength(1);
    const left = step(state);
    expect(left.state.queue).toHaveLength(0);
    expect(left.events).toContainEqual({ type: 'customerLeft', customerId: c.id });
    expect(left.state.stats.customersLost).toBe(1);
  });

  it('is frozen while paused: deadlines move by the paused time', () => {
    const c = customer({ arrivedAtStep: 0, patienceSteps: 100, leavesAtStep: 100 });
    let state = stepMany(makeState({ queue: [c] }), 50).state;
    expect(patienceLeft(state.queue[0] ?? c, state.step, state.pausedAtStep)).toBeCloseTo(0.5);
    state = applyCommand(state, { type: 'togglePause' }).state;
    state = stepMany(state, 500).state;
    expect(state.queue).toHaveLength(1);
    expect(patienceLeft(state.queue[0] ?? c, state.step, state.pausedAtStep)).toBeCloseTo(0.5);
    state = applyCommand(state, { type: 'togglePause' }).state;
    expect(state.queue[0]?.leavesAtStep).toBe(600);
    state = stepMany(state, 49).state;
    expect(state.queue).toHaveLength(1);
    state = stepMany(state, 2).state;
    expect(state.queue).toHaveLength(0);
  });
});

describe('satisfaction on serve', () => {
  const market = makeState().market;
  const base = customer({ arrivedAtStep: 0, patienceSteps: 100, personalityType: 'budget', flavorPreference: 'mint', willingness_to_pay: 2 });

  it('rewards quick service, the favourite flavor and a fair price', () => {
    // A flavor other than the wish costs 1.
    expect(satisfactionOnServe(base, 10, 'pink', 3, market)).toBe(6);
    expect(satisfactionOnServe(base, 80, 'pink', 3, market)).toBe(4);
    expect(satisfactionOnServe(base, 80, 'mint', 3, market)).toBe(7);
    expect(satisfactionOnServe(base, 80, 'pink', 2, market)).toBe(5);
  });

  it('depends on personality and stays within 0..10', () => {
    expect(satisfactionOnServe({ ...base, personalityType: 'impatient' }, 80, 'pink', 3, market)).toBe(3);
    expect(satisfactionOnServe({ ...base, personalityType: 'foodie' }, 80, 'mint', 3, market)).toBe(9);
    expect(satisfactionOnServe({ ...base, personalityType: 'loyal' }, 80, 'pink', 3, market)).toBe(5);
    expect(satisfactionOnServe(base, 80, 'pink', 3, { ...market, priceMultiplier: 0.95 })).toBe(5);
    expect(satisfactionOnServe({ ...base, personalityType: 'foodie' }, 1, 'mint', 1, market)).toBe(10);
    expect(satisfactionOnServe({ ...base, satisfaction: 0, personalityType: 'impatient' }, 80, 'pink', 3, market)).toBe(0);
  });
});
