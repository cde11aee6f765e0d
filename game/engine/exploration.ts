/** The exploration bonus's rules, apart so the first page can import them without the rest of the engine. */

/** A page of the site opened from another gives a 2-coin exploration bonus (which pages pay: exploration-counter.ts). */
export const EXPLORATION_BONUS_COINS = 2;
/**
 * choice: one navigation can reach the page as two drip-navigation events (a link click and the route change it
 * causes). The page's navigation counter takes an event closer than 2 s (wall-clock) to the last one as the same
 * navigation.
 */
export const EXPLORATION_MIN_INTERVAL_MS = 2000;
