/** Customers: who arrives and when, how long they wait, and how happy a serve leaves them. */
import {
  CUSTOMER_TYPES,
  EXTRA_COUNTER_PATIENCE_FACTOR,
  FLAVOR_IDS,
  LOCATION_PATIENCE_FACTOR,
  MIN_STAGE_PATIENCE_FACTOR,
  REPUTATION_LOST_PER_WALKOUT,
  SATISFACTION_WRONG_DETAIL,
  SATISFACTION_WRONG_FLAVOR,
  STAGES,
  STAGE_PATIENCE_LOSS,
  LOW_PRICE_THRESHOLD,
  PATIENCE_RANGE,
  PATIENCE_UNIT_MS,
  PERSONALITIES,
  PERSONALITY_PATIENCE_FACTOR,
  SATISFACTION_BUDGET_LOW_PRICES,
  SATISFACTION_FAIR_PRICE,
  SATISFACTION_FAVOURITE_FLAVOR,
  SATISFACTION_FAVOURITE_FLAVOR_FOODIE,
  SATISFACTION_LOYAL,
  SATISFACTION_OF_LOST_CUSTOMER,
  SATISFACTION_QUICK_SERVICE,
  SATISFACTION_RANGE,
  SATISFACTION_SLOW_IMPATIENT,
  STARTING_SATISFACTION,
  WILLINGNESS_TO_PAY_RANGE,
  msToSteps,
  type FlavorId,
} from './constants';
import type { StepContext } from './context';
import { drawOrder, menuFor, type Menu, type Order } from './orders';
import { arrivalIntervalMs } from './economy';
import { customerCapacity, loseReputation, stageForLevel } from './progression';
import type { RandomCursor } from './rng';
import type { Customer, GameState, MarketConditions, Upgrades } from './state';

/** How many steps a customer with this patience and personality waits (choice: see PATIENCE_UNIT_MS). */
export function patienceSteps(patience: number, personality: Customer['personalityType'], upgrades: Upgrades, crowdFactor = 1): number {
  const counter = upgrades.extraCounter > 0 ? EXTRA_COUNTER_PATIENCE_FACTOR : 1;
  return msToSteps(patience * PATIENCE_UNIT_MS * PERSONALITY_PATIENCE_FACTOR[personality] * counter * crowdFactor);
}

/** How the stand's stage and pitch shorten every customer's patience (see STAGE_PATIENCE_LOSS). */
export function crowdPatienceFactor(state: GameState): number {
  const stageIndex = Math.max(0, STAGES.indexOf(stageForLevel(state.profile.businessLevel)));
  const stage = Math.max(MIN_STAGE_PATIENCE_FACTOR, 1 - STAGE_PATIENCE_LOSS * stageIndex);
  return stage * LOCATION_PATIENCE_FACTOR[state.location];
}

/**
 * One of five types and four personalities, patience 5-14, satisfaction 5, willingness to pay 2-4, and an order from
 * the stand's menu (see drawOrder).
 */
export function createCustomer(rng: RandomCursor, id: number, step: number, upgrades: Upgrades, crowdFactor = 1, menu: Menu = ALL_FLAVORS_MENU): Customer {
  const type = rng.pick(CUSTOMER_TYPES);
  const personalityType = rng.pick(PERSONALITIES);
  const patience = rng.int(PATIENCE_RANGE[0], PATIENCE_RANGE[1]);
  const willingness = rng.int(WILLINGNESS_TO_PAY_RANGE[0], WILLINGNESS_TO_PAY_RANGE[1]);
  const order = drawOrder(rng, menu);
  const steps = patienceSteps(patience, personalityType, upgrades, crowdFactor);
  return {
    id,
    type,
    isWaiting: true,
    flavorPreference: order.flavor,
    size: order.size,
    topping: order.topping,
    personalityType,
    patience,
    satisfaction: STARTING_SATISFACTION,
    willingness_to_pay: willingness,
    arrivedAtStep: step,
    patienceSteps: steps,
    leavesAtStep: step + steps,
  };
}

/** Every flavor and no topping: a customer made outside a game (tests). */
const ALL_FLAVORS_MENU: Menu = { flavors: FLAVOR_IDS, toppings: ['none'] };

/** The share of patience left, 1 on arrival and 0 when the customer gives up (frozen while the business is paused). */
export function patienceLeft(customer: Customer, step: number, pausedAtStep: number | null): number {
  if (!customer.isWaiting) return 1;
  const now = pausedAtStep ?? step;
  return Math.min(1, Math.max(0, (customer.leavesAtStep - now) / customer.patienceSteps));
}

