import { describe, expect, it } from 'vitest';
import { BOT_EXTRA_TARGET, LOST_TARGET_FIRST_HOUR, LOST_TARGET_WHOLE_RUN, discountForCoins, simulateEconomy } from './economy-sim';

// The figures `npm run sim:economy` prints (seed 1). A change to the balance in constants.ts that moves them must
// move these too, on purpose.
describe('the economy, played by an honest player at human speed', () => {
  it('unlocks a new flavor within 5 minutes, owns all three upgrades within 30, and is never stuck', () => {
    const honest = simulateEconomy('honest', 30, 1);
    expect(honest.firstFlavorMin).toBe(0.7);
    expect(honest.allUpgradesMin).toBe(5.4);
    expect(honest.deadEnds).toBe(0);
    for (const seed of [2, 3]) {
      const other = simulateEconomy('honest', 30, seed);
      expect(other.firstFlavorMin).toBeLessThanOrEqual(5);
      expect(other.allUpgradesMin).toBeLessThanOrEqual(30);
      expect(other.deadEnds).toBe(0);
    }
  }, 60_000);

  it('reaches the 25% member discount only after hours of play', () => {
    const honest = simulateEconomy('honest', 6 * 60, 1);
    expect(honest.discountSteps).toEqual([
      [5, 0.6],
      [7, 1.2],
      [10, 1.8],
      [12, 2.3],
      [15, 2.9],
      [17, 3.4],
      [20, 4],
      [22, 4.5],
      [25, 5.1],
    ]);
    // Winnable: few customers walk off, in the first hour and over the six.
    expect(honest.lostShareFirstHour).not.toBeNull();
    expect(honest.lostShareFirstHour!).toBeLessThanOrEqual(LOST_TARGET_FIRST_HOUR);
    expect(honest.lost / (honest.served + honest.lost)).toBeLessThanOrEqual(LOST_TARGET_WHOLE_RUN);
  }, 120_000);

  it('pays getting the order right: a player who never loads or finishes earns clearly less and gets fewer As', () => {
    const honest = simulateEconomy('honest', 60, 1);
    const careless = simulateEconomy('careless', 60, 1);
    expect(careless.coinsEarned).toBeLessThan(honest.coinsEarned * 0.8);
    expect(careless.grades.A).toBeLessThan(honest.grades.A / 2);
    expect(honest.grades.A).toBeGreaterThan(honest.served * 0.9);
  }, 60_000);

  it('leaves a button-masher without dead ends, and without the flavors and upgrades that need a plan', () => {
    const masher = simulateEconomy('masher', 30, 1);
    expect(masher.deadEnds).toBe(0);
    expect(masher.firstFlavorMin).toBeNull();
    expect(masher.allUpgradesMin).toBeNull();
  }, 60_000);

  it('pays a bot using every command the engine accepts no more than 5% over one playing the way the page does', () => {
    const pageWay = simulateEconomy('perfect', 60, 1).coinsEarned;
    for (const bot of ['callsCustomers', 'closesStand'] as const) {
      expect(simulateEconomy(bot, 60, 1).coinsEarned, bot).toBeLessThanOrEqual(pageWay * (1 + BOT_EXTRA_TARGET));
    }
  }, 60_000);

  it('computes the discount as floor(level x 2.5) with a level per 1000 coins, capped', () => {
    expect([0, 999, 1000, 8999, 9000, 50_000].map((coins) => discountForCoins(coins))).toEqual([2, 2, 5, 22, 25, 25]);
    expect(discountForCoins(50_000, 10)).toBe(10);
  });
});
