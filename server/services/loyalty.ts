import { COINS_PER_LEVEL } from './progress-sync';

// Member dashboard figures: a loyalty point per 10 coins, 2.5% discount per level, at most 25%.
export const COINS_PER_LOYALTY_POINT = 10;
export const DISCOUNT_PERCENT_PER_LEVEL = 2.5;
export const DISCOUNT_CAP_PERCENT = 25;

/** Progress to the next level: total_coins mod 1000 as a percentage, and 1000 minus that in coins. */
export function levelProgress(totalCoins: number): { percent: number; coinsIntoLevel: number; coinsToNext: number } {
  const coinsIntoLevel = totalCoins % COINS_PER_LEVEL;
  return { percent: (coinsIntoLevel / COINS_PER_LEVEL) * 100, coinsIntoLevel, coinsToNext: COINS_PER_LEVEL - coinsIntoLevel };
}

/** floor(total_coins / 10). */
export function loyaltyPoints(totalCoins: number): number {
  return Math.floor(totalCoins / COINS_PER_LOYALTY_POINT);
}

/** min(floor(business_level x 2.5), cap): the cap is 25 unless staff set a lower one in Settings. */
export function discountPercent(businessLevel: number, capPercent: number = DISCOUNT_CAP_PERCENT): number {
  return Math.min(Math.floor(businessLevel * DISCOUNT_PERCENT_PER_LEVEL), capPercent);
}
