/**
 * The engine's events on their way to the renderer. The runtime pushes every event of every step (and of commands
 * applied while the clock stands still); the canvas drains the queue once per drawn frame, so no event is lost
 * between a step and the frame that shows it, however many steps a frame runs.
 */
import type { GameEvent } from '../engine';

/** No renderer drains while the panel is collapsed; beyond this the oldest events are dropped. */
export const RENDER_EVENT_LIMIT = 512;

export class RenderEventQueue {
  private events: GameEvent[] = [];

  push(events: readonly GameEvent[]): void {
    for (const event of events) this.events.push(event);
    if (this.events.length > RENDER_EVENT_LIMIT) this.events.splice(0, this.events.length - RENDER_EVENT_LIMIT);
  }

  /** Everything pushed since the last drain, oldest first; the queue is empty afterwards. */
  drain(): GameEvent[] {
    const drained = this.events;
    this.events = [];
    return drained;
  }

  clear(): void {
    this.events = [];
  }

  get size(): number {
    return this.events.length;
  }
}
