/**
 * The game's one clock: the page's animation frames. While the panel is open, every frame advances the engine to
 * the frame's time and then hands the frame to the listeners (the canvas draws it in the same callback, so it always
 * shows the state of its own frame).
 */
import type { GameState } from '../engine';

export interface RenderFrame {
  state: GameState;
  alpha: number;
  /** The animation frame's timestamp (ms), the one clock both the engine and the drawing follow. */
  time: number;
}

export class FrameClock {
  /** The latest frame's time (ms): the engine loop reads its clock here. */
  now = 0;
  private running = false;
  private rafId: number | null = null;
  private readonly listeners = new Set<(frame: RenderFrame) => void>();

  /**
   * `advance` moves the engine to a frame's time; `frame` is the frame to draw afterwards.
   */
  constructor(
    private readonly advance: (time: number) => void,
    private readonly frame: () => RenderFrame,
  ) {}

  get isRunning(): boolean {
    return this.running;
  }

  /** Frames start coming (the panel was expanded). */
  start(): void {
    this.running = true;
    this.scheduleRaf();
  }

  /** Frames stop (the panel was collapsed): the game's time stands still. */
  stop(): void {
    this.running = false;
    if (this.rafId !== null) cancelAnimationFrame(this.rafId);
    this.rafId = null;
  }

  /** Calls back on every animation frame while the panel is open, after the engine advanced; returns the unsubscribe. */
  onFrame(listener: (frame: RenderFrame) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private scheduleRaf(): void {
    this.rafId = requestAnimationFrame(this.onRaf);
  }

  private onRaf = (time: number): void => {
    this.rafId = null;
    if (!this.running) return;
    // The next frame is asked for first: a drawing that fails must never stop the game's clock.
    this.scheduleRaf();
    this.now = time;
    this.advance(time);
    const frame = this.frame();
    for (const listener of this.listeners) {
      try {
        listener(frame);
      } catch (error) {
        console.error('Cotton-Candy Hustle: a frame could not be drawn', error);
      }
    }
  };
}
