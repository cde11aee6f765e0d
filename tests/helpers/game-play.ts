import { autoplayCommands, step, stateFingerprint, type Command, type GameState, type StampedCommand } from '../../game/engine';
import type { Database } from '../../server/db/client';
import { creditEarnings, type Earnings } from '../../server/services/progress-sync';

export const STEP_MS = 25;

/**
 * Plays `ms` of game time from `state` the way the browser's loop does, with the engine's sensible autoplayer,
 * recording each command with the step it was applied at. `first`: commands applied at the first step (the panel's
 * first customer, a recorded page view's bonus).
 */
export function playRecorded(state: GameState, ms: number, options: { first?: Command[] } = {}): { state: GameState; commands: StampedCommand[] } {
  let current = state;
  const commands: StampedCommand[] = [];
  const end = current.step + Math.round(ms / STEP_MS);
  let first = options.first ?? [];
  while (current.step < end) {
    const due = [...first, ...autoplayCommands(current)];
    first = [];
    for (const command of due) commands.push({ step: current.step, command });
    current = step(current, due).state;
  }
  return { state: current, commands };
}

/** The batch a browser sends after playing: its commands, the step reached and its state's fingerprint. */
export function batchOf(sessionId: string, batch: number, played: { state: GameState; commands: StampedCommand[] }) {
  return { sessionId, batch, toStep: played.state.step, commands: played.commands, fingerprint: stateFingerprint(played.state) };
}

/**
 * Test fixture for features that read saved progress (dashboard, leaderboards): writes earnings through the same
 * crediting code a verified batch uses, without playing them.
 */
export function creditProgressForTest(db: Database, userId: string, earned: Partial<Earnings>, at: Date, durationSeconds = 0) {
  const full: Earnings = { coins: 0, score: 0, customersServed: 0, happyCustomers: 0, satisfaction: 0, ...earned };
  return db.transaction((tx) => creditEarnings(tx, userId, full, { ledgerId: `fixture-${crypto.randomUUID()}`, durationSeconds, now: at }));
}
