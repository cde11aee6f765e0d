/**
 * The exploration bonus's counter: it listens to the site's drip-navigation events from the first page on, before
 * the game's code is loaded and while the panel is collapsed, and hands every paid navigation to the game once the
 * game can take it. Small on purpose and free of the engine, because it ships with the first page.
 */
import { NAVIGATION_EVENT } from '@/lib/navigation-event';
import { EXPLORATION_BONUS_COINS, EXPLORATION_MIN_INTERVAL_MS } from '../engine/exploration';

type Consumer = (page: string) => void;

function pageOf(event: Event): string {
  const detail = event instanceof CustomEvent ? (event.detail as unknown) : null;
  if (typeof detail === 'object' && detail !== null && 'page' in detail && typeof detail.page === 'string') return detail.page.slice(0, 100);
  return 'page';
}

export class ExplorationCounter {
  private pending: string[] = [];
  private consumer: Consumer | null = null;
  private lastPaidAt = Number.NEGATIVE_INFINITY;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** One navigation event; a second within 2 s of the last paid one is the same navigation. */
  record(page: string): void {
    const at = this.now();
    if (at - this.lastPaidAt < EXPLORATION_MIN_INTERVAL_MS) return;
    this.lastPaidAt = at;
    if (this.consumer !== null) this.consumer(page);
    else {
      this.pending.push(page);
      this.notify();
    }
  }

  /** The game takes the navigations counted so far and every later one; returns the detach function. */
  attach(consumer: Consumer): () => void {
    this.consumer = consumer;
    const waiting = this.pending;
    this.pending = [];
    for (const page of waiting) consumer(page);
    if (waiting.length > 0) this.notify();
    return () => {
      if (this.consumer === consumer) this.consumer = null;
    };
  }

  /** Coins earned by navigations the game has not taken yet (shown on the collapsed bar). */
  get waitingCoins(): number {
    return this.pending.length * EXPLORATION_BONUS_COINS;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** Starts listening to the site's navigation events on `target`; returns the stop function. */
  listen(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
    const onNavigation = (event: Event) => this.record(pageOf(event));
    target.addEventListener(NAVIGATION_EVENT, onNavigation);
    return () => target.removeEventListener(NAVIGATION_EVENT, onNavigation);
  }
}

/** The page's one counter, listening from the moment this module loads (with the site's frame). */
export const explorationCounter = new ExplorationCounter();
if (typeof window !== 'undefined') explorationCounter.listen(window);
