/**
 * The business level: the one level the site shows (the game's top bar, the member dashboard, the leaderboards) and
 * the one the member discount is computed from. One level per 1000 coins a player's verified play has earned,
 * starting at level 1.
 */
export const COINS_PER_LEVEL = 1000;

export function businessLevelFor(totalCoins: number): number {
  return Math.floor(Math.max(0, totalCoins) / COINS_PER_LEVEL) + 1;
}
