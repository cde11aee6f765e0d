import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands';
import { GRADE_POINTS, TIP_BY_GRADE } from './constants';
import { createCustomer } from './customers';
import { drawOrder, gradeServe, isHappyGrade, menuFor, toppingsForLevel, type Order } from './orders';
import { earnedBetween } from './replay';
import { RandomCursor } from './rng';
import { step, stepMany } from './step';
import { makeState, toasts } from './test-helpers';
import type { Customer, GameState } from './state';

const ticket: Order = { flavor: 'pink', size: 'big', topping: 'sprinkles' };

function withTicket(state: GameState, order: Order): GameState {
  const customer: Customer = {
    ...createCustomer(new RandomCursor(3), 1, state.step, state.upgrades),
    flavorPreference: order.flavor,
    size: order.size,
    topping: order.topping,
  };
  return { ...state, queue: [customer], nextCustomerId: 2 };
}

/** Runs the commands one step apart, then until the serve pays; returns the serve event. */
function play(state: GameState, commands: Parameters<typeof step>[1]) {
  let current = state;
  for (const command of commands ?? []) {
    current = step(current, [command]).state;
    if (command.type === 'spin') current = stepMany(current, 130).state;
  }
  for (let i = 0; i < 60; i += 1) {
    const result = step(current);
    current = result.state;
    const served = result.events.find((e) => e.type === 'customerServed');
    if (served?.type === 'customerServed') return { state: current, served };
  }
  throw new Error('no serve');
}

describe('tickets', () => {
  it('take the flavor from what the stand sells and a topping from its stage menu', () => {
    expect(toppingsForLevel(1)).toEqual(['none']);
    expect(toppingsForLevel(5)).toEqual(['none', 'sprinkles']);
    expect(toppingsForLevel(10)).toEqual(['none', 'sprinkles', 'stars']);
    expect(toppingsForLevel(25)).toEqual(['none', 'sprinkles', 'stars', 'hearts']);
    const rng = new RandomCursor(11);
    const orders = Array.from({ length: 200 }, () => drawOrder(rng, menuFor(['pink', 'golden'], 10)));
    expect(new Set(orders.map((o) => o.flavor))).toEqual(new Set(['pink', 'golden']));
    expect(new Set(orders.map((o) => o.size))).toEqual(new Set(['small', 'big']));
    expect(new Set(orders.map((o) => o.topping))).toEqual(new Set(['none', 'sprinkles', 'stars']));
  });

  it('arrive with the stand: a street vendor selling pink takes only plain pink orders', () => {
    const state = stepMany(makeState({ nextArrivalStep: 0 }), 1).state;
    expect(state.queue[0]).toMatchObject({ flavorPreference: 'pink', topping: 'none' });
  });
});

describe("the stand's steps", () => {
  it('make a Big candy only from a full hopper, loaded before the spin (also while the one before spins)', () => {
    let state = makeState();
    for (const ingredient of ['sugar', 'syrup', 'cones'] as const) state = applyCommand(state, { type: 'addIngredient', ingredient }).state;
    const big = applyCommand(state, { type: 'spin' }).state;
    expect(big.spinner).toMatchObject({ size: 'big', loaded: { sugar: false, syrup: false, cones: false } });
    expect(big.ingredients).toEqual({ sugar: 7, syrup: 7, cones: 7 });
    const partly = applyCommand(applyCommand(makeState(), { type: 'addIngredient', ingredient: 'sugar' }).state, { type: 'spin' }).state;
    expect(partly.spinner.size).toBe('small');
    const loadedWhileSpinning = applyCommand(big, { type: 'addIngredient', ingredient: 'cones' }).state;
    expect(loadedWhileSpinning.spinner.loaded.cones).toBe(true);
  });

  it('finish only a ready candy at an open stand, and a second topping replaces the first', () => {
    const idle = applyCommand(makeState(), { type: 'finish', topping: 'stars' });
    expect(toasts(idle.events).map((t) => t.title)).toEqual(['No Cotton Candy!']);
    const ready = makeState({ spinner: { ...makeState().spinner, phase: 'ready', progress: 100 } });
    const stars = applyCommand(ready, { type: 'finish', topping: 'stars' }).state;
    expect(stars.spinner.topping).toBe('stars');
    expect(applyCommand(stars, { type: 'finish', topping: 'hearts' }).state.spinner.topping).toBe('hearts');
    const closed = applyCommand({ ...ready, paused: true, pausedAtStep: 0 }, { type: 'finish', topping: 'stars' });
    expect(closed.state.spinner.topping).toBe('none');
    expect(toasts(closed.events).map((t) => t.title)).toEqual(['Stand Closed']);
  });
});

