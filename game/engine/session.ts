/** What a run earned since it began (spending never lowers it): the totals a signed-in player's sync reports. */
import type { GameState, SessionTotals } from './state';

export type { SessionTotals };

export function sessionTotals(state: GameState): SessionTotals {
  return { ...state.session };
}
