import type { Command } from '../engine';

/** The most actions held: a player pressing keys while the server is slow does not pile up a backlog. */
export const HELD_COMMANDS_MAX = 20;
/** The longest actions are held: a server that has not answered by then leaves the player on the stand they have. */
export const HOLD_MAX_MS = 5000;

/**
 * Holds the player's actions while a verified session is starting. The session begins from the server's saved stand,
 * which replaces the stand the panel opened with, so an action applied before it (an ingredient loaded, a candy spun)
 * was undone with no word: on a slow connection a player's first candy vanished. Held, the actions are applied on the
 * server's stand as soon as the session begins, and recorded in it; if the session cannot begin, or takes longer than
 * HOLD_MAX_MS, they are applied on the stand the player has.
 */
export class CommandHold {
  private held: Command[] | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** `apply` applies the released actions, in the order they were taken. */
  constructor(private readonly apply: (commands: Command[]) => void) {}

  /** A session is starting: actions are held from now on. */
  start(): void {
    if (this.held !== null) return;
    this.held = [];
    this.timer = setTimeout(() => this.release(), HOLD_MAX_MS);
  }

  /** Holds the action if actions are being held (true); otherwise the caller applies it (false). */
  hold(command: Command): boolean {
    if (this.held === null) return false;
    if (this.held.length < HELD_COMMANDS_MAX) this.held.push(command);
    return true;
  }

  /** The session began, or will not: the held actions are applied and the next ones go straight through. */
  release(): void {
    if (this.held === null) return;
    const commands = this.held;
    this.held = null;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.apply(commands);
  }
}
