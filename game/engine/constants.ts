/**
 * Every number, name and rule value of the game in one place.
 *
 * Unmarked values are the game's design. "choice" marks a value the design left open, "Rule" one changed to balance
 * the game, each with the reason; all of them are decided here and nowhere else.
 */

// ---------------------------------------------------------------------------------------------------------------
// Time
// ---------------------------------------------------------------------------------------------------------------

/**
 * choice: one engine step is 25 ms (40 steps a second).
 * Spin progress rises 5% per spin tick, i.e. 20 spin ticks make a candy, and the spin time is 3000, 2500,
 * 2000 or 1500 ms. A spin tick therefore lasts 150, 125, 100 or 75 ms, and 25 ms is the largest step that divides
 * all four (6, 5, 4 and 3 steps a tick), so every spin lasts exactly its spin time. It also divides the 800 ms
 * serve (32 steps), the 1000 ms coin animation (40), the 100 ms timings (4) and the 30 s market period (1200).
 */
export const STEP_MS = 25;

/**
 * choice: at most 20 steps (500 ms of game time) per rendered frame. A frame slower than that (a busy main thread,
 * a tab coming back from the background) drops the excess instead of freezing the page to catch up.
 */
export const MAX_STEPS_PER_FRAME = 20;

/** Converts a duration to whole engine steps, rounding up so that a wait is never shorter than asked. */
export function msToSteps(ms: number): number {
  return Math.max(0, Math.ceil(ms / STEP_MS - 1e-9));
}

// ---------------------------------------------------------------------------------------------------------------
// Starting state
// ---------------------------------------------------------------------------------------------------------------

/** 10 coins when nothing is saved. (A basic variant of the game started with 5; this is the full game.) */
export const STARTING_COINS = 10;
/** 8 each of sugar, syrup and cones. */
export const STARTING_INGREDIENT_COUNT = 8;
/** Score 0 and no upgrades. */
export const STARTING_SCORE = 0;
/** Loaded saved ingredients are raised to at least 3 each. */
export const LOADED_INGREDIENT_FLOOR = 3;

