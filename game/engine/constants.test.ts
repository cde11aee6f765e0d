import { describe, expect, it } from 'vitest';
import {
  BASE_ARRIVAL_MS,
  COIN_ANIMATION_MS,
  COMPETITOR_ACTIVITY_RANGE,
  DEMAND_BONUS_RANGE,
  EXPLORATION_BONUS_COINS,
  FLAVORS,
  HIGH_SCORE_DEFAULT_NAME,
  HIGH_SCORE_LIMIT,
  LOADED_INGREDIENT_FLOOR,
  LOCATIONS,
  MARKET_PERIOD_MS,
  MIN_ARRIVAL_MS,
  MIN_SPIN_MS,
  PATIENCE_RANGE,
  PRICE_MULTIPLIER_RANGE,
  REFILL_COST,
  REFILL_UNITS,
  SERVE_ANIMATION_MS,
  STAGES,
  STARTING_COINS,
  STARTING_INGREDIENT_COUNT,
  STARTING_MARKET,
  STARTING_SATISFACTION,
  STARTING_SCORE,
  STEP_MS,
  STORAGE_KEYS,
  SYNC_INTERVAL_MS,
  UPGRADE_DEFINITIONS,
  WEATHER_FACTOR,
  WILLINGNESS_TO_PAY_RANGE,
  msToSteps,
} from './constants';

describe('game constants', () => {
  it('starts with 10 coins, 8 of each ingredient, score 0, and floors loaded ingredients at 3', () => {
    expect(STARTING_COINS).toBe(10);
    expect(STARTING_INGREDIENT_COUNT).toBe(8);
    expect(STARTING_SCORE).toBe(0);
    expect(LOADED_INGREDIENT_FLOOR).toBe(3);
  });

  it('has the flavor table', () => {
    const rows = Object.values(FLAVORS).map((f) => [f.id, f.name, f.unlockCost, f.pointsMultiplier, f.popularity]);
    expect(rows).toEqual([
      ['pink', 'Classic Pink', 0, 1, 1],
      ['blue', 'Ocean Blue', 30, 1.2, 1.1],
      ['rainbow', 'Rainbow Swirl', 25, 1.5, 1.2],
      ['golden', 'Golden Deluxe', 60, 2, 1.5],
      ['mint', 'Cool Mint', 45, 1.3, 1.1],
      ['chocolate', 'Chocolate Twist', 40, 1.4, 1.3],
    ]);
  });

  it('gives every flavor a seasonal bonus for every season, close to 1', () => {
    for (const flavor of Object.values(FLAVORS)) {
      expect(Object.keys(flavor.seasonalBonus).sort()).toEqual(['autumn', 'spring', 'summer', 'winter']);
      for (const bonus of Object.values(flavor.seasonalBonus)) {
        expect(bonus).toBeGreaterThanOrEqual(0.8);
        expect(bonus).toBeLessThanOrEqual(1.3);
      }
    }
  });

  it('has the stage table', () => {
    const rows = STAGES.map((s) => [s.id, s.unlockLevel, s.bonuses.customerCapacity, s.bonuses.revenueMultiplier]);
    expect(rows).toEqual([
      ['vendor', 1, 3, 1],
      ['truck', 5, 5, 1.2],
      ['popup', 10, 7, 1.5],
      ['store', 15, 10, 2],
      ['franchise', 20, 15, 3],
      ['empire', 25, 20, 5],
    ]);
    for (const stage of STAGES) {
      expect(stage.name).not.toBe('');
      expect(stage.description).not.toBe('');
      expect(stage.bonuses.newFeatures.length).toBeGreaterThan(0);
    }
  });

  it('has the location table, with the starting park named City Park', () => {
    const rows = Object.values(LOCATIONS).map((l) => [l.id, l.demandMultiplier, l.rentCost, l.unlockLevel, l.footTraffic]);
    expect(rows).toEqual([
      ['park', 1.2, 5, 1, 8],
      ['school', 1.5, 8, 3, 9],
      ['beach', 1.8, 12, 5, 10],
      ['mall', 2, 20, 10, 12],
      ['downtown', 2.5, 30, 15, 15],
    ]);
    expect(LOCATIONS.park.name).toBe('City Park');
    expect(new Set(Object.values(LOCATIONS).map((l) => l.name)).size).toBe(5);
  });

  it('has the store prices and maximum levels', () => {
    expect(REFILL_UNITS).toBe(5);
    expect(REFILL_COST).toBe(2);
    expect(UPGRADE_DEFINITIONS.motorSpeed).toMatchObject({ name: 'Faster Motor', cost: 15, maxLevel: 3 });
    expect(UPGRADE_DEFINITIONS.extraCounter).toMatchObject({ name: 'Extra Counter', cost: 30, maxLevel: 1 });
    expect(UPGRADE_DEFINITIONS.rainbowFlavor).toMatchObject({ name: 'Rainbow Flavor', cost: 40, maxLevel: 1 });
  });

  it('has the market ranges, weather factors and starting market', () => {
    expect(MARKET_PERIOD_MS).toBe(30_000);
    expect(DEMAND_BONUS_RANGE).toEqual([0.8, 1.2]);
    expect(COMPETITOR_ACTIVITY_RANGE).toEqual([0, 1]);
    expect(PRICE_MULTIPLIER_RANGE).toEqual([0.9, 1.1]);
    expect(WEATHER_FACTOR).toEqual({ sunny: 1.3, hot: 1.3, cloudy: 1, rainy: 0.7 });
    expect(STARTING_MARKET).toMatchObject({ season: 'summer', weather: 'sunny', demandBonus: 1 });
  });

  it('has the customer ranges, timings and other limits', () => {
    expect(PATIENCE_RANGE).toEqual([5, 14]);
    expect(STARTING_SATISFACTION).toBe(5);
    expect(WILLINGNESS_TO_PAY_RANGE).toEqual([2, 4]);
    // Replaced by decision 0160 (orders, not volume): 10000 and 6000 instead of 6000 and 2000.
    expect(BASE_ARRIVAL_MS).toBe(10_000);
    expect(MIN_ARRIVAL_MS).toBe(6000);
    expect(MIN_SPIN_MS).toBe(1500);
    expect(SERVE_ANIMATION_MS).toBe(800);
    expect(COIN_ANIMATION_MS).toBe(1000);
    expect(EXPLORATION_BONUS_COINS).toBe(2);
    expect(HIGH_SCORE_LIMIT).toBe(10);
    expect(HIGH_SCORE_DEFAULT_NAME).toBe('Anonymous');
    expect(SYNC_INTERVAL_MS).toBe(30_000);
  });

  it('names five distinct storage keys', () => {
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(5);
  });
});

describe('step length', () => {
  it('divides every game duration into whole steps', () => {
    for (const ms of [3000 / 20, 2500 / 20, 2000 / 20, 1500 / 20, 800, 1000, 100, 30_000, 2000]) {
      expect(Number.isInteger(ms / STEP_MS)).toBe(true);
      expect(msToSteps(ms) * STEP_MS).toBe(ms);
    }
  });

  it('rounds other durations up so a wait is never shorter than asked', () => {
    expect(msToSteps(3846.15)).toBe(154);
    expect(msToSteps(0)).toBe(0);
  });
});
