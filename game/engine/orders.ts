/**
 * Orders: what a customer asks for (the ticket), the candy the stand made, and the grade of a serve. Rules and
 * reasons beside CANDY_SIZES and GRADE_POINTS in constants.ts.
 */
import {
  CANDY_SIZES,
  DEFAULT_FLAVOR,
  FLAVORS,
  GRADE_POINTS,
  GRADE_THRESHOLDS,
  GRADE_WAIT_FREE_SHARE,
  STAGES,
  STAGE_TOPPINGS,
  TIP_BY_GRADE,
  type CandySize,
  type FlavorId,
  type Grade,
  type Topping,
} from './constants';
import { stageForLevel } from './progression';
import type { RandomCursor } from './rng';

export interface Order {
  flavor: FlavorId;
  size: CandySize;
  topping: Topping;
}

/** What the stand offers: the flavors it sells and the toppings on its menu. */
export interface Menu {
  flavors: readonly [FlavorId, ...FlavorId[]];
  toppings: readonly [Topping, ...Topping[]];
}

/** The toppings on the menu at a business level (the list of its stage, the last list for every stage after). */
export function toppingsForLevel(level: number): readonly [Topping, ...Topping[]] {
  const stageIndex = Math.max(0, STAGES.indexOf(stageForLevel(level)));
  return STAGE_TOPPINGS[Math.min(stageIndex, STAGE_TOPPINGS.length - 1)]!;
}

export function menuFor(unlockedFlavors: readonly FlavorId[], level: number): Menu {
  const flavors: readonly [FlavorId, ...FlavorId[]] = unlockedFlavors.length > 0 ? (unlockedFlavors as [FlavorId, ...FlavorId[]]) : [DEFAULT_FLAVOR];
  return { flavors, toppings: toppingsForLevel(level) };
}

/** A customer's order: a flavor the stand sells (weighted by popularity), a size, and a topping from the menu. */
export function drawOrder(rng: RandomCursor, menu: Menu): Order {
  const flavor = rng.weighted(menu.flavors, (id: FlavorId) => FLAVORS[id].popularity);
  const size = rng.pick(CANDY_SIZES);
  const topping = menu.toppings.length === 1 ? menu.toppings[0] : rng.pick(menu.toppings);
  return { flavor, size, topping };
}

export interface ServeGrade {
  /** 0 to 100. */
  score: number;
  grade: Grade;
  tip: number;
  flavorRight: boolean;
  sizeRight: boolean;
  toppingRight: boolean;
}

/**
 * A happy customer is one whose serve was graded A or B: the order right, or nearly, without a long wait. The
 * "Crowd Pleaser" achievement counts these, not every serve.
 */
export function isHappyGrade(grade: Grade): boolean {
  return grade === 'A' || grade === 'B';
}

export function gradeForScore(score: number): Grade {
  if (score >= GRADE_THRESHOLDS.A) return 'A';
  if (score >= GRADE_THRESHOLDS.B) return 'B';
  if (score >= GRADE_THRESHOLDS.C) return 'C';
  return 'D';
}

/**
 * The grade of a serve: the order's parts the candy got right, plus the wait's share (`patienceUsed` 0 to 1: how
 * much of the customer's patience had gone when the serve began).
 */
export function gradeServe(order: Order, candy: Order, patienceUsed: number): ServeGrade {
  const flavorRight = candy.flavor === order.flavor;
  const sizeRight = candy.size === order.size;
  const toppingRight = candy.topping === order.topping;
  const used = Math.min(1, Math.max(0, patienceUsed));
  const waitShare = used <= GRADE_WAIT_FREE_SHARE ? 1 : (1 - used) / (1 - GRADE_WAIT_FREE_SHARE);
  const score = Math.round(
    (flavorRight ? GRADE_POINTS.flavor : 0) + (sizeRight ? GRADE_POINTS.size : 0) + (toppingRight ? GRADE_POINTS.topping : 0) + GRADE_POINTS.wait * waitShare,
  );
  const grade = gradeForScore(score);
  return { score, grade, tip: TIP_BY_GRADE[grade], flavorRight, sizeRight, toppingRight };
}