export const INGREDIENTS = ['sugar', 'syrup', 'cones'] as const;
export type Ingredient = (typeof INGREDIENTS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Spinner and serving
// ---------------------------------------------------------------------------------------------------------------

/** Spin progress rises 5% per spin tick, 20 ticks from 0 to 100. */
export const SPIN_PROGRESS_PER_TICK = 5;
export const SPIN_PROGRESS_DONE = 100;
/** Spin time is 3000 ms minus 500 ms per motorSpeed level, never below 1500 ms. */
export const BASE_SPIN_MS = 3000;
export const SPIN_MS_SAVED_PER_MOTOR_LEVEL = 500;
export const MIN_SPIN_MS = 1500;
/** The serve animation runs 800 ms before the customer leaves and the reward is paid. */
export const SERVE_ANIMATION_MS = 800;
/** The shortest time between two serves: the fastest spin, then the serve animation (a spin needs an empty spinner). */
export const MIN_SERVE_CYCLE_MS = MIN_SPIN_MS + SERVE_ANIMATION_MS;
/** The coin animation lasts a further 1000 ms after the serve. */
export const COIN_ANIMATION_MS = 1000;

// ---------------------------------------------------------------------------------------------------------------
// Economy
// ---------------------------------------------------------------------------------------------------------------

// The balance, rule by rule. With a candy's stock at 1 coin and Classic Pink paying 1 coin a serve, 30 perfect
// minutes would end with about 17 coins, no flavor and no upgrade, and a player with 3 coins and no stock could not
// play on. The targets, held by `npm run sim:economy` and its
// test (game/engine/economy-sim.ts): an honest player at human speed (half a second to react) unlocks a new flavor
// within 5 minutes, owns all three upgrades within 30, and is never stuck; the member discount, which is real money,
// stays a reward of many hours (a level per 1,000 coins and floor(level x 2.5)% off; the simulation prints the hours
// to each step, and economy-sim.test.ts holds them).

/**
 * Refill: a kit of 5 units of each ingredient (every candy uses one sugar, one syrup and one cone) for 2 coins.
 * Rule: a candy's stock costs 0.4 coin, so even Classic Pink earns 0.6 coin a serve (1 coin minus stock) and every
 * better flavor more; a refill at 5 coins would make Classic Pink a loss once stock ran out.
 */
export const REFILL_UNITS = 5;
export const REFILL_COST = 2;

/**
 * Free starter refill. Rule: a player who cannot spin (an ingredient is out) and cannot pay for a refill gets the
 * refill free, so the stand is never stuck. Reason: otherwise that player faces a disabled button until a
 * reload. It only gives stock; serving still takes the time it takes, so it cannot be farmed faster than playing.
 */
export const STARTER_REFILL_FREE = true;

export const UPGRADES = ['motorSpeed', 'extraCounter', 'rainbowFlavor'] as const;
export type UpgradeId = (typeof UPGRADES)[number];

export interface UpgradeDefinition {
  readonly id: UpgradeId;
  readonly name: string;
  readonly description: string;
  /** Coins per level. The price does not grow with the level: each upgrade has one price. */
  readonly cost: number;
  /** Faster Motor 3, Extra Counter 1, Rainbow Flavor 1. */
  readonly maxLevel: number;
}

export const UPGRADE_DEFINITIONS: Readonly<Record<UpgradeId, UpgradeDefinition>> = {
  motorSpeed: {
    id: 'motorSpeed',
    name: 'Faster Motor',
    description: 'Spins 0.5 s faster per level and adds 20% points per level.',
    // Rule: 15 coins a level (45 for all three). Reason: the first level comes a few minutes after the first flavor.
    cost: 15,
    maxLevel: 3,
  },
  extraCounter: {
    id: 'extraCounter',
    name: 'Extra Counter',
    description: 'More room at the stand: customers wait 50% longer.',
    // Rule: 30 coins. Reason: bought once the line starts to outgrow the stand (mid-game, around minute 10-15).
    cost: 30,
    maxLevel: 1,
  },
  rainbowFlavor: {
    id: 'rainbowFlavor',
    name: 'Rainbow Flavor',
    description: '+50% points on every serve.',
    // Rule: 40 coins, the dearest upgrade. Reason: it raises every later serve's pay, so it is the goal of the first
    // quarter hour; all three upgrades together cost 115 coins, about 15-20 minutes of honest play.
    cost: 40,
    maxLevel: 1,
  },
};

/**
 * Coins per serve: 1 for every flavor, plus the wished-flavor tip (WISHED_FLAVOR_TIP_COINS).
 * Rule: no extra coin for a popular flavor or for the Rainbow Flavor upgrade. Reason: the coins a
 * member earns become their business level and real-money discount, and with those bonuses (and the tip) a stand
 * past its first quarter hour earned 3 to 4 coins a serve, reaching the 25% discount in about 2.5 hours. Flavors now
 * pay through the wishes they meet (popular flavors are wished more often) and in points; the upgrade pays in points.
 */
export const BASE_COINS_PER_SERVE = 1;
export const POPULAR_FLAVOR_COIN_BONUS = 0;
export const POPULAR_FLAVOR_THRESHOLD = 1;
export const RAINBOW_UPGRADE_COIN_BONUS = 0;
/**
 * Points = floor((1 + max(1, 5 - queue length)) x (1 + 0.2 x motorSpeed + 0.5 x rainbowFlavor) x multiplier).
 * choice: "queue length" is the queue at the moment the reward is paid, counting the customer being served, so one
 * rule holds however long the serve took. A short queue therefore pays up to 5 base points.
 */
export const POINTS_QUEUE_PIVOT = 5;
export const POINTS_MIN_QUEUE_BONUS = 1;
export const POINTS_PER_MOTOR_LEVEL = 0.2;
export const POINTS_PER_RAINBOW_LEVEL = 0.5;

/** Each served customer adds 1 reputation; at reputation >= level x 10 the level rises and reputation is 0. */
export const REPUTATION_PER_SERVE = 1;
/**
 * Rule: a customer who gives up and walks away costs 1 reputation (never below 0 and never a level). Reason:
 * letting the line run out must cost something, or ignoring customers would be as good as serving them.
 */
export const REPUTATION_LOST_PER_WALKOUT = 1;

/** choice: serving another flavor than the ticket's costs 1 satisfaction (the tip follows the grade: TIP_BY_GRADE). */
export const SATISFACTION_WRONG_FLAVOR = -1;

/**
 * The shift: a game day is 10 market periods (5 minutes). Its summary counts customers served and lost, tips and
 * stars. Rule for the day's goal: serve 12 customers, plus 3 for each stage the business has grown; reaching it pays
 * a 5-coin bonus once a day. Reason: a short goal a beginner reaches in the first day gives the first five minutes
 * a clear aim, and the goal grows with the stand.
 * Stars (0 to 3): one for reaching the goal, one for losing at most one customer in ten served, one for an average
 * satisfaction of 7 or more.
 */
export const DAY_MARKET_PERIODS = 10;
export const DAY_GOAL_BASE_CUSTOMERS = 12;
export const DAY_GOAL_CUSTOMERS_PER_STAGE = 3;
export const DAY_GOAL_BONUS_COINS = 5;
export const STAR_MAX_LOST_SHARE = 0.1;
export const STAR_MIN_AVG_SATISFACTION = 7;
export const REPUTATION_PER_LEVEL_FACTOR = 10;

// The exploration bonus's numbers live in their own tiny module: the first page's navigation counter imports them.
export { EXPLORATION_BONUS_COINS } from './exploration';

// ---------------------------------------------------------------------------------------------------------------
// Flavors
// ---------------------------------------------------------------------------------------------------------------

export const FLAVOR_IDS = ['pink', 'blue', 'rainbow', 'golden', 'mint', 'chocolate'] as const;
export type FlavorId = (typeof FLAVOR_IDS)[number];

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

export interface FlavorDefinition {
  readonly id: FlavorId;
  readonly name: string;
  /** CSS hex colour, also used by the canvas. */
  readonly color: string;
  readonly gradient?: readonly [string, string, ...string[]];
  /**
   * Rule: 25 to 60 coins (Rainbow Swirl 25, Ocean Blue 30, Chocolate Twist 40, Cool Mint 45, Golden Deluxe 60).
   * Reason: the cheapest is about 2 minutes of Classic Pink (the first unlock within 5 minutes) and each later one
   * a few minutes of the flavor before it; prices up to 75 would be out of reach at a Classic Pink profit of 0.
   */
  readonly unlockCost: number;
  readonly pointsMultiplier: number;
  readonly popularity: number;
  /** choice: a mild seasonal demand factor, 0.85 to 1.3, so the season matters. */
  readonly seasonalBonus: Readonly<Record<Season, number>>;
}

export const FLAVORS: Readonly<Record<FlavorId, FlavorDefinition>> = {
  pink: {
    id: 'pink',
    name: 'Classic Pink',
    color: '#f9a8d4',
    unlockCost: 0,
    pointsMultiplier: 1,
    popularity: 1,
    // The classic sells the same all year round.
    seasonalBonus: { spring: 1, summer: 1, autumn: 1, winter: 1 },
  },
  blue: {
    id: 'blue',
    name: 'Ocean Blue',
    color: '#7dd3fc',
    unlockCost: 30,
    pointsMultiplier: 1.2,
    popularity: 1.1,
    // A beach flavor: best in summer.
    seasonalBonus: { spring: 1.05, summer: 1.25, autumn: 0.95, winter: 0.85 },
  },
  rainbow: {
    id: 'rainbow',
    name: 'Rainbow Swirl',
    color: '#c4b5fd',
    gradient: ['#fca5a5', '#fde68a', '#86efac', '#93c5fd', '#c4b5fd'],
    unlockCost: 25,
    pointsMultiplier: 1.5,
    popularity: 1.2,
    // Spring colours.
    seasonalBonus: { spring: 1.25, summer: 1.1, autumn: 0.95, winter: 0.9 },
  },
  golden: {
    id: 'golden',
    name: 'Golden Deluxe',
    color: '#fcd34d',
    unlockCost: 60,
    pointsMultiplier: 2,
    popularity: 1.5,
    // A festive treat: autumn fairs and winter holidays.
    seasonalBonus: { spring: 0.95, summer: 0.95, autumn: 1.15, winter: 1.3 },
  },
  mint: {
    id: 'mint',
    name: 'Cool Mint',
    color: '#6ee7b7',
    unlockCost: 45,
    pointsMultiplier: 1.3,
    popularity: 1.1,
    // Refreshing when it is hot.
    seasonalBonus: { spring: 1.05, summer: 1.3, autumn: 0.9, winter: 0.85 },
  },
  chocolate: {
    id: 'chocolate',
    name: 'Chocolate Twist',
    color: '#a0714f',
    unlockCost: 40,
    pointsMultiplier: 1.4,
    popularity: 1.3,
    // Comfort flavor for cold months.
    seasonalBonus: { spring: 0.95, summer: 0.9, autumn: 1.2, winter: 1.3 },
  },
};

/** The default current flavor, and the guest's only unlocked flavor, is pink. */
export const DEFAULT_FLAVOR: FlavorId = 'pink';

// ---------------------------------------------------------------------------------------------------------------
// Business stages
// ---------------------------------------------------------------------------------------------------------------

export const STAGE_IDS = ['vendor', 'truck', 'popup', 'store', 'franchise', 'empire'] as const;
export type StageId = (typeof STAGE_IDS)[number];

export interface StageDefinition {
  readonly id: StageId;
  /** choice: names, descriptions and feature texts. */
  readonly name: string;
  readonly description: string;
  readonly unlockLevel: number;
  readonly bonuses: {
    readonly customerCapacity: number;
    /**
     * The coin and point formulas are exact and do not include it, so it is shown in the
     * Business tab as the stage's standing and does not change what a serve pays (choice).
     */
    readonly revenueMultiplier: number;
    readonly newFeatures: readonly string[];
  };
}

export const STAGES: readonly StageDefinition[] = [
  {
    id: 'vendor',
    name: 'Street Vendor',
    description: 'A cart, a spinner and a big smile.',
    unlockLevel: 1,
    bonuses: { customerCapacity: 3, revenueMultiplier: 1, newFeatures: ['Classic Pink cotton candy', 'City Park pitch'] },
  },
  {
    id: 'truck',
    name: 'Candy Truck',
    description: 'A bright food truck that goes where the crowds are.',
    unlockLevel: 5,
    bonuses: { customerCapacity: 5, revenueMultiplier: 1.2, newFeatures: ['Longer queue', 'Beach pitch'] },
  },
  {
    id: 'popup',
    name: 'Pop-up Shop',
    description: 'A stall at markets and fairs with room for a bigger line.',
    unlockLevel: 10,
    bonuses: { customerCapacity: 7, revenueMultiplier: 1.5, newFeatures: ['Mall pitch', 'Bigger crowds'] },
  },
  {
    id: 'store',
    name: 'Sweet Shop',
    description: 'A shop of your own with a window full of fluff.',
    unlockLevel: 15,
    bonuses: { customerCapacity: 10, revenueMultiplier: 2, newFeatures: ['Downtown pitch', 'Regular customers'] },
  },
  {
    id: 'franchise',
    name: 'Franchise',
    description: 'Stands across town wearing your colours.',
    unlockLevel: 20,
    bonuses: { customerCapacity: 15, revenueMultiplier: 3, newFeatures: ['Franchise partners'] },
  },
  {
    id: 'empire',
    name: 'Cotton-Candy Empire',
    description: 'The sweetest business in the land.',
    unlockLevel: 25,
    bonuses: { customerCapacity: 20, revenueMultiplier: 5, newFeatures: ['Empire status'] },
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Locations
// ---------------------------------------------------------------------------------------------------------------

export const LOCATION_IDS = ['park', 'school', 'beach', 'mall', 'downtown'] as const;
export type LocationId = (typeof LOCATION_IDS)[number];

export interface LocationDefinition {
  readonly id: LocationId;
  /** The park is "City Park"; the other names are a choice. */
  readonly name: string;
  /** choice: what kind of place each location is. */
  readonly type: 'outdoor' | 'community' | 'indoor' | 'urban';
  readonly demandMultiplier: number;
  /**
   * choice of meaning: the rent is paid once, on moving to the location (a pitch fee). Coming back to a
   * location pays again. The starting park is free because nobody moved there.
   */
  readonly rentCost: number;
  readonly unlockLevel: number;
  readonly footTraffic: number;
}

export const LOCATIONS: Readonly<Record<LocationId, LocationDefinition>> = {
  park: { id: 'park', name: 'City Park', type: 'outdoor', demandMultiplier: 1.2, rentCost: 5, unlockLevel: 1, footTraffic: 8 },
  school: { id: 'school', name: 'Maple Street School', type: 'community', demandMultiplier: 1.5, rentCost: 8, unlockLevel: 3, footTraffic: 9 },
  beach: { id: 'beach', name: 'Sunny Beach', type: 'outdoor', demandMultiplier: 1.8, rentCost: 12, unlockLevel: 5, footTraffic: 10 },
  mall: { id: 'mall', name: 'Sugarland Mall', type: 'indoor', demandMultiplier: 2, rentCost: 20, unlockLevel: 10, footTraffic: 12 },
  downtown: { id: 'downtown', name: 'Downtown Square', type: 'urban', demandMultiplier: 2.5, rentCost: 30, unlockLevel: 15, footTraffic: 15 },
};

export const STARTING_LOCATION: LocationId = 'park';

/**
 * The game gets harder as the stand grows. Rule: customers come no more often at a later stage; they wait 6% less
 * for each stage past the Street Vendor (never below 70% of their patience), and their orders grow (a topping from
 * the Candy Truck on, see orders.ts). Busy pitches also hurry them: each location's patienceFactor below. Reason: a
 * bigger stand and a busier pitch pay more, so they should ask more of the player, through harder orders rather
 * than more of them.
 */
export const STAGE_PATIENCE_LOSS = 0.06;
export const MIN_STAGE_PATIENCE_FACTOR = 0.7;
/** Rule: how long customers at each pitch wait, relative to the park (see above). */
export const LOCATION_PATIENCE_FACTOR: Readonly<Record<LocationId, number>> = {
  park: 1,
  school: 1,
  beach: 0.9,
  mall: 0.85,
  downtown: 0.8,
};

// ---------------------------------------------------------------------------------------------------------------
// Market
// ---------------------------------------------------------------------------------------------------------------

export const WEATHERS = ['sunny', 'cloudy', 'rainy', 'hot'] as const;
export type Weather = (typeof WEATHERS)[number];

/** Weather factor sunny/hot 1.3, cloudy 1, rainy 0.7. */
export const WEATHER_FACTOR: Readonly<Record<Weather, number>> = { sunny: 1.3, hot: 1.3, cloudy: 1, rainy: 0.7 };

/** The market is re-rolled every 30 s. */
export const MARKET_PERIOD_MS = 30_000;
/** The ranges market values are rolled in. */
export const DEMAND_BONUS_RANGE = [0.8, 1.2] as const;
export const COMPETITOR_ACTIVITY_RANGE = [0, 1] as const;
export const PRICE_MULTIPLIER_RANGE = [0.9, 1.1] as const;
/** choice: rolled values are kept to 2 decimals, as they are shown to the player. */
export const MARKET_DECIMALS = 2;
/** The starting market is summer, sunny, demandBonus 1. choice: competitors 0.5 and prices 1 (the mid-points). */
export const STARTING_MARKET = {
  season: 'summer',
  weather: 'sunny',
  demandBonus: 1,
  priceMultiplier: 1,
  competitorActivity: 0.5,
} as const satisfies {
  season: Season;
  weather: Weather;
  demandBonus: number;
  priceMultiplier: number;
  competitorActivity: number;
};
/**
 * choice: the market re-rolls weather and prices each period, and the season moves on every 10 market periods (5
 * minutes of play), so the seasonal flavor bonuses matter.
 */
export const MARKET_PERIODS_PER_SEASON = 10;
/**
 * choice: the price multiplier is a market signal shown to the player; the coin formula is exact, so it only
 * touches customers' satisfaction (budget customers like low prices). Competitor activity lowers market share.
 */
export const LOW_PRICE_THRESHOLD = 1;

// ---------------------------------------------------------------------------------------------------------------
// Customers
// ---------------------------------------------------------------------------------------------------------------

export const CUSTOMER_TYPES = ['boy', 'girl', 'woman', 'man', 'elder'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const PERSONALITIES = ['impatient', 'foodie', 'budget', 'loyal'] as const;
export type Personality = (typeof PERSONALITIES)[number];

/** Patience 5 to 14 (whole units), satisfaction starts at 5, willingness_to_pay 2 to 4 (whole coins). */
export const PATIENCE_RANGE = [5, 14] as const;
export const STARTING_SATISFACTION = 5;
export const WILLINGNESS_TO_PAY_RANGE = [2, 4] as const;
/** choice: satisfaction is kept on a 0 to 10 scale (it starts in the middle). */
export const SATISFACTION_RANGE = [0, 10] as const;

/**
 * choice: one patience unit is 4 s of waiting, so customers wait 20
 * to 56 s. A customer whose patience runs out leaves the queue unserved. With a customer arriving every 2 to 4 s and a
 * candy taking 2.3 to 3.8 s to make and serve, a player who keeps spinning keeps the queue short; one who stops sees
 * customers give up, which is what makes the points formula's "short queue" bonus matter.
 */
export const PATIENCE_UNIT_MS = 4000;
/** choice: how fast each personality loses patience (1 = normal). */
export const PERSONALITY_PATIENCE_FACTOR: Readonly<Record<Personality, number>> = {
  impatient: 0.6,
  foodie: 1,
  budget: 1,
  loyal: 1.3,
};
/** choice: the Extra Counter upgrade lets customers wait 50% longer. */
export const EXTRA_COUNTER_PATIENCE_FACTOR = 1.5;
/** choice: the customer at the counter being served no longer loses patience (its isWaiting field is false). */

/**
 * choice: satisfaction at the moment of serving, starting from 5 and clamped to 0..10:
 *  +2 if served before half their patience was used (impatient customers lose 1 instead if it took longer),
 *  +2 if the current flavor is their favourite (+4 for foodies),
 *  +1 if the coins paid are within their willingness to pay,
 *  +1 more for budget customers when market prices are low (priceMultiplier < 1),
 *  +1 for loyal customers, who are happy to be back.
 * It only feeds the customer-satisfaction metric; the coin and point formulas stay exact.
 */
export const SATISFACTION_QUICK_SERVICE = 2;
export const SATISFACTION_SLOW_IMPATIENT = -1;
export const SATISFACTION_FAVOURITE_FLAVOR = 2;
export const SATISFACTION_FAVOURITE_FLAVOR_FOODIE = 4;
export const SATISFACTION_FAIR_PRICE = 1;
export const SATISFACTION_BUDGET_LOW_PRICES = 1;
export const SATISFACTION_LOYAL = 1;
/** choice: a customer who leaves unserved counts with satisfaction 0 in the satisfaction metric. */
export const SATISFACTION_OF_LOST_CUSTOMER = 0;

/** The arrival interval is max(2000 ms, 6000 / (demand multiplier x location multiplier)). */
export const BASE_ARRIVAL_MS = 10000;
export const MIN_ARRIVAL_MS = 6000;
/**
 * choice: when the interval elapses and the queue is full (stage capacity + location foot traffic), the
 * passer-by walks on and the interval starts again, rather than a customer appearing the instant a place frees up.
 */

/** The panel adds a customer 100 ms after expansion with an empty queue. */
export const FIRST_CUSTOMER_DELAY_MS = 100;

// ---------------------------------------------------------------------------------------------------------------
// Orders: what each customer asks for, the stand's steps that make it, and the grade of a serve
// ---------------------------------------------------------------------------------------------------------------

/**
 * Rule: every customer's order is a ticket: a flavor (one the stand sells, weighted by popularity), a size, and from
 * the Candy Truck on a topping. The stand's steps make it: load (tapping sugar, syrup and cones into the hopper before
 * Spin makes a Big candy; spinning an empty hopper makes a Small one; stock is one of each either way), spin (the
 * flavor selected when the spin starts), finish (a topping on the ready candy) and serve. Reason: a serve should be
 * something to get right, as in Papa's games, and the tutorial's "load first" should mean something.
 */
export const CANDY_SIZES = ['small', 'big'] as const;
export type CandySize = (typeof CANDY_SIZES)[number];
export const TOPPINGS = ['none', 'sprinkles', 'stars', 'hearts'] as const;
export type Topping = (typeof TOPPINGS)[number];
/** The toppings the finish step can put on (a plain candy is one nobody finished). */
export const FINISH_TOPPINGS = ['sprinkles', 'stars', 'hearts'] as const;
export type FinishTopping = (typeof FINISH_TOPPINGS)[number];
export const SIZE_LABEL: Readonly<Record<CandySize, string>> = { small: 'Small', big: 'Big' };
export const TOPPING_LABEL: Readonly<Record<Topping, string>> = { none: 'No topping', sprinkles: 'Sprinkles', stars: 'Stars', hearts: 'Hearts' };
/**
 * Rule: later stages are harder by what customers ask, not by how many come: the toppings on the menu by stage index
 * (Street Vendor none, Candy Truck sprinkles, Pop-up Shop also stars, Sweet Shop and up also hearts). Every topped
 * order's chance is the same as a plain one's.
 */
export const STAGE_TOPPINGS: readonly (readonly [Topping, ...Topping[]])[] = [
  ['none'],
  ['none', 'sprinkles'],
  ['none', 'sprinkles', 'stars'],
  ['none', 'sprinkles', 'stars', 'hearts'],
];

/**
 * Rule: a serve's grade counts out of 100: the flavor is worth 40, the size 20, the topping 20 and the wait 20 (all
 * 20 when served before a third of the customer's patience was used, then falling evenly to 0 when it runs out).
 * A from 90, B from 75, C from 55, D below. Reason: getting the order right matters most, and a quick serve lifts a
 * right one to an A.
 */
export const GRADE_POINTS = { flavor: 40, size: 20, topping: 20, wait: 20 } as const;
export const GRADE_WAIT_FREE_SHARE = 1 / 3;
export const GRADE_THRESHOLDS = { A: 90, B: 75, C: 55 } as const;
export type Grade = 'A' | 'B' | 'C' | 'D';
/**
 * Rule: tips follow the grade: A 2 coins, B 1, C and D none (replaces the 1-coin tip for the wished flavor). Reason:
 * the order is the skill the game rewards; the tip is its pay.
 */
export const TIP_BY_GRADE: Readonly<Record<Grade, number>> = { A: 2, B: 1, C: 0, D: 0 };
/** choice: a wrong size or topping costs 1 satisfaction each, as a wrong flavor does. */
export const SATISFACTION_WRONG_DETAIL = -1;

// ---------------------------------------------------------------------------------------------------------------
// High scores and metrics
// ---------------------------------------------------------------------------------------------------------------

/** Top 10 kept, sorted by points descending. */
export const HIGH_SCORE_LIMIT = 10;
/** Default player name of a high-score entry. */
export const HIGH_SCORE_DEFAULT_NAME = 'Anonymous';
/** Daily revenue metric = 10% of coins. */
export const DAILY_REVENUE_SHARE = 0.1;
/**
 * choice: market share grows with the business level and the location's foot
 * traffic and shrinks with competitor activity: min(100, (2 x level + foot traffic) x (1 - competitorActivity / 2))
 * percent.
 */
export const MARKET_SHARE_PER_LEVEL = 2;
export const MARKET_SHARE_COMPETITOR_WEIGHT = 0.5;
export const MARKET_SHARE_MAX = 100;

// ---------------------------------------------------------------------------------------------------------------
// Player profile
// ---------------------------------------------------------------------------------------------------------------

export const GUEST_NAME = 'Guest Player';
export const STARTING_LEVEL = 1;
export const STARTING_REPUTATION = 0;

// ---------------------------------------------------------------------------------------------------------------
// Session sync
// ---------------------------------------------------------------------------------------------------------------

/** Deltas are sent every 30 s; the saved toast shows at most once per 30 s. */
export const SYNC_INTERVAL_MS = 30_000;

// ---------------------------------------------------------------------------------------------------------------
// Local storage keys (the five things the game keeps in the browser; the key strings are a choice)
// ---------------------------------------------------------------------------------------------------------------

export const STORAGE_KEYS = {
  gameState: 'cottonCandyGameState',
  playerProfile: 'cottonCandyPlayerProfile',
  highScores: 'cottonCandyHighScores',
  tutorialSeen: 'cottonCandyTutorialSeen',
  enhancedGamePlayed: 'enhancedGamePlayed',
} as const;
