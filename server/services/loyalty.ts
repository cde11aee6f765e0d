import { DEFAULT_DISCOUNT_CAP_PERCENT } from '@shared/schemas/settings';
import { COINS_PER_LEVEL } from '@shared/business-level';

// Member dashboard figures: a loyalty point per 10 coins, 2.5% discount per level, at most 25%.
export const COINS_PER_LOYALTY_POINT = 10;

/** Progress to the next level: total_coins mod 1000 as a percentage, and 1000 minus that in coins. */
export function levelProgress(totalCoins: number): { percent: number; coinsIntoLevel: number; coinsToNext: number } {
  const coinsIntoLevel = totalCoins % COINS_PER_LEVEL;
  return { percent: (coinsIntoLevel / COINS_PER_LEVEL) * 100, coinsIntoLevel, coinsToNext: COINS_PER_LEVEL - coinsIntoLevel };
}

/** floor(total_coins / 10). */
export function loyaltyPoints(totalCoins: number): number {
  return Math.floor(totalCoins / COINS_PER_LOYALTY_POINT);
}

/**
 * The member discount, the one rule the dashboard and order pricing both use: min(floor(business level x 2.5), cap)
 * percent, where the cap is 25 unless staff set a lower one in Settings. Computed in integers (level x 5 / 2), so no
 * floating point touches money; a level below 1 counts as 1.
 */
export function discountPercent(businessLevel: number, capPercent: number = DEFAULT_DISCOUNT_CAP_PERCENT): number {
  return Math.min(Math.floor((Math.max(1, Math.floor(businessLevel)) * 5) / 2), capPercent);
}
