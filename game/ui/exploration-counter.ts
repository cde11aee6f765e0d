/**
 * The exploration bonus's counter: it listens to the site's drip-navigation events from the first page on, before
 * the game's code is loaded and while the panel is collapsed, and hands every page worth a bonus to the game once
 * the game can take it. Small on purpose and free of the engine, because it ships with the first page.
 *
 * A page is worth a bonus when the visitor navigated to it inside the site: never the page the visit landed on (a
 * reload lands again), never the home page (where the game is), and each page once a visit. A member's bonus is
 * further held by the server to a page view it recorded itself, once per page a day (game.pageView).
 */
import { NAVIGATION_EVENT } from '@/lib/navigation-event';
import { EXPLORATION_BONUS_COINS, EXPLORATION_MIN_INTERVAL_MS } from '../engine/exploration';

/** A page the visitor navigated to: its name ('Shop') and its path ('/shop/cones'). */
export type PageVisit = { page: string; path: string };
type Consumer = (visit: PageVisit) => void;

const HOME_PAGE = 'Home';

function visitOf(event: Event): PageVisit {
  const detail = event instanceof CustomEvent ? (event.detail as unknown) : null;
  const field = (name: string) =>
    typeof detail === 'object' && detail !== null && name in detail && typeof (detail as Record<string, unknown>)[name] === 'string'
      ? ((detail as Record<string, unknown>)[name] as string).slice(0, 100)
      : '';
  return { page: field('page') || 'page', path: field('path') || '/' };
}

export class ExplorationCounter {
  private pending: PageVisit[] = [];
  private consumer: Consumer | null = null;
  private lastSeenAt = Number.NEGATIVE_INFINITY;
  private landed = false;
  private readonly paidPages = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** One navigation event; a second within 2 s of the last one is the same navigation. */
  record(visit: PageVisit): void {
    const at = this.now();
    const sameNavigation = at - this.lastSeenAt < EXPLORATION_MIN_INTERVAL_MS;
    this.lastSeenAt = at;
    if (!this.landed) {
      // The page the visit began on (a reload begins again): the visitor has not explored anything yet.
      this.landed = true;
      this.paidPages.add(visit.page);
      return;
    }
    if (sameNavigation || visit.page === HOME_PAGE || this.paidPages.has(visit.page)) return;
    this.paidPages.add(visit.page);
    if (this.consumer !== null) this.consumer(visit);
    else {
      this.pending.push(visit);
      this.notify();
    }
  }

  /** The game takes the pages counted so far and every later one; returns the detach function. */
  attach(consumer: Consumer): () => void {
    this.consumer = consumer;
    const waiting = this.pending;
    this.pending = [];
    for (const visit of waiting) consumer(visit);
    if (waiting.length > 0) this.notify();
    return () => {
      if (this.consumer === consumer) this.consumer = null;
    };
  }

  /** Coins earned by pages the game has not taken yet (shown on the collapsed bar). */
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
    const onNavigation = (event: Event) => this.record(visitOf(event));
    target.addEventListener(NAVIGATION_EVENT, onNavigation);
    return () => target.removeEventListener(NAVIGATION_EVENT, onNavigation);
  }
}

/** The page's one counter, listening from the moment this module loads (with the site's frame). */
export const explorationCounter = new ExplorationCounter();
if (typeof window !== 'undefined') explorationCounter.listen(window);