/** choice: the satisfaction rules listed beside SATISFACTION_QUICK_SERVICE in constants.ts. */
export function satisfactionOnServe(
  customer: Customer,
  servedAtStep: number,
  flavor: FlavorId,
  coinsPaid: number,
  market: MarketConditions,
  candy?: Pick<Order, 'size' | 'topping'>,
): number {
  let satisfaction = customer.satisfaction;
  const waited = servedAtStep - customer.arrivedAtStep;
  if (waited <= customer.patienceSteps / 2) satisfaction += SATISFACTION_QUICK_SERVICE;
  else if (customer.personalityType === 'impatient') satisfaction += SATISFACTION_SLOW_IMPATIENT;
  if (flavor === customer.flavorPreference) {
    satisfaction += customer.personalityType === 'foodie' ? SATISFACTION_FAVOURITE_FLAVOR_FOODIE : SATISFACTION_FAVOURITE_FLAVOR;
  } else {
    satisfaction += SATISFACTION_WRONG_FLAVOR;
  }
  if (candy !== undefined) {
    if (candy.size !== customer.size) satisfaction += SATISFACTION_WRONG_DETAIL;
    if (candy.topping !== customer.topping) satisfaction += SATISFACTION_WRONG_DETAIL;
  }
  if (coinsPaid <= customer.willingness_to_pay) satisfaction += SATISFACTION_FAIR_PRICE;
  if (customer.personalityType === 'budget' && market.priceMultiplier < LOW_PRICE_THRESHOLD) {
    satisfaction += SATISFACTION_BUDGET_LOW_PRICES;
  }
  if (customer.personalityType === 'loyal') satisfaction += SATISFACTION_LOYAL;
  return Math.min(SATISFACTION_RANGE[1], Math.max(SATISFACTION_RANGE[0], satisfaction));
}

/** Adds one customer at the back of the queue if there is room, and restarts the arrival interval. */
export function admitCustomer(state: GameState, ctx: StepContext): GameState {
  if (state.queue.length >= customerCapacity(state)) return state;
  const menu = menuFor(state.profile.unlockedFlavors, state.profile.businessLevel);
  const customer = createCustomer(ctx.rng, state.nextCustomerId, state.step, state.upgrades, crowdPatienceFactor(state), menu);
  ctx.events.emit({ type: 'customerArrived', customerId: customer.id });
  return {
    ...state,
    queue: [...state.queue, customer],
    nextCustomerId: state.nextCustomerId + 1,
    nextArrivalStep: state.step + msToSteps(arrivalIntervalMs(state)),
  };
}

/**
 * The panel's first customer when it opens onto an empty line. Rule: the called customer is the next one due,
 * brought forward, not an extra one: the arrival after comes a full interval after the one that was due, and a call
 * is taken only while no earlier call is still ahead of the arrival clock. So calling customers in, however often,
 * never brings more of them than the stand's own arrivals (plus the one called).
 */
export function callCustomer(state: GameState, ctx: StepContext): GameState {
  if (state.queue.length > 0) return state;
  const interval = msToSteps(arrivalIntervalMs(state));
  if (state.nextArrivalStep > state.step + interval) {
    ctx.events.reject('addCustomer', 'already-called');
    return state;
  }
  const called = admitCustomer(state, ctx);
  return called === state ? state : { ...called, nextArrivalStep: Math.max(state.nextArrivalStep, state.step) + interval };
}

/**
 * One step of the queue: customers whose patience ran out leave, and the arrival interval counts down. Paused
 * business (which takes no new customers) also freezes patience: the line waits while the stand is closed.
 */
export function stepCustomers(state: GameState, ctx: StepContext): GameState {
  if (state.paused || state.dayOver) return state;
  let next = state;
  if (someoneGivesUp(next.queue, next.step)) {
    const staying: Customer[] = [];
    let lost = 0;
    for (const customer of next.queue) {
      if (customer.isWaiting && customer.leavesAtStep <= next.step) {
        lost += 1;
        ctx.events.emit({ type: 'customerLeft', customerId: customer.id });
      } else {
        staying.push(customer);
      }
    }
    next = {
      ...next,
      queue: staying,
      profile: loseReputation(next.profile, lost * REPUTATION_LOST_PER_WALKOUT),
      shift: { ...next.shift, lost: next.shift.lost + lost },
      stats: {
        ...next.stats,
        customersLost: next.stats.customersLost + lost,
        satisfactionSum: next.stats.satisfactionSum + lost * SATISFACTION_OF_LOST_CUSTOMER,
        satisfactionCount: next.stats.satisfactionCount + lost,
      },
    };
  }
  if (next.step < next.nextArrivalStep) return next;
  if (next.queue.length >= customerCapacity(next)) {
    // choice: a passer-by who finds the line full walks on; the interval starts again.
    return { ...next, nextArrivalStep: next.step + msToSteps(arrivalIntervalMs(next)) };
  }
  return admitCustomer(next, ctx);
}

/** A plain loop: this runs every step over the whole line, the engine's hottest path at a full queue. */
function someoneGivesUp(queue: readonly Customer[], step: number): boolean {
  for (let i = 0; i < queue.length; i += 1) {
    const customer = queue[i]!;
    if (customer.isWaiting && customer.leavesAtStep <= step) return true;
  }
  return false;
}

/** When the business resumes, waiting customers' deadlines move on by the time spent paused. */
export function shiftDeadlines(queue: readonly Customer[], bySteps: number): Customer[] {
  return queue.map((c) => (c.isWaiting ? { ...c, leavesAtStep: c.leavesAtStep + bySteps } : c));
}
