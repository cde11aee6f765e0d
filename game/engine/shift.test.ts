import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands';
import { DAY_GOAL_BONUS_COINS, MARKET_PERIOD_MS, REPUTATION_LOST_PER_WALKOUT, TIP_BY_GRADE, msToSteps } from './constants';
import { crowdPatienceFactor, createCustomer } from './customers';
import { arrivalIntervalMs } from './economy';
import { RandomCursor } from './rng';
import { dayGoal, endMarketPeriod, newShift, recordServe, shiftStars } from './shift';
import { step, stepMany } from './step';
import { makeContext, makeState } from './test-helpers';
import type { GameState } from './state';

function withCustomer(state: GameState, wish: GameState['currentFlavor']): GameState {
  const customer = {
    ...createCustomer(new RandomCursor(3), 1, state.step, state.upgrades),
    flavorPreference: wish,
    size: 'small' as const,
    topping: 'none' as const,
  };
  return { ...state, queue: [customer], nextCustomerId: 2 };
}

/** Spins, serves the first customer and runs until the serve is paid; returns the state and the serve event. */
function serveOne(state: GameState) {
  let current = stepMany(step(state, [{ type: 'spin' }]).state, 130).state;
  current = step(current, [{ type: 'serve' }]).state;
  for (let i = 0; i < 40; i += 1) {
    const result = step(current);
    current = result.state;
    const served = result.events.find((e) => e.type === 'customerServed');
    if (served) return { state: current, served };
  }
  throw new Error('no serve');
}

describe('playing well pays', () => {
  it("tips by the grade: the ticket's flavor served at once is an A, the wrong flavor a C with no tip", () => {
    const wished = serveOne(withCustomer(makeState(), 'pink'));
    const wrong = serveOne(withCustomer(makeState(), 'golden'));
    expect(wished.served).toMatchObject({ coins: 1 + TIP_BY_GRADE.A, tip: 2, wished: true, grade: 'A', gradeScore: 100 });
    expect(wrong.served).toMatchObject({ coins: 1, tip: 0, wished: false, grade: 'C', gradeScore: 60 });
    if (wished.served.type !== 'customerServed' || wrong.served.type !== 'customerServed') throw new Error('type');
    expect(wished.served.satisfaction).toBeGreaterThan(wrong.served.satisfaction);
    expect(wished.state.shift).toMatchObject({ served: 1, tips: 2, gradeSum: 100 });
    expect(wrong.state.shift).toMatchObject({ served: 1, tips: 0, gradeSum: 60 });
    expect(wished.state.lastServe).toMatchObject({ grade: 'A', tip: 2, flavorRight: true });
  });

  it('costs reputation when a customer gives up and walks away, never below 0', () => {
    const start = withCustomer(makeState(), 'pink');
    const patient = { ...start, profile: { ...start.profile, reputation: 4 } };
    const customer = patient.queue[0]!;
    const after = stepMany(patient, customer.leavesAtStep - patient.step + 1).state;
    expect(after.queue).toHaveLength(0);
    expect(after.profile.reputation).toBe(4 - REPUTATION_LOST_PER_WALKOUT);
    expect(after.shift.lost).toBe(1);
    const broke = stepMany({ ...start, profile: { ...start.profile, reputation: 0 } }, customer.leavesAtStep - start.step + 1).state;
    expect(broke.profile).toMatchObject({ reputation: 0, businessLevel: 1 });
  });

  it('pays the day goal bonus once, on the serve that reaches it', () => {
    const ctx = makeContext();
    let state = makeState();
    state = { ...state, shift: { ...state.shift, goal: 2 } };
    state = recordServe(state, 0, 8, 80, ctx);
    expect(state.coins).toBe(10);
    state = recordServe(state, 1, 8, 80, ctx);
    expect(state.coins).toBe(10 + DAY_GOAL_BONUS_COINS);
    expect(state.session.coins).toBe(DAY_GOAL_BONUS_COINS);
    state = recordServe(state, 0, 8, 80, ctx);
    expect(state.coins).toBe(10 + DAY_GOAL_BONUS_COINS);
    expect(ctx.events.events.filter((e) => e.type === 'dayGoalReached')).toEqual([{ type: 'dayGoalReached', day: 1, coins: DAY_GOAL_BONUS_COINS }]);
  });

  it('ends the day after 10 market periods with a summary; time stands still until the player starts the next day', () => {
    const state = withCustomer(makeState(), 'pink');
    const fiveMinutes = stepMany({ ...state, session: { ...state.session, coins: 7 } }, msToSteps(10 * MARKET_PERIOD_MS));
    const ended = fiveMinutes.events.filter((e) => e.type === 'shiftEnded');
    expect(ended).toHaveLength(1);
    expect(fiveMinutes.state.lastShift).toMatchObject({ day: 1, served: 0, tips: 0, stars: 0, coins: 7, grade: null });
    expect(fiveMinutes.state.shift).toMatchObject({ day: 2, served: 0, periodsLeft: 10 });
    expect(fiveMinutes.state.dayOver).toBe(true);
    // Between days nothing moves: no spin, no arrival, no market roll, however long the player shops.
    const shopping = stepMany(fiveMinutes.state, msToSteps(10 * MARKET_PERIOD_MS));
    expect(shopping.state.queue).toEqual(fiveMinutes.state.queue);
    expect(shopping.state.market).toEqual(fiveMinutes.state.market);
    expect(shopping.events.filter((e) => e.type !== 'toast')).toEqual([]);
    expect(applyCommand(shopping.state, { type: 'spin' }).state.spinner.phase).toBe('idle');
    const nextDay = applyCommand(shopping.state, { type: 'startDay' });
    expect(nextDay.state.dayOver).toBe(false);
    expect(nextDay.events).toContainEqual({ type: 'dayStarted', day: 2 });
    expect(stepMany(nextDay.state, 1).state.queue.length).toBeGreaterThan(0);
    expect(applyCommand(nextDay.state, { type: 'startDay' }).events).toContainEqual({ type: 'rejected', command: 'startDay', reason: 'day-running' });
    const ctx = makeContext();
    const partway = endMarketPeriod(state, ctx);
    expect(partway.shift.periodsLeft).toBe(9);
    expect(ctx.events.events).toEqual([]);
  });

  it('gives a star each for the goal, few customers lost and happy customers', () => {
    const shift = newShift(1, 1, 0);
    expect(shiftStars(shift)).toBe(0);
    expect(shiftStars({ ...shift, served: 20, lost: 2, satisfactionSum: 20 * 7, goalReached: true })).toBe(3);
    expect(shiftStars({ ...shift, served: 20, lost: 3, satisfactionSum: 20 * 7, goalReached: true })).toBe(2);
    expect(shiftStars({ ...shift, served: 20, lost: 0, satisfactionSum: 20 * 6, goalReached: false })).toBe(1);
  });
});

