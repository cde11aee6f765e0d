/**
 * The shift: a game day of 10 market periods (5 minutes). It counts customers served and lost, tips, satisfaction
 * and the day's goal; at its end the summary (with 0 to 3 stars) is kept and a new day begins. Rules and reasons
 * beside DAY_GOAL_BASE_CUSTOMERS in constants.ts.
 */
import {
  MARKET_PERIOD_MS,
  msToSteps,
  DAY_GOAL_BASE_CUSTOMERS,
  DAY_GOAL_BONUS_COINS,
  DAY_GOAL_CUSTOMERS_PER_STAGE,
  DAY_MARKET_PERIODS,
  STAGES,
  STAR_MAX_LOST_SHARE,
  STAR_MIN_AVG_SATISFACTION,
  type Grade,
} from './constants';
import { gradeForScore } from './orders';
import type { StepContext } from './context';
import { stageForLevel } from './progression';
import type { GameState } from './state';

export interface ShiftState {
  /** 1 for the first day of this run of the game. */
  day: number;
  served: number;
  lost: number;
  tips: number;
  satisfactionSum: number;
  /** The serves' grade scores (0 to 100 each), for the day's average grade. */
  gradeSum: number;
  goal: number;
  goalReached: boolean;
  /** Market periods left in the day. */
  periodsLeft: number;
  /** The session's coins when the day began: the day earned the difference. */
  coinsAtStart: number;
}

export interface ShiftSummary {
  day: number;
  served: number;
  lost: number;
  tips: number;
  goal: number;
  goalReached: boolean;
  stars: number;
  /** Coins the day earned (serves, tips and the goal bonus). */
  coins: number;
  /** The grade of the day's average serve score (see gradeServe), or null when nobody was served. */
  grade: Grade | null;
}

/** Customers to serve in a day: 12, plus 3 for each stage the business has grown past the Street Vendor. */
export function dayGoal(level: number): number {
  const stageIndex = Math.max(0, STAGES.indexOf(stageForLevel(level)));
  return DAY_GOAL_BASE_CUSTOMERS + DAY_GOAL_CUSTOMERS_PER_STAGE * stageIndex;
}

export function newShift(day: number, level: number, coinsAtStart: number): ShiftState {
  return {
    day,
    served: 0,
    lost: 0,
    tips: 0,
    satisfactionSum: 0,
    gradeSum: 0,
    goal: dayGoal(level),
    goalReached: false,
    periodsLeft: DAY_MARKET_PERIODS,
    coinsAtStart,
  };
}

/** One star each: the goal reached; at most one customer lost in ten served; average satisfaction 7 or more. */
export function shiftStars(shift: ShiftState): number {
  let stars = 0;
  if (shift.goalReached) stars += 1;
  if (shift.served > 0 && shift.lost <= shift.served * STAR_MAX_LOST_SHARE) stars += 1;
  if (shift.served > 0 && shift.satisfactionSum / shift.served >= STAR_MIN_AVG_SATISFACTION) stars += 1;
  return stars;
}

export function summariseShift(shift: ShiftState, sessionCoins: number): ShiftSummary {
  const { day, served, lost, tips, goal, goalReached } = shift;
  const grade = served > 0 ? gradeForScore(shift.gradeSum / served) : null;
  return { day, served, lost, tips, goal, goalReached, stars: shiftStars(shift), coins: sessionCoins - shift.coinsAtStart, grade };
}

/** A serve completed: counted in the day; reaching the day's goal pays its bonus once. */
export function recordServe(state: GameState, tip: number, satisfaction: number, gradeScore: number, ctx: StepContext): GameState {
  const shift = {
    ...state.shift,
    served: state.shift.served + 1,
    tips: state.shift.tips + tip,
    satisfactionSum: state.shift.satisfactionSum + satisfaction,
    gradeSum: (state.shift.gradeSum ?? 0) + gradeScore,
  };
  if (shift.goalReached || shift.served < shift.goal) return { ...state, shift };
  ctx.events.emit({ type: 'dayGoalReached', day: shift.day, coins: DAY_GOAL_BONUS_COINS });
  return {
    ...state,
    shift: { ...shift, goalReached: true },
    coins: state.coins + DAY_GOAL_BONUS_COINS,
    session: { ...state.session, coins: state.session.coins + DAY_GOAL_BONUS_COINS },
  };
}

/**
 * A market period ended: the day counts down. At its end the summary is kept and time stops until the player starts
 * the next day. Rule: the customers still waiting at closing time go home (they are not counted as lost: the stand
 * closed, they were not let down); a candy in hand is kept for the next day.
 */
export function endMarketPeriod(state: GameState, ctx: StepContext): GameState {
  const periodsLeft = state.shift.periodsLeft - 1;
  if (periodsLeft > 0) return { ...state, shift: { ...state.shift, periodsLeft } };
  const summary = summariseShift(state.shift, state.session.coins);
  ctx.events.emit({ type: 'shiftEnded', summary });
  const staying = state.queue.filter((customer) => !customer.isWaiting);
  for (const customer of state.queue) if (customer.isWaiting) ctx.events.emit({ type: 'customerLeft', customerId: customer.id });
  return {
    ...state,
    dayOver: true,
    queue: staying,
    lastShift: summary,
    shift: newShift(state.shift.day + 1, state.profile.businessLevel, state.session.coins),
  };
}

/** The player opens the next day: the market and arrival clocks start from now and the first customer comes at once. */
export function startDay(state: GameState, ctx: StepContext): GameState {
  if (!state.dayOver) {
    ctx.events.reject('startDay', 'day-running');
    return state;
  }
  ctx.events.emit({ type: 'dayStarted', day: state.shift.day });
  return {
    ...state,
    dayOver: false,
    nextArrivalStep: state.step,
    marketRollStep: state.step + msToSteps(MARKET_PERIOD_MS) - 1,
    shift: { ...state.shift, coinsAtStart: state.session.coins },
  };
}
