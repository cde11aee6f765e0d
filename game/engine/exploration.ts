/** The exploration bonus's rules, apart so the first page can import them without the rest of the engine. */

/** Each drip-navigation event gives a 2-coin exploration bonus. */
export const EXPLORATION_BONUS_COINS = 2;
/**
 * choice: one navigation can reach the page as two drip-navigation events (a link click and the route change it
 * causes). The page's navigation counter ignores an event closer than 2 s (wall-clock) to the last one it paid,
 * and the server pays a member at most one bonus per 2 s of real time (with a small burst).
 */
export const EXPLORATION_MIN_INTERVAL_MS = 2000;