describe('the stand gets harder as it grows', () => {
  it('raises the day goal with the stage', () => {
    expect([1, 4, 5, 10, 25].map(dayGoal)).toEqual([12, 12, 15, 18, 27]);
  });

  it('brings no more customers at a later stage, makes them a little less patient, and busier pitches bring more', () => {
    const vendor = makeState();
    const truck = { ...vendor, profile: { ...vendor.profile, businessLevel: 5 } };
    const franchiseDowntown = { ...vendor, profile: { ...vendor.profile, businessLevel: 20 }, location: 'downtown' as const };
    expect(arrivalIntervalMs(truck)).toBe(arrivalIntervalMs(vendor));
    expect(arrivalIntervalMs(franchiseDowntown)).toBeLessThan(arrivalIntervalMs(truck));
    expect(crowdPatienceFactor(vendor)).toBe(1);
    expect(crowdPatienceFactor(truck)).toBeCloseTo(0.94);
    expect(crowdPatienceFactor(franchiseDowntown)).toBeCloseTo(0.76 * 0.8);
    const arrivedAtTruck = stepMany({ ...truck, nextArrivalStep: 0 }, 1).state.queue[0]!;
    const arrivedAtVendor = stepMany({ ...vendor, nextArrivalStep: 0 }, 1).state.queue[0]!;
    expect(arrivedAtTruck.patience).toBe(arrivedAtVendor.patience);
    expect(arrivedAtTruck.patienceSteps).toBeLessThan(arrivedAtVendor.patienceSteps);
  });
});