describe('grading a serve', () => {
  it('counts flavor 40, size 20, topping 20 and the wait 20, and tips by the grade', () => {
    expect(gradeServe(ticket, ticket, 0)).toMatchObject({ score: 100, grade: 'A', tip: TIP_BY_GRADE.A });
    expect(gradeServe(ticket, ticket, 1 / 3).score).toBe(100);
    expect(gradeServe(ticket, ticket, 1)).toMatchObject({ score: 80, grade: 'B', tip: 1 });
    expect(gradeServe(ticket, { ...ticket, topping: 'none' }, 0)).toMatchObject({ score: 80, grade: 'B', toppingRight: false });
    expect(gradeServe(ticket, { ...ticket, size: 'small', topping: 'none' }, 0)).toMatchObject({ score: 60, grade: 'C', tip: 0 });
    expect(gradeServe(ticket, { ...ticket, flavor: 'blue' }, 2 / 3)).toMatchObject({ score: 50, grade: 'D', flavorRight: false });
    expect(gradeServe(ticket, { flavor: 'blue', size: 'small', topping: 'none' }, 1)).toMatchObject({ score: 0, grade: 'D', tip: 0 });
    expect(GRADE_POINTS.flavor + GRADE_POINTS.size + GRADE_POINTS.topping + GRADE_POINTS.wait).toBe(100);
  });

  it('pays the tip of the grade the engine played: load, spin, finish and serve make an A', () => {
    const state = withTicket(makeState(), ticket);
    const right = play(state, [
      { type: 'addIngredient', ingredient: 'sugar' },
      { type: 'addIngredient', ingredient: 'syrup' },
      { type: 'addIngredient', ingredient: 'cones' },
      { type: 'spin' },
      { type: 'finish', topping: 'sprinkles' },
      { type: 'serve' },
    ]);
    expect(right.served).toMatchObject({ grade: 'A', tip: 2, coins: 3 });
    const skipped = play(state, [{ type: 'spin' }, { type: 'serve' }]);
    expect(skipped.served).toMatchObject({ grade: 'C', tip: 0, coins: 1, gradeScore: 60 });
    expect(skipped.served.satisfaction).toBeLessThan(right.served.satisfaction);
    expect(right.state.lastShift).toBeNull();
    expect(right.state.shift).toMatchObject({ served: 1, tips: 2, gradeSum: 100 });
  });

  it('counts a happy customer (grade A or B) for each happy serve and none for a C', () => {
    expect(['A', 'B', 'C', 'D'].map((grade) => isHappyGrade(grade as 'A'))).toEqual([true, true, false, false]);
    const state = withTicket(makeState(), ticket);
    const right = play(state, [
      { type: 'addIngredient', ingredient: 'sugar' },
      { type: 'addIngredient', ingredient: 'syrup' },
      { type: 'addIngredient', ingredient: 'cones' },
      { type: 'spin' },
      { type: 'finish', topping: 'sprinkles' },
      { type: 'serve' },
    ]);
    expect(right.state.stats).toMatchObject({ customersServed: 1, happyServed: 1 });
    const skipped = play(state, [{ type: 'spin' }, { type: 'serve' }]);
    expect(skipped.served.grade).toBe('C');
    expect(skipped.state.stats).toMatchObject({ customersServed: 1, happyServed: 0 });
    // What a batch earned names the happy customers apart from the served ones.
    expect(earnedBetween(state, skipped.state)).toMatchObject({ customersServed: 1, happyCustomers: 0 });
    expect(earnedBetween(state, right.state)).toMatchObject({ customersServed: 1, happyCustomers: 1 });
  });

  it('does not count time the stand was closed as waiting', () => {
    const state = withTicket(makeState(), { ...ticket, size: 'small', topping: 'none' });
    const customer = state.queue[0]!;
    let current = step(state, [{ type: 'spin' }]).state;
    current = stepMany(current, 130).state;
    current = applyCommand(current, { type: 'togglePause' }).state;
    current = stepMany(current, customer.patienceSteps * 3).state;
    current = applyCommand(current, { type: 'togglePause' }).state;
    const served = play(current, [{ type: 'serve' }]);
    expect(served.served).toMatchObject({ grade: 'A', gradeScore: 100 });
  });
});
