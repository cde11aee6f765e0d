/**
 * Connects the page's exploration counter to the game: while connected, every page worth a bonus (counted so far,
 * and each later one) is handed to `pay`. The game connects once a verified session has begun; the server pays a
 * bonus only against a page view it recorded for a member.
 */
import { explorationCounter, type PageVisit } from './exploration-counter';

export class ExplorationLink {
  private detach: (() => void) | null = null;

  constructor(private readonly pay: (visit: PageVisit) => void) {}

  connect(): void {
    this.detach?.();
    this.detach = explorationCounter.attach((visit) => this.pay(visit));
  }

  disconnect(): void {
    this.detach?.();
    this.detach = null;
  }
}
